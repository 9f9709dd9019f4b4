import { Form, Link } from "react-router";
import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { devAttachmentPath, devMailboxPath, devMessagePath, STAFF_PATHS } from "~/paths/backoffice";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { TextField } from "~/ui/form-controls";
import { Pager } from "~/ui/pager";
import type { DevMailboxData, DevMessageData } from "./dev-mailbox.server";
import { devMailboxQuery as pageQuery, RECIPIENT_PARAM } from "./dev-mailbox-query";

/** Every kept e-mail, newest first, filtered by recipient. */
export function DevMailboxScreen({ data }: { data: DevMailboxData }) {
  const t = useT();
  const lang = useLang();
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <BackofficePage title={t("devmail.title")}>
      <p className="-mt-2 max-w-[70ch] text-ink-soft">{t("devmail.lead")}</p>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <TextField
          id="dev-mailbox-to"
          name={RECIPIENT_PARAM}
          label={t("devmail.recipient")}
          defaultValue={data.to}
          className="min-w-72"
        />
        <button type="submit" className={buttonClasses("outline")}>
          {t("devmail.filter")}
        </button>
      </Form>
      <p className="text-sm text-muted" role="status">
        {t("devmail.total", { count: data.total })}
      </p>
      <div className="overflow-x-auto rounded-card border border-line bg-surface">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("devmail.title")}</caption>
          <thead className="bg-canvas text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t("devmail.columns.subject")}
              </th>
              <th scope="col" className="px-4 py-3">
                {t("devmail.columns.to")}
              </th>
              <th scope="col" className="px-4 py-3">
                {t("devmail.columns.at")}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.id} data-testid="dev-mail-row" className="border-t border-line align-top">
                <td className="px-4 py-3">
                  <Link to={devMessagePath(row.id)} className="font-semibold underline underline-offset-4">
                    {/* A subject may carry what someone typed: isolated, it cannot reorder the row. */}
                    <bdi>{row.subject}</bdi>
                  </Link>
                </td>
                <td className="px-4 py-3 break-all">{row.to}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatMoment(new Date(row.createdAt), lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={data.page} pages={pages} hrefFor={(page) => devMailboxPath(pageQuery(data.to, page))} />
    </BackofficePage>
  );
}

/**
 * One kept e-mail: its HTML in a frame sandboxed without any permission (no script, no form, no
 * navigation of this page, an opaque origin that reads none of the back office's cookies), its
 * text part as written, its attachments as downloads.
 */
export function DevMessageScreen({ message }: { message: DevMessageData }) {
  const t = useT();
  const lang = useLang();
  return (
    <BackofficePage
      title={message.subject}
      actions={
        <Link to={STAFF_PATHS.devMailbox} className={buttonClasses("ghost")}>
          {t("devmail.back")}
        </Link>
      }
    >
      <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-muted">{t("devmail.columns.to")}</dt>
        <dd>{message.to}</dd>
        <dt className="font-semibold text-muted">{t("devmail.columns.at")}</dt>
        <dd>{formatMoment(new Date(message.createdAt), lang)}</dd>
      </dl>
      <section aria-labelledby="dev-mail-html" className="grid gap-2">
        <h2 id="dev-mail-html" className="font-display text-xl">
          {t("devmail.html")}
        </h2>
        <iframe
          title={t("devmail.htmlFrame", { subject: message.subject })}
          sandbox=""
          srcDoc={message.html}
          referrerPolicy="no-referrer"
          className="h-[36rem] w-full rounded-card border border-line bg-white"
          data-testid="dev-mail-frame"
        />
      </section>
      <section aria-labelledby="dev-mail-text" className="grid gap-2">
        <h2 id="dev-mail-text" className="font-display text-xl">
          {t("devmail.text")}
        </h2>
        <pre
          dir="auto"
          className="max-h-[36rem] overflow-auto rounded-card border border-line bg-surface p-4 text-sm whitespace-pre-wrap"
          data-testid="dev-mail-text"
        >
          {message.text}
        </pre>
      </section>
      <section aria-labelledby="dev-mail-attachments" className="grid gap-2">
        <h2 id="dev-mail-attachments" className="font-display text-xl">
          {t("devmail.attachments")}
        </h2>
        {message.attachments.length === 0 ? (
          <p className="text-sm text-muted">{t("devmail.noAttachments")}</p>
        ) : (
          <ul className="grid gap-1">
            {message.attachments.map((file) => (
              <li key={file.index}>
                <a href={devAttachmentPath(message.id, file.index)} download className="underline underline-offset-4">
                  {file.filename}
                </a>{" "}
                <span className="text-sm text-muted">
                  ({file.contentType}, {t("devmail.bytes", { count: file.bytes })})
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </BackofficePage>
  );
}
