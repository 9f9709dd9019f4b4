import { useT } from "~/i18n/react";
import type { CallOutcome } from "~/server/leads/lead-pipeline";
import { Section } from "./customer-forms";

export type CustomerCall = {
  id: string;
  at: string;
  outcome: CallOutcome;
  callBackAt: string | null;
  inbound: boolean;
  note: string;
  actorName: string | null;
};

/**
 * The customer's call log (issue 44): the calls made on their leads, their account or to their
 * number, with the consents shown just above in the leads' section. Calls are logged, and checked
 * against the calling rules, on the lead page.
 */
export function CustomerCalls({ calls }: { calls: CustomerCall[] }) {
  const t = useT();
  return (
    <Section folded id="calls" title={t("leads.call.log")}>
      <p className="mb-2 text-sm text-muted">{t("leads.call.rules")}</p>
      {calls.length === 0 ? (
        <p className="text-sm text-muted">{t("leads.call.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {calls.map((call) => (
            <li key={call.id}>
              <span className="font-semibold">{t(`leads.call.outcomes.${call.outcome}`)}</span> · {call.at}
              {call.callBackAt && <> · {t("leads.call.callBackOn", { when: call.callBackAt })}</>}
              {call.inbound && <> · {t("leads.call.inbound")}</>}
              {call.actorName && <> · {t("leads.call.by", { who: call.actorName })}</>}
              {call.note && <p className="whitespace-pre-line text-muted">{call.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
