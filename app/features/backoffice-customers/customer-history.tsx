import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { inboxRequestPath, leadPath, staffContractPath } from "~/paths/backoffice";
import { cn } from "~/ui/cn";
import { statusEventReason } from "./contract-event-reason";
import type { CustomerActionResult } from "./customer-actions.server";
import { Empty, NoticeForm, Section } from "./customer-forms";
import type { CustomerPageData } from "./customer-page";

/** The referral codes the customer won. */
export function ReferralsSection({ data }: { data: CustomerPageData }) {
  const t = useT();
  return (
    <Section folded id="referrals" title={t("customers-admin.page.referrals")}>
      {data.referrals.length === 0 ? (
        <Empty>{t("customers-admin.page.noReferrals")}</Empty>
      ) : (
        <ul className="text-sm">
          {data.referrals.map((referral) => (
            <li key={referral.id}>
              {referral.code} — {referral.wonAt}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Who changed which contact detail, from what to what. */
export function ChangesSection({ data }: { data: CustomerPageData }) {
  const t = useT();
  // The history keeps a choice as "yes"/"no" (the customer's screen reads it the same way).
  const changedValue = (raw: string | null) =>
    raw === null ? "—" : raw === "yes" || raw === "no" ? t(`customers-admin.page.${raw}`) : raw;
  return (
    <Section folded id="changes" title={t("customers-admin.page.changes")}>
      {data.changes.length === 0 ? (
        <Empty>{t("customers-admin.page.noChanges")}</Empty>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {data.changes.map((change) => (
            <li key={change.id}>
              {change.at} — {t(`customers-admin.fields.${change.field}`)} : {changedValue(change.oldValue)} →{" "}
              {changedValue(change.newValue)} (
              {t(change.byStaff ? "customers-admin.page.byStaff" : "customers-admin.page.byCustomer")})
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The notices sent to the customer's area, and the form that sends one. */
export function NotificationsSection({ data, result }: { data: CustomerPageData; result?: CustomerActionResult }) {
  const t = useT();
  return (
    <Section folded={result?.intent !== "notify"} id="notifications" title={t("customers-admin.page.notifications")}>
      {data.notifications.length === 0 ? (
        <Empty>{t("customers-admin.page.noNotifications")}</Empty>
      ) : (
        <ul className="mb-4 flex max-h-80 flex-col gap-2 overflow-y-auto text-sm">
          {data.notifications.map((notice) => (
            <li key={notice.id} data-testid="customer-notification">
              <span className="font-semibold">{notice.title}</span> — {notice.sentAt}
              {notice.read ? "" : ` · ${t("customers-admin.page.unread")}`}
              <p className="text-muted">{notice.message}</p>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mb-2 font-semibold">{t("customers-admin.notice.heading")}</h3>
      <NoticeForm result={result} />
    </Section>
  );
}

/** The customer's conversation with the assistant. */
export function ChatSection({ data }: { data: CustomerPageData }) {
  const t = useT();
  return (
    <Section folded id="chat" title={t("customers-admin.page.chat")}>
      {data.chat.length === 0 ? (
        <Empty>{t("customers-admin.page.noChat")}</Empty>
      ) : (
        <ol className="flex max-h-96 flex-col gap-2 overflow-y-auto text-sm">
          {data.chat.map((message) => (
            <li
              key={message.id}
              className={cn("rounded-control px-3 py-2", message.role === "user" ? "bg-sand" : "bg-azure-soft")}
            >
              <span className="font-semibold">{t(`customers-admin.chat.${message.role}`)}</span> — {message.at}
              <p dir="auto" className="whitespace-pre-line">
                {message.content}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** Everything that happened on the customer's file, each line linking to its record. */
export function TimelineSection({ data }: { data: CustomerPageData }) {
  const t = useT();
  const { customer } = data;
  return (
    <Section folded id="timeline" title={t("customers-admin.page.timeline")}>
      <ol className="flex flex-col gap-1 text-sm" data-testid="customer-timeline">
        {data.timeline.map((entry) => (
          <li key={entry.key}>
            <span className="text-muted">{entry.at}</span> — <TimelineWords entry={entry} customerId={customer.id} />
          </li>
        ))}
      </ol>
    </Section>
  );
}

function TimelineWords({ entry, customerId }: { entry: CustomerPageData["timeline"][number]; customerId: string }) {
  const t = useT();
  // A contract's event says which (an edit, a status change with its reason, a document).
  const kind = entry.kind === "contractEvent" ? `contract_${entry.details.event}` : entry.kind;
  const status = entry.kind === "request" ? entry.details.status : entry.details.to;
  const words = t(`customers-admin.timeline.${kind}`, {
    subject: entry.subject,
    title: String(entry.details.title ?? ""),
    status: status ? t(entry.kind === "request" ? `requests.staffStatus.${status}` : `contracts.status.${status}`) : "",
    reason: entry.kind === "contractEvent" ? statusEventReason(t, entry.details) : String(entry.details.reason ?? ""),
    field: entry.kind === "detailChange" ? t(`customers-admin.fields.${entry.subject}`) : "",
  });
  const href =
    entry.targetId &&
    (entry.kind === "request"
      ? inboxRequestPath(entry.targetId)
      : entry.kind === "lead"
        ? leadPath(entry.targetId)
        : entry.kind === "contract" || entry.kind === "contractEvent" || entry.kind === "document"
          ? staffContractPath(customerId, entry.targetId)
          : null);
  return href ? (
    <Link to={href} className="underline">
      {words}
    </Link>
  ) : (
    <span>{words}</span>
  );
}
