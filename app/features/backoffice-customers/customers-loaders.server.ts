import { data, type RouterContextProvider } from "react-router";
import { pageNumberOf, queryOf } from "~/forms/form-reader";
import { formatDay, formatEuros, formatMoment } from "~/i18n/format";
import { requestLanguage } from "~/i18n/request-language.server";
import { freezeStatusOf } from "~/server/asset-freeze/screening.server";
import { staffContext } from "~/server/auth/guards.server";
import { hasStaffRole } from "~/server/auth/roles";
import { customerCallLog } from "~/server/calls/sales-calls.server";
import { isActiveContract } from "~/server/contracts/active-contracts";
import { nextRenewal, parisToday } from "~/server/contracts/contract-dates";
import { listRenewals, RENEWALS_PAGE_SIZE } from "~/server/contracts/renewals.server";
import { listCustomers } from "~/server/customers/customer-directory.server";
import { loadCustomerFile } from "~/server/customers/customer-file.server";
import { readCustomerFilters } from "~/server/customers/customer-list-filters";
import { getDb } from "~/server/db/index.server";
import { needsReviewsOf } from "~/server/needs-review/needs-reviews.server";
import { renderNotification } from "~/server/notifications/render-notification";
import { offersOfCustomer } from "~/server/offers/offers.server";
import { isAccountId } from "~/server/record-ids";
import { assignableStaff } from "~/server/staff/staff-directory.server";
import { DONE_PARAM } from "./customer-actions.server";
import type { CustomerPageData } from "./customer-page";
import type { CustomersListData } from "./customers-list-screen";
import { staffPaymentsOf } from "./payment-staff.server";
import type { RenewalsData } from "./renewals-screen";
import { staffSignatureItems } from "./signature-requests.server";

/** The customer list: its filters from the URL (anything not ours is dropped), one page, the counts, who follows customers. */
export async function loadCustomersList(request: Request): Promise<CustomersListData> {
  const filters = readCustomerFilters(queryOf(request.url));
  const db = await getDb();
  const [page, staff] = await Promise.all([listCustomers(db, filters), assignableStaff(db)]);
  return { filters, page, staff: staff.map(({ id, name }) => ({ id, name })) };
}

/** Today as a calendar day in Paris, where the broker's contracts and their anniversaries are. */
export { parisToday };

/**
 * A customer's page: the whole file (account, details, adviser, contracts, requests, leads and
 * their consents, referrals, notices, changes, chat, timeline) as the screen shows it, what the
 * page may change (admins close accounts), who may follow customers. 404 for anyone not a customer.
 */
export async function loadCustomerPage(
  context: Readonly<RouterContextProvider>,
  customerId: string | undefined,
  url: URL,
): Promise<CustomerPageData> {
  const db = await getDb();
  const file = customerId ? await loadCustomerFile(db, customerId) : null;
  if (!file) throw data({ error: "notFound" }, { status: 404 });
  const { lang, t } = requestLanguage(context);
  const staff = await assignableStaff(db);
  const moment = (at: Date) => formatMoment(at, lang);
  const today = parisToday();
  const freeze = await freezeStatusOf(db, file.account.id);
  return {
    // The asset-freeze screening (issue 44): the last one and whether sales are stopped.
    freeze: {
      state: freeze.blocked ?? (freeze.last ? freeze.last.outcome : "never"),
      at: freeze.last ? moment(freeze.last.at) : null,
      version: freeze.last?.version ?? null,
    },
    needsReviews: (await needsReviewsOf(db, file.account.id)).map((review) => ({
      id: review.id,
      reference: review.reference,
      questionnaire: review.questionnaire,
      anniversary: formatDay(review.anniversary, lang),
      invitedAt: moment(review.invitedAt),
      answeredAt: review.answeredAt ? moment(review.answeredAt) : null,
      answers: review.answers,
      known: review.known,
      changed: review.changed,
      requestId: review.requestId,
    })),
    signatures: await staffSignatureItems(db, file.account.id, lang),
    payments: await staffPaymentsOf(db, file.account.id, lang, today),
    offers: (await offersOfCustomer(db, file.account.id, { includeDrafts: true })).map(
      ({ id, reference, status, version, questionnaire }) => ({ id, reference, status, version, questionnaire }),
    ),
    customer: {
      id: file.account.id,
      name: `${file.account.firstName} ${file.account.lastName}`.trim(),
      email: file.account.email,
      memberSince: file.account.memberSince ? formatDay(file.account.memberSince, lang) : null,
      createdAt: moment(file.account.createdAt),
      state: file.account.state,
      openSessions: file.account.openSessions,
    },
    details: file.details,
    adviser: file.adviser,
    contracts: file.contracts.map((contract) => ({
      id: contract.id,
      reference: contract.reference,
      product: contract.product,
      insurer: contract.insurer,
      status: contract.status,
      active: isActiveContract(contract, today),
      premium: formatEuros(contract.monthlyPremiumCents, lang),
      nextAnniversary: formatDay(nextRenewal(contract, today), lang),
      documents: file.documents.filter((document) => document.contractId === contract.id).length,
    })),
    requests: file.requests.map((request) => ({ ...request, createdAt: moment(request.createdAt) })),
    leads: file.leads.map((lead) => ({
      id: lead.id,
      reference: lead.reference,
      product: lead.product,
      status: lead.status,
      createdAt: moment(lead.createdAt),
      consents: {
        privacy: { text: lead.consents.privacy.text, at: moment(new Date(lead.consents.privacy.at)) },
        callback: {
          given: lead.consents.callback.given,
          text: lead.consents.callback.text,
          at: moment(new Date(lead.consents.callback.at)),
        },
      },
    })),
    referrals: file.referrals.map((referral) => ({
      id: referral.id,
      code: referral.code,
      wonAt: moment(referral.wonAt),
    })),
    notifications: file.notifications.map((notice) => ({
      id: notice.id,
      ...renderNotification(notice, lang, t),
      sentAt: moment(notice.createdAt),
      read: notice.readAt !== null,
    })),
    changes: file.changes.map((change) => ({
      id: change.id,
      field: change.field,
      oldValue: change.oldValue,
      newValue: change.newValue,
      byStaff: change.actor === "staff",
      at: moment(change.changedAt),
    })),
    chat: file.chat.map((message) => ({
      id: String(message.id),
      role: message.role,
      content: message.content,
      at: moment(message.createdAt),
    })),
    timeline: file.timeline.map((entry, index) => ({
      key: `${entry.kind}-${index}`,
      kind: entry.kind,
      subject: entry.subject,
      targetId: entry.targetId ?? null,
      details: (entry.details ?? {}) as Record<string, string | boolean>,
      at: moment(entry.at),
    })),
    calls: (
      await customerCallLog(db, {
        customerId: file.account.id,
        leadIds: file.leads.map((lead) => lead.id),
        phone: file.details.phone,
      })
    ).map((call) => ({
      id: call.id,
      at: moment(call.at),
      outcome: call.outcome,
      callBackAt: call.callBackAt ? moment(call.callBackAt) : null,
      inbound: call.inbound,
      note: call.note,
      actorName: call.actorName,
    })),
    canAdmin: hasStaffRole(context.get(staffContext).role, "admin"),
    staff: staff.map(({ id, name }) => ({ id, name })),
    done: queryOf(url).get(DONE_PARAM),
  };
}

/** The renewals due in the next 60 days, for every adviser or one ("none": customers nobody follows). */
export async function loadRenewals(context: Readonly<RouterContextProvider>, url: URL): Promise<RenewalsData> {
  const query = queryOf(url);
  const raw = query.get("conseiller")?.trim();
  const adviser = raw && isAccountId(raw) ? raw : null;
  const page = pageNumberOf(query);
  const db = await getDb();
  const today = parisToday();
  const [{ rows, total }, staff] = await Promise.all([
    listRenewals(db, { today, adviserId: adviser ?? undefined, page }),
    assignableStaff(db),
  ]);
  const { lang } = requestLanguage(context);
  return {
    adviser,
    page,
    pages: Math.max(1, Math.ceil(total / RENEWALS_PAGE_SIZE)),
    total,
    staff: staff.map(({ id, name }) => ({ id, name })),
    rows: rows.map((row) => ({
      contractId: row.contractId,
      reference: row.reference,
      product: row.product,
      insurer: row.insurer,
      premium: formatEuros(row.monthlyPremiumCents, lang),
      anniversary: formatDay(row.anniversary, lang),
      noticeDeadline: formatDay(row.noticeDeadline, lang),
      deadlinePassed: row.noticeDeadline < today,
      customer: row.customer,
      adviser: row.adviser?.name ?? null,
      remindedAt: row.remindedAt ? formatMoment(row.remindedAt, lang) : null,
    })),
  };
}
