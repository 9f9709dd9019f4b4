import { Link } from "react-router";
import { formatDay } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { requestPath } from "~/paths/customer-area";
import { buttonClasses } from "~/ui/button";
import { Notice } from "~/ui/notice";
import type { CancellationPageData } from "./cancellation-data";
import { RequestCard } from "./request-ui";

/** Label and value rows of a step or a receipt. */
export function Rows({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-soft">{label}</dt>
          <dd className="font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A contract already being cancelled (or ended): the request that asks it, nothing to fill. */
export function AlreadyCancelling({ status, pending }: { status: string; pending: CancellationPageData["pending"] }) {
  const t = useT();
  const lang = useLang();
  if (status !== "cancelling") return <Notice tone="info">{t("requests.cancel.pending.inactive")}</Notice>;
  return (
    <RequestCard>
      <h2 className="text-2xl" data-testid="cancel-pending">
        {t("requests.cancel.pending.title")}
      </h2>
      {pending?.effectDate && <p>{t("requests.cancel.pending.body", { date: formatDay(pending.effectDate, lang) })}</p>}
      {pending && (
        <div>
          <Link to={requestPath(pending.reference)} className={buttonClasses("primary", "lg")}>
            {t("requests.cancel.pending.link", { reference: pending.reference })}
          </Link>
        </div>
      )}
    </RequestCard>
  );
}

/** "Étape n sur 3" and the step's title. */
export function StepHeading({ n, title }: { n: number; title: string }) {
  const t = useT();
  return (
    <h2 className="text-2xl" data-testid="cancel-step">
      <span className="block text-sm font-semibold text-ink-soft">{t("requests.cancel.step", { n })}</span>
      {title}
    </h2>
  );
}
