import { data, redirect } from "react-router";
import { readFormInput } from "~/forms/form-reader";
import type { Lang } from "~/i18n/config";
import { formatDay, formatEuros, formatMoment } from "~/i18n/format";
import { createTranslator } from "~/i18n/translate";
import {
  customerSignatureDocumentPath,
  customerSignaturePath,
  customerSignedDocumentPath,
  scheduleDocumentPath,
} from "~/paths/customer-area";
import { refusalResponse } from "~/server/action-error";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { parisToday } from "~/server/contracts/contract-dates";
import { findCustomerContract } from "~/server/contracts/contracts.server";
import { holderName } from "~/server/customers/customer-profiles.server";
import type { Database } from "~/server/db/client.server";
import { pdfDownloadResponse } from "~/server/files/pdf-download";
import { type BankDetailsErrors, maskIban } from "~/server/payments/bank-details";
import { changeBankDetails } from "~/server/payments/bank-details-change.server";
import type { MandateWithAccount } from "~/server/payments/mandates.server";
import { renderSchedulePdf } from "~/server/payments/payment-documents.server";
import { customerPayments, instalmentsOfYear } from "~/server/payments/payment-overview.server";
import { contractSchedule } from "~/server/payments/schedules.server";
import type { SiteConfig } from "~/server/site-config.server";
// The purposes whose callbacks a signature given from here runs.
import "~/signature-purposes.server";

function mandateView(row: MandateWithAccount, lang: Lang) {
  const { mandate, account } = row;
  const request = mandate.signatureRequestId;
  return {
    id: mandate.id,
    reference: mandate.reference,
    status: mandate.status,
    iban: maskIban(account.iban),
    holder: account.holder,
    bic: account.bic,
    creditorIdentifier: mandate.creditorIdentifier,
    signedAt: mandate.signedAt ? formatMoment(mandate.signedAt, lang) : null,
    revokedAt: mandate.revokedAt ? formatMoment(mandate.revokedAt, lang) : null,
    createdAt: formatMoment(mandate.createdAt, lang),
    signHref: request && mandate.status === "awaitingSignature" ? customerSignaturePath(request) : null,
    pdfHref: request
      ? mandate.status === "active" || mandate.status === "revoked"
        ? customerSignedDocumentPath(request)
        : customerSignatureDocumentPath(request)
      : null,
  };
}
export type MandateView = ReturnType<typeof mandateView>;

/** "Mes paiements": what the screen shows, words and dates already in the reader's language. */
export async function loadPaymentsPage(db: Database, customer: CustomerIdentity, lang: Lang, now = new Date()) {
  const today = parisToday(now);
  const t = createTranslator(lang);
  const overview = await customerPayments(db, customer.id, today);
  const year = Number(today.slice(0, 4));
  const contractOf = new Map(overview.schedules.map((row) => [row.contract.id, row.contract]));
  const next = overview.next;
  return {
    next: next
      ? {
          date: formatDay(next.dueDate, lang),
          amount: formatEuros(next.amountCents, lang),
          contract: contractOf.get(next.contractId)?.reference ?? "",
        }
      : null,
    active: overview.active ? mandateView(overview.active, lang) : null,
    waiting: overview.waiting ? mandateView(overview.waiting, lang) : null,
    former: overview.mandates
      .filter((row) => row.mandate.status === "revoked")
      .slice(0, 5)
      .map((row) => mandateView(row, lang)),
    schedules: overview.schedules
      .filter((row) => row.schedule)
      .map(({ contract, schedule, instalments }) => ({
        reference: contract.reference,
        product: t(`contracts.product.${contract.product}`),
        insurer: contract.insurer,
        cancelled: contract.status === "cancelled",
        frequency: schedule?.frequency ?? "monthly",
        perInstalment: formatEuros((schedule?.premiumCents ?? 0) + (schedule?.feesCents ?? 0), lang),
        pdfHref: scheduleDocumentPath(contract.reference, year),
        instalments: instalments
          .filter((row) => row.dueDate >= `${year}-01-01` || row.dueDate >= today)
          .slice(0, 14)
          .map((row) => ({
            id: row.id,
            date: formatDay(row.dueDate, lang),
            amount: formatEuros(row.amountCents, lang),
            status: row.status,
            past: row.dueDate < today,
          })),
      })),
    year,
  };
}
export type PaymentsPage = Awaited<ReturnType<typeof loadPaymentsPage>>;

export type BankDetailsActionResult = {
  ok: false;
  errors: BankDetailsErrors;
  notice?: string;
  echo: { holder: string; iban: string; bic: string };
};

/**
 * "Changer de RIB": the form checked (each field's problem, 400), then the new mandate made and
 * sent for signature, and the customer taken straight to it (sign with the e-mailed code).
 */
export async function bankDetailsAction(
  db: Database,
  request: Request,
  customer: CustomerIdentity,
  site: SiteConfig,
  clientIp: string,
) {
  const form = await readFormInput(request);
  if (!form)
    return data<BankDetailsActionResult>(
      { ok: false, errors: {}, notice: "payments.form.badRequest", echo: { holder: "", iban: "", bic: "" } },
      { status: 400 },
    );
  const echo = { holder: form.line("holder") ?? "", iban: form.line("iban") ?? "", bic: form.line("bic") ?? "" };
  const shortEcho = {
    holder: echo.holder.slice(0, 200),
    iban: echo.iban.slice(0, 60),
    bic: echo.bic.slice(0, 20),
  };
  try {
    const result = await changeBankDetails(db, {
      customerId: customer.id,
      form: echo,
      actor: { id: customer.id, email: customer.email, ip: clientIp },
      site,
    });
    if (!result.ok)
      return data<BankDetailsActionResult>({ ok: false, errors: result.errors, echo: shortEcho }, { status: 400 });
    throw redirect(customerSignaturePath(result.signatureRequestId));
  } catch (error) {
    if (error instanceof Response) throw error;
    return refusalResponse<BankDetailsActionResult>(error, (refusal) => ({
      ok: false,
      errors: {},
      notice: refusal.messageKey,
      echo: shortEcho,
    }));
  }
}

const SCHEDULE_FILE = /^(.+)-(\d{4})\.pdf$/;

/** The year's schedule of one of the customer's contracts, as a PDF; anyone else's is a 404. */
export async function scheduleDocumentResponse(
  db: Database,
  customer: CustomerIdentity,
  file: string | undefined,
  lang: Lang,
  site: SiteConfig,
) {
  const match = SCHEDULE_FILE.exec(file ?? "");
  if (!match) return pdfDownloadResponse(null);
  const [, reference, yearText] = match as unknown as [string, string, string];
  const year = Number(yearText);
  if (year < 2000 || year > 2100) return pdfDownloadResponse(null);
  const contract = await findCustomerContract(db, customer.id, reference);
  if (!contract) return pdfDownloadResponse(null);
  const found = await contractSchedule(db, contract.id);
  if (!found) return pdfDownloadResponse(null);
  const overview = await customerPayments(db, customer.id, parisToday());
  const t = createTranslator(lang);
  const pdf = await renderSchedulePdf({
    site,
    lang,
    year,
    holder: await holderName(db, customer),
    contract: {
      reference: contract.reference,
      insurer: contract.insurer,
      productLabel: t(`contracts.product.${contract.product}`),
    },
    schedule: found.schedule,
    instalments: await instalmentsOfYear(db, contract.id, year),
    account: overview.active
      ? { iban: overview.active.account.iban, mandateReference: overview.active.mandate.reference }
      : null,
  });
  return pdfDownloadResponse(pdf);
}
