import { Form } from "react-router";
import { formatDay, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { buttonClasses } from "~/ui/button";
import { IntentFields, type KindPanelProps, term } from "./kind-panel-parts";

/** A cancellation's legal dates, and its confirmation (the certificate follows in the customer's area). */
export function CancellationPanel({ request, handling, open }: KindPanelProps) {
  const t = useT();
  const lang = useLang();
  if (!handling.cancellation) return null;
  return (
    <>
      <dl className="grid gap-1 text-sm">
        <div>
          <dt className={term}>{t("handling.staff.cancellation.received")}</dt>
          <dd>{formatMoment(new Date(handling.cancellation.receivedAt), lang)}</dd>
        </div>
        <div>
          <dt className={term}>{t("handling.staff.cancellation.effectDate")}</dt>
          <dd data-testid="effect-date">{formatDay(handling.cancellation.effectDate, lang)}</dd>
        </div>
      </dl>
      {open && (
        <Form method="post" className="mt-4 flex flex-col gap-2" key={`cancel-${request.version}`}>
          <IntentFields intent="confirmCancellation" version={request.version} />
          <p className="text-sm text-ink-soft">{t("handling.staff.cancellation.hint")}</p>
          <button type="submit" className={`${buttonClasses("primary")} self-start`}>
            {t("handling.staff.cancellation.confirm")}
          </button>
        </Form>
      )}
    </>
  );
}
