import { Link } from "react-router";
import { formatDay, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { customerPath, inboxFilePath } from "~/paths/backoffice";
import { stepWording } from "~/server/customer-requests/step-wording";
import type { FileView, InboxRequestData } from "./inbox-request-data";
import { h2, section } from "./request-page-styles";

/** The files sent with the request or a reply, each downloadable. */
export function FileList({ requestId, files }: { requestId: string; files: FileView[] }) {
  const t = useT();
  if (files.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold">{t("inbox.request.files")}</h3>
      <ul className="mt-1 grid gap-1 text-sm">
        {files.map((file) => (
          <li key={file.id}>
            <a href={inboxFilePath(requestId, file.id)} className="underline" download>
              {t("inbox.request.download", { file: file.fileName, size: file.size })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Who wrote: the account (or the public form's name and e-mail) and the contract it is about. */
export function CustomerPanel({ data }: { data: InboxRequestData }) {
  const t = useT();
  const lang = useLang();
  const rows: Array<[string, string]> = [
    [t("inbox.request.customer"), data.customer.name],
    [t("inbox.request.email"), data.customer.email],
  ];
  if (data.customer.memberSince)
    rows.push([t("inbox.request.memberSince"), formatDay(data.customer.memberSince, lang)]);
  return (
    <section className={section} aria-labelledby="customer">
      <h2 id="customer" className={h2}>
        {t("inbox.request.customer")}
      </h2>
      <dl className="grid gap-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
            <dd dir="auto" className="break-words">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {data.customer.id && (
        <Link to={customerPath(data.customer.id)} className="mt-2 inline-block text-sm font-semibold underline">
          {t("inbox.request.customerPage")}
        </Link>
      )}
      <h3 className="mt-4 text-sm font-semibold">{t("inbox.request.contract")}</h3>
      {data.contract ? (
        <dl className="grid gap-1 text-sm">
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t("inbox.request.contract")}</dt>
            <dd>{data.contract.reference}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{t("inbox.request.insurer")}</dt>
            <dd>{data.contract.insurer}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
              {t("inbox.request.contractStatus")}
            </dt>
            <dd>{t(`contracts.status.${data.contract.status}`)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-muted">{t("inbox.request.noContract")}</p>
      )}
    </section>
  );
}

/** The request's thread: status changes, assignments, notes, answers, replies and steps, oldest first. */
export function Thread({ data }: { data: InboxRequestData }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className={section} aria-labelledby="thread">
      <h2 id="thread" className={h2}>
        {t("inbox.request.thread")}
      </h2>
      <ol className="grid gap-3" data-testid="inbox-thread">
        {data.entries.map((entry) => {
          // A step without a member of staff is the customer's own (accepting a slot, sending a piece).
          const who =
            entry.actorName ??
            (entry.kind === "reply" || entry.kind === "step" ? t("inbox.events.customer") : t("inbox.events.system"));
          const d = entry.details as Record<string, string | undefined>;
          const wording =
            entry.kind === "status"
              ? t("inbox.events.status", {
                  who,
                  from: t(`requests.staffStatus.${d.from}`),
                  to: t(`requests.staffStatus.${d.to}`),
                })
              : entry.kind === "assignment"
                ? d.to
                  ? t(d.by === "roundRobin" ? "inbox.events.roundRobin" : "inbox.events.assigned", {
                      who,
                      to: d.toName ?? "",
                    })
                  : t("inbox.events.unassigned", { who })
                : entry.kind === "step"
                  ? `${who} · ${stepWording(t, lang, d)}`
                  : t(`inbox.events.${entry.kind}`, { who });
          return (
            <li
              key={entry.id}
              data-testid="inbox-entry"
              data-kind={entry.kind}
              className={
                entry.kind === "note"
                  ? "rounded-control border border-gold-strong/40 bg-gold-soft p-3"
                  : entry.kind === "reply"
                    ? "rounded-control bg-azure-soft p-3"
                    : "rounded-control bg-sand p-3"
              }
            >
              <p className="text-xs text-ink-soft">
                {formatMoment(new Date(entry.at), lang)} · <strong className="text-ink">{wording}</strong>
              </p>
              {d.reason && <p className="mt-1 text-sm">{t("inbox.events.reason", { reason: d.reason })}</p>}
              {entry.text && (
                <p dir="auto" className="mt-1 whitespace-pre-line break-words text-sm">
                  {entry.text}
                </p>
              )}
              <FileList requestId={data.request.id} files={entry.files} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
