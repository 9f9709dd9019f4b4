import { and, count, gte, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client.server";
import { leads } from "~/server/db/schema/leads";
import { parisMidnight } from "~/server/paris-days";
import { leadSourceExpression, overdueCondition } from "./lead-conditions.server";

/** The Monday, in Paris, that starts the period of DASHBOARD_WEEKS weeks ending this week. */
export function firstDayOfPeriod(now: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Paris",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday ?? "Mon");
  const today = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  return new Date(today - (weekday + (DASHBOARD_WEEKS - 1) * 7) * 86_400_000).toISOString().slice(0, 10);
}

export const DASHBOARD_WEEKS = 12;

export type Dashboard = {
  since: string;
  total: number;
  won: number;
  /** Won over all leads of the period, 0–1; null without leads. */
  conversionRate: number | null;
  /** Median seconds from a lead's arrival to its first contact, over the period's contacted leads. */
  medianFirstContactSeconds: number | null;
  overdue: number;
  /**
   * The sale's funnel over the period's leads (issue 42): how many led to an offer sent, how
   * many to a signed one, and the median seconds from the lead's arrival to that signature.
   */
  funnel: { offered: number; signed: number; medianSignatureSeconds: number | null };
  perProduct: Array<{ product: string; n: number }>;
  perWeek: Array<{ week: string; n: number }>;
  perSource: Array<{ source: string; n: number }>;
};

/** The figures of the last twelve weeks (Monday-based weeks, Paris time); overdue counts every lead. */
export async function loadDashboard(db: Database, now = new Date()): Promise<Dashboard> {
  const week = sql<string>`to_char(date_trunc('week', ${leads.createdAt} at time zone 'Europe/Paris'), 'YYYY-MM-DD')`;
  const since = parisMidnight(firstDayOfPeriod(now));
  const inPeriod = gte(leads.createdAt, since);
  const [totals, perProduct, perWeek, perSource, overdue, funnel] = await Promise.all([
    db
      .select({
        total: count(),
        won: sql<number>`count(*) filter (where ${leads.status} = 'won')`,
        median: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from ${leads.firstContactedAt} - ${leads.createdAt}))`,
      })
      .from(leads)
      .where(inPeriod),
    db
      .select({ product: leads.product, n: count() })
      .from(leads)
      .where(inPeriod)
      .groupBy(leads.product)
      .orderBy(sql`2 desc`),
    db.select({ week, n: count() }).from(leads).where(inPeriod).groupBy(week).orderBy(week),
    db
      .select({ source: leadSourceExpression, n: count() })
      .from(leads)
      .where(inPeriod)
      .groupBy(leadSourceExpression)
      .orderBy(sql`2 desc`),
    db
      .select({ n: count() })
      .from(leads)
      .where(and(overdueCondition(now))),
    db.execute(sql`
      select count(distinct l.id) filter (where o.sent_at is not null) as offered,
             count(distinct l.id) filter (where o.signed_at is not null) as signed,
             percentile_cont(0.5) within group (order by extract(epoch from o.signed_at - l.created_at))
               filter (where o.signed_at is not null) as median
      from ${leads} l join offers o on o.lead_id = l.id
      where l.created_at >= ${since}`),
  ]);
  const funnelRows = (Array.isArray(funnel) ? funnel : (funnel as { rows: unknown[] }).rows) as Array<{
    offered: number | string | null;
    signed: number | string | null;
    median: number | string | null;
  }>;
  const f = funnelRows[0];
  const t = totals[0];
  const total = Number(t?.total ?? 0);
  const won = Number(t?.won ?? 0);
  // Every week of the period, those without leads too: a chart needs its gaps.
  const weeks = new Map(perWeek.map((w) => [w.week, Number(w.n)]));
  const allWeeks: Dashboard["perWeek"] = [];
  for (let i = 0; i < DASHBOARD_WEEKS; i++) {
    const start = firstDayOfPeriod(now);
    const day = new Date(Date.parse(`${start}T12:00:00Z`) + i * 7 * 86_400_000).toISOString().slice(0, 10);
    allWeeks.push({ week: day, n: weeks.get(day) ?? 0 });
  }
  return {
    since: since.toISOString(),
    total,
    won,
    conversionRate: total ? won / total : null,
    medianFirstContactSeconds: t?.median == null ? null : Math.round(Number(t.median)),
    overdue: Number(overdue[0]?.n ?? 0),
    funnel: {
      offered: Number(f?.offered ?? 0),
      signed: Number(f?.signed ?? 0),
      medianSignatureSeconds: f?.median == null ? null : Math.round(Number(f.median)),
    },
    perProduct: perProduct.map((r) => ({ product: r.product, n: Number(r.n) })),
    perWeek: allWeeks,
    perSource: perSource.map((r) => ({ source: r.source, n: Number(r.n) })),
  };
}
