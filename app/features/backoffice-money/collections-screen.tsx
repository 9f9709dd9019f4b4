import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { collectionFilePath, STAFF_PATHS } from "~/paths/backoffice";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { TextField } from "~/ui/form-controls";
import type { loadCollections, MoneyResult } from "./money.server";
import { cell, Empty, MoneyTable, ResultNotice, Section } from "./money-parts";

export type CollectionsData = Awaited<ReturnType<typeof loadCollections>>;

/** Collection files per due date, the bank's rejects, and the files already produced. */
export function CollectionsScreen({ data, result }: { data: CollectionsData; result?: MoneyResult }) {
  const t = useT();
  return (
    <BackofficePage title={t("collections.title")}>
      <p className="-mt-2 text-ink-soft">{t("collections.lead")}</p>
      <ResultNotice result={result} />
      <Section title={t("collections.run.heading")}>
        <Form method="get" action={STAFF_PATHS.collections} className="flex flex-wrap items-end gap-3">
          <TextField
            id="collection-day"
            name="jour"
            type="date"
            label={t("collections.run.day")}
            defaultValue={data.day}
            error={data.badDay ? t("collections.errors.badDate") : undefined}
          />
          <button type="submit" className={buttonClasses("secondary")}>
            {t("collections.run.show")}
          </button>
        </Form>
        {data.lines.length === 0 ? (
          <Empty>{t("collections.run.empty")}</Empty>
        ) : (
          <>
            <MoneyTable
              caption={t("collections.run.caption", { date: data.dayLabel })}
              headers={(["contract", "customer", "amount", "state"] as const).map((column) =>
                t(`collections.run.columns.${column}`),
              )}
            >
              {data.lines.map((line) => (
                <tr key={line.instalmentId} className="border-t border-line" data-testid="collection-line">
                  <td className={cell}>{line.contractReference}</td>
                  <td className={cell}>{line.customerName}</td>
                  <td className={cell}>{line.amount}</td>
                  <td className={`${cell} ${line.leftOut ? "text-error" : ""}`}>
                    {line.leftOut ? t(`collections.run.leftOut.${line.leftOut}`) : t("collections.run.included")}
                  </td>
                </tr>
              ))}
            </MoneyTable>
            {data.includedCount > 0 && (
              <Form method="post">
                <input type="hidden" name="intent" value="run" />
                <input type="hidden" name="day" value={data.day} />
                <button type="submit" className={buttonClasses("primary")}>
                  {t("collections.run.submit", { count: data.includedCount, amount: data.includedAmount })}
                </button>
              </Form>
            )}
          </>
        )}
      </Section>
      <Section title={t("collections.run.recent")}>
        {data.runs.length === 0 ? (
          <Empty>{t("collections.run.none")}</Empty>
        ) : (
          <MoneyTable
            caption={t("collections.run.recent")}
            headers={(["date", "message", "count", "total", "file"] as const).map((column) =>
              t(`collections.run.runColumns.${column}`),
            )}
          >
            {data.runs.map((run) => (
              <tr key={run.id} className="border-t border-line">
                <td className={cell}>{run.date}</td>
                <td className={cell}>{run.messageId}</td>
                <td className={cell}>{run.count}</td>
                <td className={cell}>{run.total}</td>
                <td className={cell}>
                  <a href={collectionFilePath(run.id)} className="underline" download>
                    {t("collections.run.download", { date: run.date })}
                  </a>
                </td>
              </tr>
            ))}
          </MoneyTable>
        )}
      </Section>
      <Section title={t("collections.rejects.heading")}>
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="rejects" />
          <TextField
            id="rejects-file"
            name="file"
            type="file"
            accept=".xml,.csv,text/xml,text/csv,application/xml"
            label={t("collections.rejects.file")}
            hint={t("collections.rejects.hint")}
            required
          />
          <button type="submit" className={buttonClasses("primary")}>
            {t("collections.rejects.submit")}
          </button>
        </Form>
        {data.imports.length > 0 && (
          <MoneyTable
            caption={t("collections.rejects.recent")}
            headers={(["at", "file", "format", "added", "repeated", "unknown"] as const).map((column) =>
              t(`collections.rejects.columns.${column}`),
            )}
          >
            {data.imports.map((row) => (
              <tr key={row.id} className="border-t border-line">
                <td className={cell}>{row.at}</td>
                <td className={cell}>{row.fileName}</td>
                <td className={cell}>{row.format}</td>
                <td className={cell}>{row.added}</td>
                <td className={cell}>{row.repeated}</td>
                <td className={cell}>{row.unknown}</td>
              </tr>
            ))}
          </MoneyTable>
        )}
      </Section>
    </BackofficePage>
  );
}
