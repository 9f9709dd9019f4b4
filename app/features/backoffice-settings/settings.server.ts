import { data, type RouterContextProvider, redirect } from "react-router";
import { readFormInput } from "~/forms/form-reader";
import { toE164 } from "~/forms/phone";
import { STAFF_PATHS } from "~/paths/backoffice";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { readSiteSettingsForm, type SettingsErrors, type StoredSiteSettings } from "~/server/settings/site-settings";
import { StaleSettingsError, saveSiteSettings, storedSiteSettings } from "~/server/settings/site-settings.server";
import { buildSiteConfig, type SiteConfig } from "~/server/site-config.server";
import { staffActorOf } from "~/server/staff/staff-actor";

/** After a save, the page says so (post/redirect/get). */
export const SAVED_PARAM = "enregistre";

export type SettingsData = {
  /** What the form posts back, so a save made on an older page is refused. */
  version: number;
  stored: StoredSiteSettings;
  /** The environment's values, shown beside each field: what an empty field means. */
  defaults: SiteConfig;
  saved: boolean;
};

export type SettingsActionResult =
  | { ok: false; error: "badRequest" | "stale" | "invalid"; errors: SettingsErrors; echo: Record<string, string> }
  | undefined;

export async function loadSettings(request: Request): Promise<SettingsData> {
  // Read fresh from the database: the admin edits what is saved now, not this process's copy.
  const copy = await storedSiteSettings(await getDb(), Number.POSITIVE_INFINITY);
  return {
    version: copy.version,
    stored: copy.values,
    defaults: buildSiteConfig(env()),
    saved: new URL(request.url).searchParams.has(SAVED_PARAM),
  };
}

const refuse = (status: number, result: NonNullable<SettingsActionResult>) => data(result, { status });

/** Saves the whole form: 400 naming each bad field, 409 when someone saved meanwhile, else back to the page. */
export async function handleSettingsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readFormInput(request);
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
