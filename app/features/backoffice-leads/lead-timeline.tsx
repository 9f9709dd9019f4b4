import { useLang, useT } from "~/i18n/react";
import { topicWords } from "~/server/outbox/message-words";
import { formatDateTime } from "./formatting";
import type { TimelineEntry } from "./lead-detail.server";
import type { LeadPageData } from "./lead-page";
import { h2, sectionClasses } from "./lead-page-styles";

/** Everything that happened to the lead: its arrival, its deliveries, and staff's changes. */
export function LeadTimeline({ data }: { data: LeadPageData }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className={sectionClasses} aria-labelledby="timeline">
      <h2 id="timeline" className={h2}>
        {t("leads.lead.timeline")}
      </h2>
      <ol className="flex flex-col gap-3 border-l-2 border-line pl-4" data-testid="timeline">
        {data.detail.timeline.map((entry) => (
          <li key={entry.id} className="text-sm">
            <span className="block text-xs text-muted">{formatDateTime(entry.at, lang)}</span>
            <TimelineText entry={entry} staff={data.staff} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function TimelineText({ entry, staff }: { entry: TimelineEntry; staff: Array<{ id: string; name: string }> }) {
  const t = useT();
  if (entry.kind === "created") return <span>{t("leads.timeline.created", { count: entry.submissions })}</span>;
  if (entry.kind === "delivery")
    return (
      <span>
        {t(`leads.timeline.${entry.channel}`, { topic: topicWords(t, entry.topic), to: entry.to ?? "" })} —{" "}
        {t(`leads.timeline.delivery.${entry.status}`, { attempts: entry.attempts })}
      </span>
    );
  const who = entry.actor ?? t("leads.timeline.system");
  const d = entry.details as Record<string, string>;
  switch (entry.kind) {
    case "status":
      return (
        <span>
          {t("leads.timeline.status", { who, from: t(`leads.status.${d.from}`), to: t(`leads.status.${d.to}`) })}
          {d.reason ? ` (${t(`leads.lostReasons.${d.reason}`)})` : ""}
        </span>
      );
    case "assignment":
      return (
        <span>
          {d.to
            ? t(d.by === "roundRobin" ? "leads.timeline.roundRobin" : "leads.timeline.assigned", {
                who,
                to: d.toName ?? staff.find((s) => s.id === d.to)?.name ?? "",
              })
            : t("leads.timeline.unassigned", { who })}
        </span>
      );
    case "note":
      return (
        <span className="whitespace-pre-line">
          <strong>{t("leads.timeline.note", { who })}</strong> {d.text}
        </span>
      );
    case "call":
      return (
        <span className="whitespace-pre-line">
          <strong>
            {t("leads.timeline.call", { who, outcome: t(`leads.call.outcomes.${d.outcome}`) })} ·{" "}
            {d.legalBasis === "optIn" ? t("leads.call.optIn") : t(`leads.call.bases.${d.legalBasis}`)}
          </strong>{" "}
          {d.note}
        </span>
      );
    default:
      return d.offer ? (
        <span>{t("leads.timeline.convertedOffer", { who, offer: d.offer })}</span>
      ) : (
        <span>{t("leads.timeline.converted", { who, contract: d.contract ?? "" })}</span>
      );
  }
}
