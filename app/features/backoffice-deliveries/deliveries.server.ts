import { data, type RouterContextProvider } from "react-router";
import { isCalendarDay } from "~/forms/calendar-day";
import { queryOf, readFormInput } from "~/forms/form-reader";
import type { StaffIdentity } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { kickOutbox } from "~/server/outbox/app-worker.server";
import {
  countDeadSince,
  DeliveryActionError,
  listDeliveries,
  replayDeadMessage,
  replayDeadSince,
} from "~/server/outbox/deliveries.server";
import {
  CONFIRM_REPLAY_PARAM,
  DELIVERY_CHANNELS,
  type DeliveryChannel,
  readDeliveryFilters,
} from "~/server/outbox/delivery-filters";
import { isRecordId } from "~/server/record-ids";
import { requestInfoContext } from "~/server/request-context";
import type { DeliveriesData } from "./deliveries-screen";

export type DeliveriesActionResult =
  | { ok: true; intent: "replay" | "replayDead"; count: number }
  | { ok: false; intent: string; error: string };

const invalid = (field: string) => data({ error: "invalidFilter", field }, { status: 400 });

/**
 * The monitor: its filters from the address (a value that is not ours is a 400 naming it), one
 * page, the counts per state. With `relancer=1`, the bulk replay's confirmation: how many dead
 * messages of the channel since the day would go again, before anything is done.
 */
export async function loadDeliveries(request: Request): Promise<DeliveriesData> {
  const query = queryOf(request.url);
  const reading = readDeliveryFilters(query);
  if (!reading.ok) throw invalid(reading.field);
  const { filters } = reading;
  const db = await getDb();
  const page = await listDeliveries(db, filters);
  if (query.get(CONFIRM_REPLAY_PARAM) !== "1") return { filters, page, confirm: null };
  if (!filters.channel) throw invalid("channel");
  if (!filters.since) throw invalid("since");
  const selection = { channel: filters.channel, since: filters.since };
  return { filters, page, confirm: { ...selection, count: await countDeadSince(db, selection) } };
}

const refuse = (intent: string, status: number, error: string) =>
  data<DeliveriesActionResult>({ ok: false, intent, error }, { status });

/**
 * Replays, posted without scripts too: one dead message (`replay`, its id), or every dead
 * message of a channel since a day (`replayDead`, after the confirmation). A malformed id, an
 * unknown channel or date is a 400 with its message's key; a message gone or not dead, a 404 or 409.
 */
export async function handleDeliveriesAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  admin: StaffIdentity,
) {
  const form = await readFormInput(request);
  const intent = form?.line("intent") ?? "";
  if (!form || (intent !== "replay" && intent !== "replayDead")) return refuse(intent, 400, "badRequest");
  const actor = { id: admin.id, email: admin.email, ip: context.get(requestInfoContext).clientIp };
  const db = await getDb();
  if (intent === "replay") {
    const id = form.line("id") ?? "";
    if (!isRecordId(id)) return refuse(intent, 400, "badId");
    try {
      await replayDeadMessage(db, actor, id.toLowerCase());
    } catch (error) {
      if (error instanceof DeliveryActionError) return refuse(intent, error.status, error.key);
      throw error;
    }
    kickOutbox();
    return data<DeliveriesActionResult>({ ok: true, intent, count: 1 });
  }
  const channel = form.line("channel") ?? "";
  const since = form.line("since") ?? "";
  if (!(DELIVERY_CHANNELS as readonly string[]).includes(channel)) return refuse(intent, 400, "badChannel");
  if (!isCalendarDay(since)) return refuse(intent, 400, "badSince");
  const count = await replayDeadSince(db, actor, { channel: channel as DeliveryChannel, since });
  if (count > 0) kickOutbox();
  return data<DeliveriesActionResult>({ ok: true, intent, count });
}
