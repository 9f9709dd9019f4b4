import { Form, Link } from "react-router";
import { useT } from "~/i18n/react";
import { customerPath, STAFF_PATHS, staffContractPath } from "~/paths/backoffice";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { SelectField } from "~/ui/form-controls";
import { Pager } from "~/ui/pager";
import { labelClasses } from "./customer-forms";

/** A page of the renewals, its adviser filter kept. */
function renewalsHref(adviser: string | null, page: number) {
  const query = new URLSearchParams();
  if (adviser) query.set("conseiller", adviser);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${STAFF_PATHS.renewals}?${search}` : STAFF_PATHS.renewals;
}

export type RenewalsData = {
  adviser: string | null;
  page: number;
  pages: number;
  /** Every page's rows. */
  total: number;
  staff: Array<{ id: string; name: string }>;
  rows: Array<{
    contractId: string;
    reference: string;
    product: string;
    insurer: string;
    premium: string;
    anniversary: string;
    noticeDeadline: string;
    deadlinePassed: boolean;
    customer: { id: string; name: string };
    adviser: string | null;
    remindedAt: string | null;
  }>;
};

/** Contracts renewing in the next 60 days, soonest first, with the notice deadline and the reminder sent. */
export function RenewalsScreen({ data }: { data: RenewalsData }) {
  const t = useT();
  const columns = [
    "anniversary",
    "contract",
    "customer",
    "product",
    "premium",
    "deadline",
    "reminder",
    "adviser",
  ] as const;
  return (
    <BackofficePage title={t("customers-admin.renewals.title")}>
      <p className="-mt-2 text-ink-soft">{t("customers-admin.renewals.lead")}</p>
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-card border border-line bg-surface p-4">
        <SelectField
          id="conseiller"
          name="conseiller"
          label={t("customers-admin.filters.adviser")}
          labelClassName={labelClasses}
          defaultValue={data.adviser ?? ""}
        >
          <option value="">{t("customers-admin.filters.all")}</option>
          <option value="none">{t("customers-admin.filters.noAdviser")}</option>
          {data.staff.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={buttonClasses("primary")}>
          {t("customers-admin.filters.apply")}
        </button>
        <Link to={STAFF_PATHS.renewals} className={buttonClasses("ghost")}>
          {t("customers-admin.filters.reset")}
        </Link>
      </Form>
      <p className="text-sm text-muted" role="status">
        {t("customers-admin.renewals.total", { count: data.total })}
      </p>
      {data.rows.length === 0 ? (
        <p className="rounded-card border border-dashed border-line p-8 text-center text-muted">
          {t("customers-admin.renewals.empty")}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-card border border-line bg-surface">
          <table className="w-full min-w-[60rem] text-left text-sm">
            <caption className="sr-only">{t("customers-admin.renewals.title")}</caption>
            <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3">
                    {t(`customers-admin.renewals.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.contractId} className="border-t border-line" data-testid="renewal-row">
                  <td className="px-4 py-3 whitespace-nowrap font-semibold">{row.anniversary}</td>
                  <td className="px-4 py-3">
                    <Link to={staffContractPath(row.customer.id, row.contractId)} className="underline">
                      {row.reference}
                    </Link>
                    <br />
                    <Link
                      to={`${STAFF_PATHS.newOffer}?client=${encodeURIComponent(row.customer.id)}&contrat=${encodeURIComponent(row.contractId)}`}
                      className="text-sm underline"
                    >
                      {t("offers.staff.renew")}
                    </Link>
                  </td>
                  <td className="px-4 py-3">
                    <Link to={customerPath(row.customer.id)} className="underline">
                      {row.customer.name}
                    </Link>
                  </td>
                  <td className="px-4 py-3">
                    {t(`contracts.product.${row.product}`)} — {row.insurer}
                  </td>
                  <td className="px-4 py-3">{row.premium}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {row.noticeDeadline}
                    {row.deadlinePassed && ` · ${t("customers-admin.renewals.passed")}`}
                  </td>
                  <td className="px-4 py-3">{row.remindedAt ?? "—"}</td>
                  <td className="px-4 py-3">{row.adviser ?? t("customers-admin.filters.noAdviser")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={data.page} pages={data.pages} hrefFor={(page) => renewalsHref(data.adviser, page)} />
    </BackofficePage>
  );
}
