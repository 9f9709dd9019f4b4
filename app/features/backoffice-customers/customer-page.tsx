import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { newContractPath, STAFF_PATHS } from "~/paths/backoffice";
import type { ContactDetails } from "~/server/customers/contact-details.server";
import type { AccountState, CustomerTimelineEntry } from "~/server/customers/customer-file.server";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import type { CustomerActionResult } from "./customer-actions.server";
import { type CustomerCall, CustomerCalls } from "./customer-calls";
import { AccountStateForm, AdviserForm, DetailsForm, Section } from "./customer-forms";
import {
  ChangesSection,
  ChatSection,
  NotificationsSection,
  ReferralsSection,
  TimelineSection,
} from "./customer-history";
import { ContractsSection, LeadsSection, RequestsSection } from "./customer-records";
import { NeedsReviewsSection, type StaffNeedsReview } from "./needs-reviews-section";
import { type CustomerOfferItem, OffersSection } from "./offers-section";
import { CustomerPaymentsSection } from "./payment-sections";
import type { StaffPayments } from "./payment-staff.server";
import type { StaffSignatureItem } from "./signature-requests.server";
import { SignatureSection } from "./signature-section";

export type CustomerPageData = {
  calls: CustomerCall[];
  /** The needs confirmed before renewals (issue 44, ACPR 2024-R-03). */
  needsReviews: StaffNeedsReview[];
  /** The asset-freeze screening (issue 44): `state` is a key of `customers-admin.freeze`. */
  freeze: { state: string; at: string | null; version: string | null };
  signatures: StaffSignatureItem[];
  payments: StaffPayments;
  offers: CustomerOfferItem[];
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
    /** Covering today (the one rule of app/server/contracts/active-contracts.ts). */
    active: boolean;
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
      <CustomerSummary data={data} />
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
            <dt className="font-semibold">{t("customers-admin.freeze.label")}</dt>
            <dd data-testid="customer-freeze" data-state={data.freeze.state}>
              {t(`customers-admin.freeze.${data.freeze.state}`, {
                at: data.freeze.at ?? "",
                version: data.freeze.version ?? "",
              })}
            </dd>
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
      <Section folded={result?.intent !== "details"} id="details" title={t("customers-admin.page.details")}>
        <DetailsForm details={data.details} result={result} />
      </Section>
      <ContractsSection data={data} />
      <CustomerPaymentsSection
        customerId={customer.id}
        payments={data.payments}
        canRevoke={data.canAdmin}
        result={result}
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <OffersSection customerId={customer.id} items={data.offers} />
        <NeedsReviewsSection items={data.needsReviews} />
        <SignatureSection customerId={customer.id} items={data.signatures} />
        <RequestsSection data={data} />
        <LeadsSection data={data} />
        <CustomerCalls
          calls={data.calls}
          byPhone={data.details.byPhone}
          hasPhone={Boolean(data.details.phone)}
          result={result}
        />
        <ReferralsSection data={data} />
        <ChangesSection data={data} />
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <NotificationsSection data={data} result={result} />
        <ChatSection data={data} />
      </div>
      <TimelineSection data={data} />
    </BackofficePage>
  );
}

/**
 * The page's first lines (issue 46 item 16): what staff look for first (the contracts that
 * cover, the requests waiting, how to reach the customer, who follows them), each leading to its
 * section below.
 */
function CustomerSummary({ data }: { data: CustomerPageData }) {
  const t = useT();
  const active = data.contracts.filter((contract) => contract.active).length;
  const open = data.requests.filter((request) => request.status === "sent" || request.status === "in_progress").length;
  const items: Array<[string, string, string | null]> = [
    [
      t("customers-admin.summary.contracts"),
      t("customers-admin.summary.contractsValue", { count: active }),
      "#contracts",
    ],
    [t("customers-admin.summary.requests"), t("customers-admin.summary.requestsValue", { count: open }), "#requests"],
    [t("customers-admin.columns.phone"), data.details.phone ?? "—", null],
    [t("customers-admin.columns.adviser"), data.adviser?.name ?? t("customers-admin.filters.noAdviser"), null],
  ];
  return (
    <section aria-label={t("customers-admin.summary.title")} data-testid="customer-summary">
      <dl className="grid grid-cols-2 gap-3 rounded-card border border-line bg-sand/60 p-4 text-sm lg:grid-cols-4">
        {items.map(([label, value, href]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
            <dd className="font-semibold break-words">
              {href ? (
                <a href={href} className="underline underline-offset-4">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
