import { data, redirect } from "react-router";
import type { FormInput } from "~/forms/form-reader";
import type { Lang } from "~/i18n/config";
import { formatDay } from "~/i18n/format";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import type { CustomerIdentity } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { env } from "~/server/env.server";
import { log } from "~/server/logger.server";
import { deviceName } from "~/server/push/push-device-name";
import {
  checkSubscription,
  listPushDevices,
  removePushSubscription,
  savePushSubscription,
} from "~/server/push/push-subscriptions.server";
import { pushServiceHosts, vapidDetails } from "~/server/push/vapid.server";
import { type DetailsActionData, SAVED_PARAM } from "./details-form";

export type PushDevice = { id: string; endpoint: string; device: string; kinds: string[]; since: string };
/** What the notifications card needs: the key browsers subscribe with (null: not set up) and the devices. */
export type PushSettingsView = { publicKey: string | null; devices: PushDevice[] };

export async function loadPushSettings(db: Database, customerId: string, lang: Lang): Promise<PushSettingsView> {
  const vapid = vapidDetails(env());
  const devices = await listPushDevices(db, customerId);
  return {
    publicKey: vapid?.publicKey ?? null,
    devices: devices.map((row) => ({
      id: row.id,
      endpoint: row.endpoint,
      device: row.device,
      kinds: row.kinds,
      since: formatDay(row.createdAt.toISOString().slice(0, 10), lang),
    })),
  };
}

const refused = (error: string, status = 400) =>
  data<DetailsActionData>({ form: "push", error: `area.details.push.errors.${error}` }, { status });

/**
 * `push-on`: this browser's subscription (endpoint, keys) and the kinds it takes, sent by the
 * card's script after PushManager.subscribe; saving again changes the kinds. An endpoint of
 * another customer's is refused (409): the script then asks the browser for a new one.
 */
export async function turnPushOn(
  db: Database,
  customer: CustomerIdentity,
  input: FormInput,
  request: Request,
  lang: Lang,
) {
  if (!vapidDetails(env())) return refused("endpoint", 409);
  const checked = checkSubscription(
    {
      endpoint: input.line("endpoint") ?? "",
      p256dh: input.line("p256dh") ?? "",
      auth: input.line("auth") ?? "",
      kinds: input.all("kinds"),
    },
    pushServiceHosts(env()),
  );
  if (!checked.ok) return refused(checked.problem);
  const name = deviceName(request.headers.get("user-agent")).slice(0, 60);
  const saved = await savePushSubscription(db, customer.id, checked.value, { lang, name });
  if (saved === "taken") return refused("taken", 409);
  log.info("push subscription saved", { kinds: checked.value.kinds.join(",") });
  return data<DetailsActionData>({ form: "push", saved: true });
}

/** `push-off`: removes a device, by its id (the list's button) or its endpoint (this browser's script). */
export async function turnPushOff(db: Database, customer: CustomerIdentity, input: FormInput) {
  const id = input.line("device");
  const endpoint = input.line("endpoint");
  const which = id ? { id } : endpoint ? { endpoint } : null;
  if (!which || !(await removePushSubscription(db, customer.id, which))) return refused("notFound", 404);
  log.info("push subscription removed");
  return redirect(`${CUSTOMER_PATHS.details}?${SAVED_PARAM}=pushOff`, 303);
}
