import { data, type RouterContextProvider, redirect } from "react-router";
import { type FormInput, readFormInput } from "~/forms/form-reader";
import { toE164 } from "~/forms/phone";
import { DEFAULT_LANG } from "~/i18n/config";
import { formatMoment } from "~/i18n/format";
import { STAFF_PATHS } from "~/paths/backoffice";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { fetchableUrl } from "~/server/fetch-url";
import { WEBHOOK_URL_MAX } from "~/server/limits";
import { log } from "~/server/logger.server";
import type { WebhookTargetName } from "~/server/outbox/outbox.server";
import { readSiteSettingsForm, type SettingsErrors, type StoredSiteSettings } from "~/server/settings/site-settings";
import {
  StaleSettingsError,
  saveSiteSettings,
  siteConfig,
  storedSiteSettings,
} from "~/server/settings/site-settings.server";
import {
  rotateWebhookSecret,
  saveWebhookUrl,
  WEBHOOK_TARGETS,
  type WebhookEndpointView,
  webhookEndpointViews,
} from "~/server/settings/webhook-endpoints.server";
import { sealCertificate, sealExpiryWarning } from "~/server/signatures/seal-certificate.server";
import { buildSiteConfig, type SiteConfig } from "~/server/site-config.server";
import { staffActorOf } from "~/server/staff/staff-actor";
import type { SealView } from "./seal-certificate-panel";

/** After a save, the page says so (post/redirect/get). */
export const SAVED_PARAM = "enregistre";

export type SettingsData = {
  /** What the form posts back, so a save made on an older page is refused. */
  version: number;
  stored: StoredSiteSettings;
  /** The environment's values, shown beside each field: what an empty field means. */
  defaults: SiteConfig;
  saved: boolean;
  webhooks: WebhookEndpointView[];
  seal: SealView;
};

/** The seal's certificate as the page shows it; null when the configured one cannot be read. */
async function sealView(): Promise<SealView> {
  try {
    const db = await getDb();
    const seal = await sealCertificate(db, (await siteConfig(db)).brandName);
    return {
      subject: seal.subject,
      until: formatMoment(seal.notAfter, DEFAULT_LANG),
      daysLeft: sealExpiryWarning(seal),
      demo: seal.demo,
    };
  } catch (error) {
    log.error("seal certificate unreadable", { error });
    return null;
  }
}

export type SettingsActionResult =
  | {
      ok: false;
      error: "badRequest" | "stale" | "invalid";
      errors: SettingsErrors;
      echo: Record<string, string>;
      /** A webhook form's target, when the problem is that form's. */
      target?: WebhookTargetName;
    }
  /** A new secret: in this answer only, never stored in clear nor shown again. */
  | { ok: true; target: WebhookTargetName; secret: string }
  | undefined;

export async function loadSettings(request: Request): Promise<SettingsData> {
  // Read fresh from the database: the admin edits what is saved now, not this process's copy.
  const copy = await storedSiteSettings(await getDb(), Number.POSITIVE_INFINITY);
  return {
    version: copy.version,
    stored: copy.values,
    defaults: buildSiteConfig(env()),
    saved: new URL(request.url).searchParams.has(SAVED_PARAM),
    webhooks: await webhookEndpointViews(await getDb()),
    seal: await sealView(),
  };
}

const refuse = (status: number, result: NonNullable<SettingsActionResult>) => data(result, { status });

const isTarget = (value: string | undefined): value is WebhookTargetName =>
  WEBHOOK_TARGETS.includes(value as WebhookTargetName);
const urlSchema = fetchableUrl();

/**
 * A webhook's address (empty: the environment's again; saving also lifts a 410's stop) or a new
 * secret. A secret made here is in the answer once; the page has no other way to show it.
 */
async function handleWebhookAction(form: FormInput, intent: string, context: Readonly<RouterContextProvider>) {
  const target = form.line("target");
  if (!isTarget(target)) return refuse(400, { ok: false, error: "badRequest", errors: {}, echo: {} });
  const actor = staffActorOf(context);
  const db = await getDb();
  if (intent === "rotate") {
    return data<SettingsActionResult>({ ok: true, target, secret: await rotateWebhookSecret(db, actor, target) });
  }
  const url = (form.line("url") ?? "").trim();
  if (url !== "" && (url.length > WEBHOOK_URL_MAX || !urlSchema.safeParse(url).success)) {
    return refuse(400, { ok: false, error: "invalid", errors: { webhookUrl: "url" }, echo: { url }, target });
  }
  const { secret } = await saveWebhookUrl(db, actor, target, url || null);
  if (secret) return data<SettingsActionResult>({ ok: true, target, secret });
  return redirect(`${STAFF_PATHS.settings}?${SAVED_PARAM}=1`);
}

/** Saves the whole form: 400 naming each bad field, 409 when someone saved meanwhile, else back to the page. */
export async function handleSettingsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readFormInput(request);
  const intent = form?.line("intent") ?? "";
  if (form && (intent === "webhookUrl" || intent === "rotate")) return handleWebhookAction(form, intent, context);
  const version = Number(form?.line("version"));
  if (form?.line("intent") !== "save" || !Number.isInteger(version) || version < 0) {
    return refuse(400, { ok: false, error: "badRequest", errors: {}, echo: {} });
  }
  const read = await readSiteSettingsForm(
    form,
    buildSiteConfig(env()),
    async (value) => (await toE164(value)) !== null,
  );
  if (!read.ok) return refuse(400, { ok: false, error: "invalid", errors: read.errors, echo: read.echo });
  try {
    await saveSiteSettings(await getDb(), staffActorOf(context), { values: read.values, expectedVersion: version });
  } catch (error) {
    if (error instanceof StaleSettingsError) return refuse(409, { ok: false, error: "stale", errors: {}, echo: {} });
    throw error;
  }
  return redirect(`${STAFF_PATHS.settings}?${SAVED_PARAM}=1`);
}
