import { Form, Link } from "react-router";
import { useT } from "~/i18n/react";
import { customerPath, formalNoticePath, staffContractPath } from "~/paths/backoffice";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import type { loadUnpaid, MoneyResult } from "./money.server";
import { cell, Empty, MoneyTable, ResultNotice } from "./money-parts";

export type UnpaidData = Awaited<ReturnType<typeof loadUnpaid>>;

function Action({
  intent,
  instalment,
  label,
  primary,
}: {
  intent: string;
  instalment: string;
  label: string;
  primary?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="instalment" value={instalment} />
      <button type="submit" className={buttonClasses(primary ? "primary" : "secondary", "compact")}>
        {label}
      </button>
    </Form>
  );
}

/** Debits the bank sent back: reminders, the formal notice of L113-3, the payment that closes them. */
export function UnpaidScreen({ data, result }: { data: UnpaidData; result?: MoneyResult }) {
  const t = useT();
  return (
    <BackofficePage title={t("collections.unpaid.title")}>
      <p className="-mt-2 text-ink-soft">{t("collections.unpaid.lead")}</p>
      <ResultNotice result={result} />
      {data.rows.length === 0 ? (
        <Empty>{t("collections.unpaid.empty")}</Empty>
      ) : (
        <MoneyTable
          caption={t("collections.unpaid.caption")}
          headers={(["customer", "contract", "due", "amount", "reason", "steps", "actions"] as const).map((column) =>
            t(`collections.unpaid.columns.${column}`),
          )}
        >
          {data.rows.map((row) => (
            <tr key={row.instalmentId} className="border-t border-line align-top" data-testid="unpaid-row">
              <td className={cell}>
                <Link to={customerPath(row.customerId)} className="underline">
                  {row.customerName}
                </Link>
              </td>
              <td className={cell}>
                <Link to={staffContractPath(row.customerId, row.contractId)} className="underline">
                  {row.contractReference}
                </Link>
              </td>
              <td className={cell}>{row.due}</td>
              <td className={cell}>{row.amount}</td>
              <td className={cell}>{row.reason ? t(row.reason.key, row.reason.params) : "—"}</td>
              <td className={cell}>
                <p>
                  {row.reminders > 0
                    ? t("collections.unpaid.reminders", { count: row.reminders, date: row.lastReminder ?? "" })
                    : t("collections.unpaid.noReminder")}
                </p>
                {row.notice && (
                  <p className="mt-1 font-semibold">
                    {t("collections.unpaid.notice", row.notice)}{" "}
                    <a href={formalNoticePath(row.instalmentId)} className="underline font-normal" download>
                      {t("collections.unpaid.letter")}
                    </a>
                  </p>
                )}
              </td>
              <td className={`${cell} flex flex-col gap-2`}>
                <Action intent="remind" instalment={row.instalmentId} label={t("collections.unpaid.remind")} />
                {!row.notice && row.reminders > 0 && (
                  <>
                    <Action intent="notice" instalment={row.instalmentId} label={t("collections.unpaid.sendNotice")} />
                    <span className="text-xs text-muted">{t("collections.unpaid.noticeConfirm")}</span>
                  </>
                )}
                <Action intent="paid" instalment={row.instalmentId} label={t("collections.unpaid.paid")} primary />
              </td>
            </tr>
          ))}
        </MoneyTable>
      )}
    </BackofficePage>
  );
}
