import { data, type RouterContextProvider } from "react-router";
import { queryOf, readFormInput } from "~/forms/form-reader";
import type { Lang } from "~/i18n/config";
import { formatDay, formatEuros, formatMoment } from "~/i18n/format";
import { requestLanguage } from "~/i18n/request-language.server";
import { refusalResponse } from "~/server/action-error";
import { collectionPreview, recentCollectionRuns, runCollection } from "~/server/collections/collection-runs.server";
import { importRejects, recentRejectImports } from "~/server/collections/reject-imports.server";
import { reasonText } from "~/server/collections/reject-reasons";
import {
  listUnpaidPremiums,
  recordPremiumPaid,
  sendFormalNotice,
  sendPremiumReminder,
} from "~/server/collections/unpaid-premiums.server";
import { monthlyReport, reconcileMonth } from "~/server/commissions/reconciliation.server";
import {
  importStatement,
  insurersWithMappings,
  recentStatements,
  saveStatementMapping,
} from "~/server/commissions/statements.server";
import { parisToday } from "~/server/contracts/contract-dates";
import { getDb } from "~/server/db/index.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { recordGiftPaid, referralGiftAccounts } from "~/server/sponsorship/referral-gifts.server";
import { staffActorOf } from "~/server/staff/staff-actor";

/** What an action says back: its words (a key and its values), good news or a refusal. */
export type MoneyResult = { ok: boolean; message: string; params?: Record<string, string>; details?: string[] };

const refused = (error: unknown) =>
  refusalResponse(
    error,
    (refusal): MoneyResult => ({ ok: false, message: refusal.messageKey, params: refusal.params }),
  );
const badRequest = (namespace: string) =>
  data<MoneyResult>({ ok: false, message: `${namespace}.errors.badDate` }, { status: 400 });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The next working day's date as the default due date, today's month as the default month. */
function defaultDay(now = new Date()) {
  return parisToday(now);
}

// ————— Collections —————

export async function loadCollections(request: Request, context: Readonly<RouterContextProvider>) {
  const { lang } = requestLanguage(context);
  const query = queryOf(request.url);
  const asked = query.get("jour") ?? "";
  const day = DAY.test(asked) ? asked : defaultDay();
  const db = await getDb();
  const [preview, runs, imports] = await Promise.all([
    collectionPreview(db, day),
    recentCollectionRuns(db),
    recentRejectImports(db),
  ]);
  const included = preview.filter((line) => line.leftOut === null);
  return {
    day,
    dayLabel: formatDay(day, lang),
    badDay: asked !== "" && !DAY.test(asked),
    lines: preview.map((line) => ({ ...line, amount: formatEuros(line.amountCents, lang) })),
    includedCount: included.length,
    includedAmount: formatEuros(
      included.reduce((sum, line) => sum + line.amountCents, 0),
      lang,
    ),
    runs: runs.map((run) => ({
      id: run.id,
      date: formatDay(run.collectionDate, lang),
      messageId: run.messageId,
      count: run.debitCount,
      total: formatEuros(run.totalCents, lang),
    })),
    imports: imports.map((row) => ({
      id: row.id,
      at: formatMoment(row.importedAt, lang),
      fileName: row.fileName,
      format: row.format,
      added: row.rejectsAdded,
      repeated: row.linesRepeated,
      unknown: row.linesUnknown,
    })),
  };
}

export async function handleCollectionsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readFormInput(request);
  const intent = form?.line("intent");
  if (!form || (intent !== "run" && intent !== "rejects")) return badRequest("collections");
  const db = await getDb();
  const actor = staffActorOf(context);
  const { lang } = requestLanguage(context);
  try {
    if (intent === "run") {
      const day = form.line("day") ?? "";
      if (!DAY.test(day)) return badRequest("collections");
      const run = await runCollection(db, actor, await siteConfig(db), day);
      return data<MoneyResult>({
        ok: true,
        message: "collections.run.done",
        params: { count: String(run.debitCount), amount: formatEuros(run.totalCents, lang) },
      });
    }
    const file = form.file("file");
    if (!file) return data<MoneyResult>({ ok: false, message: "collections.errors.emptyFile" }, { status: 400 });
    const result = await importRejects(db, actor, {
      fileName: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    const details = [
      ...(result.unknown.length ? [`unknown:${result.unknown.slice(0, 20).join(", ")}`] : []),
      ...result.problems.slice(0, 20).map((problem) => `problem:${problem.problem}:${problem.line}`),
    ];
    return data<MoneyResult>({
      ok: true,
      message: "collections.rejects.done",
      params: {
        read: String(result.linesRead),
        added: String(result.rejectsAdded),
        repeated: String(result.linesRepeated),
        unknown: String(result.unknown.length),
      },
      details,
    });
  } catch (error) {
    return refused(error);
  }
}

// ————— Unpaid premiums —————

export async function loadUnpaid(context: Readonly<RouterContextProvider>) {
  const { lang } = requestLanguage(context);
  const db = await getDb();
  const rows = await listUnpaidPremiums(db);
  return {
    rows: rows.map((row) => {
      const reason = row.reasonCode ? reasonText(row.reasonCode) : null;
      return {
        instalmentId: row.instalmentId,
        customerId: row.customerId,
        customerName: row.customerName,
        contractId: row.contractId,
        contractReference: row.contractReference,
        due: formatDay(row.nominalDate, lang),
        amount: formatEuros(row.amountCents, lang),
        reason,
        reminders: row.reminders,
        lastReminder: row.lastReminderAt ? formatMoment(row.lastReminderAt, lang) : null,
        notice: row.notice
          ? {
              date: formatMoment(row.notice.at, lang),
              suspension: formatDay(row.notice.suspensionOn, lang),
              termination: formatDay(row.notice.terminationOn, lang),
            }
          : null,
      };
    }),
  };
}

export async function handleUnpaidAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readFormInput(request);
  const intent = form?.line("intent");
  const instalmentId = form?.line("instalment") ?? "";
  if (!form || !["remind", "notice", "paid"].includes(intent ?? "")) return badRequest("collections");
  const db = await getDb();
  const actor = staffActorOf(context);
  const { lang } = requestLanguage(context);
  try {
    if (intent === "remind") {
      await sendPremiumReminder(db, actor, await siteConfig(db), instalmentId);
      return data<MoneyResult>({ ok: true, message: "collections.unpaid.reminded" });
    }
    if (intent === "notice") {
      const notice = await sendFormalNotice(db, actor, instalmentId);
      return data<MoneyResult>({
        ok: true,
        message: "collections.unpaid.noticeSent",
        params: {
          suspension: formatDay(notice.suspensionOn, lang),
          termination: formatDay(notice.terminationOn, lang),
        },
      });
    }
    await recordPremiumPaid(db, actor, instalmentId);
    return data<MoneyResult>({ ok: true, message: "collections.unpaid.closed" });
  } catch (error) {
    return refused(error);
  }
}

// ————— Commissions —————

function monthOf(query: URLSearchParams) {
  const asked = query.get("mois") ?? "";
  return MONTH.test(asked) ? asked : defaultDay().slice(0, 7);
}

export async function loadCommissions(request: Request, context: Readonly<RouterContextProvider>) {
  const lang: Lang = requestLanguage(context).lang;
  const query = queryOf(request.url);
  const month = monthOf(query);
  const period = `${month}-01`;
  const db = await getDb();
  const site = await siteConfig(db);
  const insurers = await insurersWithMappings(db);
  const askedInsurer = query.get("assureur") ?? "";
  const insurer = insurers.find((entry) => entry.insurer === askedInsurer) ?? insurers[0] ?? null;
  const euros = (cents: number | null) => (cents === null ? "—" : formatEuros(cents, lang));
  const [rows, report, statements, gifts] = await Promise.all([
    insurer ? reconcileMonth(db, insurer.insurer, period) : Promise.resolve([]),
    monthlyReport(db, period),
    recentStatements(db),
    referralGiftAccounts(db, site.referralGiftCents),
  ]);
  return {
    month,
    monthLabel: new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${period}T12:00:00Z`),
    ),
    insurers: insurers.map((entry) => entry.insurer),
    insurer: insurer?.insurer ?? null,
    mapping: insurer?.mapping ?? null,
    rows: rows.map((row) => ({
      key: `${row.status}-${row.reference}`,
      status: row.status,
      reference: row.reference,
      productLine: row.productLine,
      expected: euros(row.expectedCents),
      paid: euros(row.paidCents),
      difference: euros(row.differenceCents),
    })),
    report: report.flatMap((entry) =>
      entry.lines.map((line) => ({
        key: `${entry.insurer}-${line.productLine ?? "none"}`,
        insurer: entry.insurer,
        productLine: line.productLine,
        expected: euros(line.expectedCents),
        paid: euros(line.paidCents),
        difference: euros(line.differenceCents),
        issues:
          line.counts.shortPaid + line.counts.overpaid + line.counts.missing + line.counts.unknown + line.counts.noRate,
      })),
    ),
    statements: statements.map((row) => ({
      id: row.id,
      insurer: row.insurer,
      fileName: row.fileName,
      at: formatMoment(row.importedAt, lang),
      added: row.linesAdded,
      repeated: row.linesRepeated,
    })),
    giftAmount: formatEuros(site.referralGiftCents, lang),
    gifts: gifts.map((gift) => ({ ...gift, owedAmount: formatEuros(gift.owedCents, lang) })),
  };
}

export async function handleCommissionsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readFormInput(request);
  const intent = form?.line("intent");
  if (!form || !["mapping", "import", "gift"].includes(intent ?? "")) return badRequest("commissions");
  const db = await getDb();
  const actor = staffActorOf(context);
  try {
    if (intent === "mapping") {
      const insurer = form.line("insurer") ?? "";
      await saveStatementMapping(db, actor, insurer, {
        reference: form.line("reference") ?? "",
        commission: form.line("commission") ?? "",
        premium: form.line("premium") ?? "",
        period: form.line("period") ?? "",
      });
      return data<MoneyResult>({ ok: true, message: "commissions.mapping.saved", params: { insurer } });
    }
    if (intent === "import") {
      const file = form.file("file");
      if (!file) return data<MoneyResult>({ ok: false, message: "commissions.errors.emptyFile" }, { status: 400 });
      const result = await importStatement(db, actor, {
        insurer: form.line("insurer") ?? "",
        month: form.line("month") ?? "",
        fileName: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
      return data<MoneyResult>({
        ok: true,
        message: "commissions.import.done",
        params: {
          read: String(result.linesRead),
          added: String(result.linesAdded),
          repeated: String(result.linesRepeated),
        },
        details: result.problems.slice(0, 20).map((p) => `problem:${p.problem}:${p.line}:${p.cell}`),
      });
    }
    const site = await siteConfig(db);
    await recordGiftPaid(db, actor, {
      customerId: form.line("customer") ?? "",
      giftCents: site.referralGiftCents,
      paidOn: defaultDay(),
    });
    return data<MoneyResult>({ ok: true, message: "commissions.gifts.paid" });
  } catch (error) {
    return refused(error);
  }
}
