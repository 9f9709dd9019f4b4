import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { inboxRequestPath, leadPath, staffContractPath } from "~/paths/backoffice";
import { Empty, Section } from "./customer-forms";
import type { CustomerPageData } from "./customer-page";

const cell = "px-3 py-2";
const th = "px-3 py-2 text-xs uppercase tracking-wide text-ink-soft";

/** The customer's contracts, each linking to its page. */
export function ContractsSection({ data }: { data: CustomerPageData }) {
  const t = useT();
  const { customer } = data;
  return (
    <Section folded={false} id="contracts" title={t("customers-admin.page.contracts")}>
      {data.contracts.length === 0 ? (
        <Empty>{t("customers-admin.page.noContracts")}</Empty>
      ) : (
        // The table scrolls sideways on a phone: keyboards must reach its frame (axe
        // scrollable-region-focusable), and the frame says what it holds.
        <section
          className="overflow-x-auto"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it.
          tabIndex={0}
          aria-label={t("customers-admin.page.contracts")}
          data-testid="customer-contracts-frame"
        >
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
        </section>
      )}
    </Section>
  );
}

/** The requests the customer sent, each linking to the inbox. */
export function RequestsSection({ data }: { data: CustomerPageData }) {
  const t = useT();
  return (
    <Section folded={false} id="requests" title={t("customers-admin.page.requests")}>
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
  );
}

/** The quote requests tied to the customer, with the consents as they were given. */
export function LeadsSection({ data }: { data: CustomerPageData }) {
  const t = useT();
  return (
    <Section folded id="leads" title={t("customers-admin.page.leads")}>
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
                {t("customers-admin.consents.privacy", { at: lead.consents.privacy.at })} « {lead.consents.privacy.text}{" "}
                »
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
  );
}
