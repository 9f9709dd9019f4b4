import { isCalendarDay } from "~/forms/calendar-day";

/**
 * The deliveries monitor's filters as they stand in the address, read and written (a plain
 * module: the screen builds its links with it, the server reads the query with it). Unlike the
 * inbox, a filter the monitor does not know is a 400: an admin about to replay messages must not
 * be shown (and asked to confirm) a broader set than the address says.
 */
export const DELIVERY_CHANNELS = ["email", "webhook", "push"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * What the monitor says of a message: waiting for its first try, delivered, failing (it failed and
 * will be tried again), dead (given up after the last try: only an admin's replay sends it again).
 */
export const DELIVERY_STATES = ["pending", "delivered", "failing", "dead"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The record a message announces or follows, read from its topic ("lead.created", "request.claim.answer", "auth.sign-in-code"). */
export const DELIVERY_RECORDS = ["lead", "request", "account"] as const;
export type DeliveryRecord = (typeof DELIVERY_RECORDS)[number];

export const DELIVERIES_PAGE_SIZE = 50;

export type DeliveryFilters = {
  channel?: DeliveryChannel;
  state?: DeliveryState;
  record?: DeliveryRecord;
  /** A Paris calendar day ("YYYY-MM-DD"): messages created that day or later. */
  since?: string;
  page: number;
};

export type FiltersReading = { ok: true; filters: DeliveryFilters } | { ok: false; field: string };

const NAMES = { channel: "canal", state: "etat", record: "objet", since: "depuis", page: "page" } as const;

const isOneOf = <T extends string>(value: string, allowed: readonly T[]): value is T =>
  (allowed as readonly string[]).includes(value);

/** Reads the filters from a query; an empty field is no filter, a value that is not one of ours names its field. */
export function readDeliveryFilters(params: URLSearchParams): FiltersReading {
  const value = (name: string) => params.get(name)?.trim() || undefined;
  const filters: DeliveryFilters = { page: 1 };
  const channel = value(NAMES.channel);
  if (channel !== undefined) {
    if (!isOneOf(channel, DELIVERY_CHANNELS)) return { ok: false, field: "channel" };
    filters.channel = channel;
  }
  const state = value(NAMES.state);
  if (state !== undefined) {
    if (!isOneOf(state, DELIVERY_STATES)) return { ok: false, field: "state" };
    filters.state = state;
  }
  const record = value(NAMES.record);
  if (record !== undefined) {
    if (!isOneOf(record, DELIVERY_RECORDS)) return { ok: false, field: "record" };
    filters.record = record;
  }
  const since = value(NAMES.since);
  if (since !== undefined) {
    if (!isCalendarDay(since)) return { ok: false, field: "since" };
    filters.since = since;
  }
  const page = value(NAMES.page);
  if (page !== undefined) {
    const number = /^\d{1,6}$/.test(page) ? Number(page) : 0;
    if (number < 1) return { ok: false, field: "page" };
    filters.page = number;
  }
  return { ok: true, filters };
}

/** The filters as a query string (empty values left out), for links that change one of them. */
export function deliveriesQuery(filters: Partial<DeliveryFilters>, changes: Partial<DeliveryFilters> = {}) {
  const merged = { ...filters, ...changes };
  const query = new URLSearchParams();
  if (merged.channel) query.set(NAMES.channel, merged.channel);
  if (merged.state) query.set(NAMES.state, merged.state);
  if (merged.record) query.set(NAMES.record, merged.record);
  if (merged.since) query.set(NAMES.since, merged.since);
  if (merged.page && merged.page > 1) query.set(NAMES.page, String(merged.page));
  const search = query.toString();
  return search ? `?${search}` : "";
}

/** The query field that opens the bulk replay's confirmation (with `canal` and `depuis`). */
export const CONFIRM_REPLAY_PARAM = "relancer";
