import { data, type RouterContextProvider } from "react-router";
import { pageNumberOf, queryOf, readFormInput } from "~/forms/form-reader";
import { refusalResponse } from "~/server/action-error";
import {
  currentRegister,
  DG_TRESOR_REGISTER_URL,
  fetchRegister,
  freezeRefusal,
  importRegister,
  REGISTER_MAX_BYTES,
  registerSourceUrl,
  saveRegisterSourceUrl,
} from "~/server/asset-freeze/register-import.server";
import {
  decidedMatches,
  decideMatch,
  pendingMatches,
  SCREENING_PAGE_SIZE,
  screeningLog,
} from "~/server/asset-freeze/screening.server";
import { getDb } from "~/server/db/index.server";
import { staffActorOf } from "~/server/staff/staff-actor";

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/** The register's status, the matches to decide, the last decisions and a page of the screening log. */
export async function loadAssetFreeze(request: Request) {
  const db = await getDb();
  const page = pageNumberOf(queryOf(request.url));
  const [register, source, pending, decided, log] = await Promise.all([
    currentRegister(db),
    registerSourceUrl(db),
    pendingMatches(db),
    decidedMatches(db, 20),
    screeningLog(db, page),
  ]);
  const match = (row: Awaited<ReturnType<typeof pendingMatches>>[number]) => ({
    id: row.id,
    customerId: row.customerId,
    leadId: row.leadId,
    personName: row.personName,
    birthDate: row.birthDate,
    registryId: row.registryId,
    entryName: row.entryName,
    reason: row.reason,
    status: row.status,
    decisionReason: row.decisionReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
  });
  return {
    register: register
      ? {
          version: register.version,
          publishedAt: register.publishedAt.toISOString(),
          importedAt: register.importedAt.toISOString(),
          entryCount: register.entryCount,
          source: register.source,
        }
      : null,
    source: {
      url: source?.url ?? "",
      lastFetchedAt: iso(source?.lastFetchedAt),
      lastError: source?.lastError ?? null,
      suggested: DG_TRESOR_REGISTER_URL,
    },
    pending: pending.map(match),
    decided: decided.map(match),
    log: {
      page,
      pages: Math.max(1, Math.ceil(log.total / SCREENING_PAGE_SIZE)),
      total: log.total,
      rows: log.rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        customerId: row.customerId,
        leadId: row.leadId,
        screenedName: row.screenedName,
        birthDate: row.birthDate,
        outcome: row.outcome,
        registerVersion: row.registerVersion,
        matches: row.matchedRegistryIds.length,
        trigger: row.trigger,
      })),
    },
    maxMegabytes: REGISTER_MAX_BYTES / (1024 * 1024),
  };
}

export type AssetFreezeData = Awaited<ReturnType<typeof loadAssetFreeze>>;

export type FreezeActionResult = {
  intent: string;
  ok: boolean;
  errors: Record<string, string>;
  params?: Record<string, string>;
  /** After an import: what happened, and the version. */
  notice?: "imported" | "unchanged" | "sourceSaved" | "decided";
  version?: string;
  values?: Record<string, string>;
};

const INTENTS = ["source", "fetch", "upload", "decide"] as const;

/** The screen's forms: the register's address, a fetch now, an uploaded file, a decision on a match. */
export async function handleAssetFreezeAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readFormInput(request);
  const intent = form?.line("intent") ?? "";
  if (!form || !(INTENTS as readonly string[]).includes(intent)) {
    return data<FreezeActionResult>(
      { intent, ok: false, errors: { form: "freeze.errors.badRequest" } },
      { status: 400 },
    );
  }
  const db = await getDb();
  const actor = staffActorOf(context);
  const values: Record<string, string> = {};
  try {
    if (intent === "source") {
      values.url = form.line("url") ?? "";
      await saveRegisterSourceUrl(db, actor, values.url);
      return data<FreezeActionResult>({ intent, ok: true, errors: {}, notice: "sourceSaved" });
    }
    if (intent === "fetch") {
      const result = await fetchRegister(db, actor);
      if (!result) throw freezeRefusal(400, "noUrl", "url");
      return data<FreezeActionResult>({ intent, ok: true, errors: {}, notice: result.status, version: result.version });
    }
    if (intent === "upload") {
      const file = form.file("file");
      if (!file || file.size === 0) throw freezeRefusal(400, "fileRequired", "file");
      if (file.size > REGISTER_MAX_BYTES) throw freezeRefusal(400, "tooLarge", "file");
      const raw = new TextDecoder().decode(await file.arrayBuffer());
      const result = await importRegister(db, { raw, source: "upload", actor });
      return data<FreezeActionResult>({ intent, ok: true, errors: {}, notice: result.status, version: result.version });
    }
    values.reason = form.lines("reason") ?? "";
    values.matchId = form.line("matchId") ?? "";
    await decideMatch(db, actor, {
      matchId: values.matchId,
      decision: form.line("decision") ?? "",
      reason: values.reason,
    });
    return data<FreezeActionResult>({ intent, ok: true, errors: {}, notice: "decided" });
  } catch (error) {
    return refusalResponse<FreezeActionResult>(error, (refusal) => ({
      intent,
      ok: false,
      errors: { [refusal.field ?? "form"]: refusal.messageKey },
      params: refusal.params,
      values,
    }));
  }
}
