import { Link } from "react-router";
import { useLang, useT } from "~/i18n/react";
import { leadPath } from "~/paths/backoffice";
import { cn } from "~/ui/cn";
import { EmptyList } from "~/ui/list-filters";
import { ListTable, TABLE_CELL } from "~/ui/table-frame";
import { AssignForm } from "./assign-form";
import { formatDateTime } from "./formatting";
import { NoSalesCallBadge, PromiseBadge, StatusBadge } from "./lead-badges";
import type { LeadPage } from "./lead-list.server";

/** The page's leads, one row each, with their adviser assignable in place; or a line saying there are none. */
export function LeadsTable({
  page,
  products,
  staff,
}: {
  page: LeadPage;
  products: Array<{ id: string; name: string }>;
  staff: Array<{ id: string; name: string }>;
}) {
  const t = useT();
  const lang = useLang();
  const productName = new Map(products.map((p) => [p.id, p.name]));
  return page.rows.length === 0 ? (
    <EmptyList>{t("leads.list.empty")}</EmptyList>
  ) : (
    <ListTable
      caption={t("leads.list.title")}
      columns={(["prospect", "product", "status", "adviser", "created", "promise"] as const).map((column) =>
        t(`leads.columns.${column}`),
      )}
      className="min-w-[54rem]"
    >
      {page.rows.map((row) => (
        <tr
          key={row.id}
          data-testid="lead-row"
          className={cn("border-t border-line align-top", row.promise.state === "overdue" && "bg-error-soft/40")}
        >
          <td className={TABLE_CELL}>
            <Link to={leadPath(row.id)} className="font-semibold text-ink underline-offset-2 hover:underline">
              {row.name}
            </Link>
            <div className="text-xs text-muted">
              {row.reference}
              {row.company ? ` · ${row.company}` : ""}
            </div>
            {/* A long address wraps anywhere rather than widen the table past the screen. */}
            <div className="text-xs text-muted [overflow-wrap:anywhere]">{row.email}</div>
            {!row.callbackConsent && <NoSalesCallBadge />}
          </td>
          <td className={TABLE_CELL}>{productName.get(row.product) ?? row.product}</td>
          <td className={TABLE_CELL}>
            <StatusBadge status={row.status} />
          </td>
          <td className={TABLE_CELL}>
            <AssignForm leadId={row.id} version={row.version} current={row.adviser?.id ?? ""} staff={staff} />
          </td>
          <td className={cn(TABLE_CELL, "whitespace-nowrap")}>{formatDateTime(row.createdAt, lang)}</td>
          <td className={TABLE_CELL}>
            <PromiseBadge promise={row.promise} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
