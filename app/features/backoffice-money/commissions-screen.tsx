import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { STAFF_PATHS } from "~/paths/backoffice";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { SelectField, TextField } from "~/ui/form-controls";
import type { loadCommissions, MoneyResult } from "./money.server";
import { cell, Empty, MoneyTable, ResultNotice, Section } from "./money-parts";

export type CommissionsData = Awaited<ReturnType<typeof loadCommissions>>;

const MAPPING_FIELDS = ["reference", "commission", "premium", "period"] as const;

/** An insurer's statement imported and reconciled, the month's report, and the referral gifts. */
export function CommissionsScreen({ data, result }: { data: CommissionsData; result?: MoneyResult }) {
  const t = useT();
  const line = (productLine: string | null) =>
    productLine ? t(`commissions.lines.${productLine}`) : t("commissions.report.unknownLine");
  return (
    <BackofficePage title={t("commissions.title")}>
      <p className="-mt-2 text-ink-soft">{t("commissions.lead")}</p>
      <ResultNotice result={result} />
      <Form method="get" action={STAFF_PATHS.commissions} className="flex flex-wrap items-end gap-3">
        <TextField
          id="commissions-month"
          name="mois"
          type="month"
          label={t("commissions.month")}
          defaultValue={data.month}
        />
        <SelectField
          id="commissions-insurer"
          name="assureur"
          label={t("commissions.insurer")}
          defaultValue={data.insurer ?? ""}
        >
          {data.insurers.map((insurer) => (
            <option key={insurer} value={insurer}>
              {insurer}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={buttonClasses("secondary")}>
          {t("commissions.show")}
        </button>
      </Form>

      {data.insurer && (
        <>
          <Section title={t("commissions.mapping.heading", { insurer: data.insurer })}>
            <p className="text-sm text-ink-soft">{t("commissions.mapping.hint")}</p>
            <Form method="post" className="grid gap-3 md:grid-cols-2">
              <input type="hidden" name="intent" value="mapping" />
              <input type="hidden" name="insurer" value={data.insurer} />
              {MAPPING_FIELDS.map((field) => (
                <TextField
                  key={`${data.insurer}-${field}`}
                  id={`mapping-${field}`}
                  name={field}
                  label={t(`commissions.mapping.${field}`)}
                  defaultValue={data.mapping?.[field] ?? ""}
                  required={field === "reference" || field === "commission"}
                />
              ))}
              <div>
                <button type="submit" className={buttonClasses("secondary")}>
                  {t("commissions.mapping.save")}
                </button>
              </div>
            </Form>
          </Section>

          <Section title={t("commissions.import.heading")}>
            {data.mapping ? (
              <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="import" />
                <input type="hidden" name="insurer" value={data.insurer} />
                <input type="hidden" name="month" value={data.month} />
                <TextField
                  id="statement-file"
                  name="file"
                  type="file"
                  accept=".csv,text/csv"
                  label={t("commissions.import.file")}
                  hint={t("commissions.import.hint")}
                  required
                />
                <button type="submit" className={buttonClasses("primary")}>
                  {t("commissions.import.submit")}
                </button>
              </Form>
            ) : (
              <p className="text-sm text-muted">{t("commissions.mapping.missing")}</p>
            )}
          </Section>

          <Section title={t("commissions.reconciliation.heading", { insurer: data.insurer, month: data.monthLabel })}>
            {data.rows.length === 0 ? (
              <Empty>{t("commissions.reconciliation.empty")}</Empty>
            ) : (
              <MoneyTable
                caption={t("commissions.reconciliation.caption")}
                headers={(["status", "contract", "line", "expected", "paid", "difference"] as const).map((column) =>
                  t(`commissions.reconciliation.columns.${column}`),
                )}
              >
                {data.rows.map((row) => (
                  <tr key={row.key} className="border-t border-line" data-testid="reconciliation-row">
                    <td className={`${cell} ${row.status === "matched" ? "" : "font-semibold text-error"}`}>
                      {t(`commissions.reconciliation.status.${row.status}`)}
                    </td>
                    <td className={cell}>{row.reference}</td>
                    <td className={cell}>{line(row.productLine)}</td>
                    <td className={cell}>{row.expected}</td>
                    <td className={cell}>{row.paid}</td>
                    <td className={cell}>{row.difference}</td>
                  </tr>
                ))}
              </MoneyTable>
            )}
          </Section>
        </>
      )}

      <Section title={t("commissions.report.heading")}>
        {data.report.length === 0 ? (
          <Empty>{t("commissions.report.empty")}</Empty>
        ) : (
          <>
            <MoneyTable
              caption={t("commissions.report.caption", { month: data.monthLabel })}
              headers={(["insurer", "line", "expected", "paid", "difference", "issues"] as const).map((column) =>
                t(`commissions.report.columns.${column}`),
              )}
            >
              {data.report.map((row) => (
                <tr key={row.key} className="border-t border-line">
                  <td className={cell}>{row.insurer}</td>
                  <td className={cell}>{line(row.productLine)}</td>
                  <td className={cell}>{row.expected}</td>
                  <td className={cell}>{row.paid}</td>
                  <td className={cell}>{row.difference}</td>
                  <td className={cell}>
                    {row.issues > 0 ? t("commissions.report.issues", { count: row.issues }) : "—"}
                  </td>
                </tr>
              ))}
            </MoneyTable>
            <a href={`${STAFF_PATHS.commissionsExport}?mois=${data.month}`} className={buttonClasses("ghost")} download>
              {t("commissions.report.export")}
            </a>
          </>
        )}
      </Section>

      <Section title={t("commissions.gifts.heading")}>
        <p className="text-sm text-ink-soft">{t("commissions.gifts.hint", { amount: data.giftAmount })}</p>
        {data.gifts.length === 0 ? (
          <Empty>{t("commissions.gifts.empty")}</Empty>
        ) : (
          <MoneyTable
            caption={t("commissions.gifts.caption")}
            headers={(["sponsor", "referrals", "earned", "paid", "owed", "action"] as const).map((column) =>
              t(`commissions.gifts.columns.${column}`),
            )}
          >
            {data.gifts.map((gift) => (
              <tr key={gift.customerId} className="border-t border-line">
                <td className={cell}>{gift.name}</td>
                <td className={cell}>{gift.referrals}</td>
                <td className={cell}>{gift.earned}</td>
                <td className={cell}>{gift.paid}</td>
                <td className={cell}>{gift.owed > 0 ? `${gift.owed} · ${gift.owedAmount}` : "0"}</td>
                <td className={cell}>
                  {gift.owed > 0 && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="gift" />
                      <input type="hidden" name="customer" value={gift.customerId} />
                      <button type="submit" className={buttonClasses("secondary", "compact")}>
                        {t("commissions.gifts.pay")}
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </MoneyTable>
        )}
      </Section>
    </BackofficePage>
  );
}
