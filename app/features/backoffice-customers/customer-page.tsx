import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { inboxRequestPath, leadPath, newContractPath, STAFF_PATHS, staffContractPath } from "~/paths/backoffice";
import type { ContactDetails } from "~/server/customers/contact-details.server";
import type { AccountState, CustomerTimelineEntry } from "~/server/customers/customer-file.server";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { statusEventReason } from "./contract-event-reason";
import type { CustomerActionResult } from "./customer-actions.server";
import { type CustomerCall, CustomerCalls } from "./customer-calls";
import { AccountStateForm, AdviserForm, DetailsForm, NoticeForm, Section } from "./customer-forms";
import type { StaffSignatureItem } from "./signature-requests.server";
import { SignatureSection } from "./signature-section";

export type CustomerPageData = {
  calls: CustomerCall[];
  signatures: StaffSignatureItem[];
  customer: {
    id: string;
    name: string;
    email: string;
    memberSince: string | null;
    createdAt: string;
    state: AccountState;
    openSessions: number;
  };
  details: ContactDetails;
  adviser: { id: string; name: string } | null;
  contracts: Array<{
    id: string;
    reference: string;
    product: string;
    insurer: string;
    status: string;
    premium: string;
    nextAnniversary: string;
    documents: number;
  }>;
  requests: Array<{ id: string; reference: string; kind: string; status: string; createdAt: string }>;
  leads: Array<{
    id: string;
    reference: string;
    product: string;
    status: string;
    createdAt: string;
    consents: {
      privacy: { text: string; at: string };
      callback: { given: boolean; text: string; at: string };
    };
  }>;
  referrals: Array<{ id: string; code: string; wonAt: string }>;
  notifications: Array<{ id: string; title: string; message: string; sentAt: string; read: boolean }>;
  changes: Array<{
    id: string;
    field: string;
    oldValue: string | null;
    newValue: string | null;
    byStaff: boolean;
    at: string;
  }>;
  chat: Array<{ id: string; role: string; content: string; at: string }>;
  timeline: Array<{
    key: string;
    kind: CustomerTimelineEntry["kind"];
    subject: string;
    targetId: string | null;
    details: Record<string, string | boolean>;
    at: string;
  }>;
  canAdmin: boolean;
  staff: Array<{ id: string; name: string }>;
  done: string | null;
};

const cell = "px-3 py-2";
const th = "px-3 py-2 text-xs uppercase tracking-wide text-ink-soft";

function Empty({ children }: { children: string }) {
  return <p className="text-sm text-muted">{children}</p>;
}

/** Everything about one customer, and what staff change on it, on one page. */
export function CustomerPage({ data, result }: { data: CustomerPageData; result?: CustomerActionResult }) {
  const t = useT();
  const { customer } = data;
  return (
    <BackofficePage
      title={customer.name}
      actions={
        <>
          <Link to={STAFF_PATHS.customers} className={buttonClasses("ghost")}>
            {t("customers-admin.page.back")}
          </Link>
          <Link to={newContractPath(customer.id)} className={buttonClasses("primary")}>
            {t("customers-admin.page.newContract")}
          </Link>
        </>
      }
    >
      {data.done && (
        <p role="status" className="rounded-control bg-success-soft px-3 py-2 text-sm text-success">
          {t(`customers-admin.done.${data.done}`)}
        </p>
      )}
      <div className="grid gap-5 lg:grid-cols-2">
        <Section id="identity" title={t("customers-admin.page.identity")}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">{t("customers-admin.columns.email")}</dt>
            <dd data-testid="customer-email">{customer.email}</dd>
            <dt className="font-semibold">{t("customers-admin.columns.phone")}</dt>
            <dd>{data.details.phone ?? "—"}</dd>
            <dt className="font-semibold">{t("customers-admin.details.address")}</dt>
            <dd>
              {data.details.street ? `${data.details.street}, ${data.details.postcode} ${data.details.city}` : "—"}
            </dd>
            <dt className="font-semibold">{t("customers-admin.page.memberSince")}</dt>
            <dd>{customer.memberSince ?? "—"}</dd>
            <dt className="font-semibold">{t("customers-admin.columns.adviser")}</dt>
            <dd>{data.adviser?.name ?? t("customers-admin.filters.noAdviser")}</dd>
          </dl>
          <div className="mt-4">
            <AdviserForm adviser={data.adviser} staff={data.staff} result={result} />
          </div>
        </Section>
        <Section id="account" title={t("customers-admin.page.account")}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">{t("customers-admin.columns.state")}</dt>
            <dd data-testid="account-state">{t(`customers-admin.state.${customer.state}`)}</dd>
            <dt className="font-semibold">{t("customers-admin.page.createdAt")}</dt>
            <dd>{customer.createdAt}</dd>
            <dt className="font-semibold">{t("customers-admin.page.sessions")}</dt>
            <dd>{customer.openSessions}</dd>
          </dl>
          {data.canAdmin && (
            <div className="mt-4">
              <AccountStateForm deactivated={customer.state === "deactivated"} result={result} />
            </div>
          )}
        </Section>
      </div>
      <Section id="details" title={t("customers-admin.page.details")}>
        <DetailsForm details={data.details} result={result} />
      </Section>
      <Section id="contracts" title={t("customers-admin.page.contracts")}>
        {data.contracts.length === 0 ? (
          <Empty>{t("customers-admin.page.noContracts")}</Empty>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  {(["reference", "product", "insurer", "premium", "status", "anniversary", "documents"] as const).map(
                    (column) => (
                      <th key={column} scope="col" className={th}>
                        {t(`customers-admin.contract.${column}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {data.contracts.map((contract) => (
                  <tr key={contract.id} className="border-t border-line" data-testid="customer-contract">
                    <td className={cell}>
                      <Link to={staffContractPath(customer.id, contract.id)} className="font-semibold underline">
                        {contract.reference}
                      </Link>
                    </td>
                    <td className={cell}>{t(`contracts.product.${contract.product}`)}</td>
                    <td className={cell}>{contract.insurer}</td>
                    <td className={cell}>{contract.premium}</td>
                    <td className={cell}>{t(`contracts.status.${contract.status}`)}</td>
                    <td className={cell}>{contract.nextAnniversary}</td>
                    <td className={cell}>{contract.documents}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <div className="grid gap-5 lg:grid-cols-2">
        <SignatureSection customerId={customer.id} items={data.signatures} />
        <Section id="requests" title={t("customers-admin.page.requests")}>
          {data.requests.length === 0 ? (
            <Empty>{t("customers-admin.page.noRequests")}</Empty>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {data.requests.map((request) => (
                <li key={request.id}>
                  <Link to={inboxRequestPath(request.id)} className="font-semibold underline">
                    {request.reference}
                  </Link>{" "}
                  — {t(`requests.kinds.${request.kind}`)} · {t(`requests.staffStatus.${request.status}`)} ·{" "}
                  {request.createdAt}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section id="leads" title={t("customers-admin.page.leads")}>
          {data.leads.length === 0 ? (
            <Empty>{t("customers-admin.page.noLeads")}</Empty>
          ) : (
            <ul className="flex flex-col gap-3 text-sm">
              {data.leads.map((lead) => (
                <li key={lead.id}>
                  <Link to={leadPath(lead.id)} className="font-semibold underline">
                    {lead.reference}
                  </Link>{" "}
                  — {lead.createdAt}
                  <p className="mt-1 text-muted">
                    {t("customers-admin.consents.privacy", { at: lead.consents.privacy.at })} «{" "}
                    {lead.consents.privacy.text} »
                  </p>
                  <p className="text-muted">
                    {t(
                      lead.consents.callback.given
                        ? "customers-admin.consents.callbackGiven"
                        : "customers-admin.consents.callbackRefused",
                      {
                        at: lead.consents.callback.at,
                      },
                    )}{" "}
                    « {lead.consents.callback.text} »
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <CustomerCalls calls={data.calls} />
        <Section id="referrals" title={t("customers-admin.page.referrals")}>
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
        <Section id="changes" title={t("customers-admin.page.changes")}>
          {data.changes.length === 0 ? (
            <Empty>{t("customers-admin.page.noChanges")}</Empty>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {data.changes.map((change) => (
                <li key={change.id}>
                  {change.at} — {t(`customers-admin.fields.${change.field}`)} : {change.oldValue ?? "—"} →{" "}
                  {change.newValue ?? "—"} (
                  {t(change.byStaff ? "customers-admin.page.byStaff" : "customers-admin.page.byCustomer")})
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <Section id="notifications" title={t("customers-admin.page.notifications")}>
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
        <Section id="chat" title={t("customers-admin.page.chat")}>
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
      </div>
      <Section id="timeline" title={t("customers-admin.page.timeline")}>
        <ol className="flex flex-col gap-1 text-sm" data-testid="customer-timeline">
          {data.timeline.map((entry) => (
            <li key={entry.key}>
              <span className="text-muted">{entry.at}</span> — <TimelineWords entry={entry} customerId={customer.id} />
            </li>
          ))}
        </ol>
      </Section>
    </BackofficePage>
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
