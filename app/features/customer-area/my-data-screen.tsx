import { useEffect } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { CUSTOMER_PATHS, myDataExportPath } from "~/paths/customer-area";
import { AreaPage } from "~/ui/area-page";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ExportLine } from "~/ui/export-line";
import { CheckboxField, TextAreaField } from "~/ui/form-controls";
import type { MyDataActionData, MyDataPage } from "./my-data.server";

/**
 * "Mes données" (GDPR): download everything the broker holds about the customer, as a ZIP built
 * in the background, and ask for the account's deletion (a request staff handle). Plain forms.
 */
export function MyDataScreen({ page, result }: { page: MyDataPage; result?: MyDataActionData }) {
  const t = useT();
  const lang = useLang();
  const busy = page.exports.some((row) => row.status === "pending" || row.status === "running");
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [busy, revalidator]);
  return (
    <AreaPage backTo={CUSTOMER_PATHS.home} backLabel={t("privacy.area.back")}>
      <h1 className="mt-4 text-3xl sm:text-4xl">{t("privacy.area.title")}</h1>
      <p className="mt-2 text-ink-soft">{t("privacy.area.lead")}</p>
      {page.saved && !result && (
        <p role="status" className="mt-6 rounded-control border border-line bg-gold-soft px-4 py-3 font-semibold">
          {t(`privacy.area.saved.${page.saved}`)}
        </p>
      )}
      <Card className="mt-8">
        <h2 className="text-xl">{t("privacy.area.exportTitle")}</h2>
        <p className="mt-2 text-sm text-ink-soft">{t("privacy.area.exportLead")}</p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="export" />
          <Button type="submit" disabled={busy}>
            {t("privacy.area.exportSubmit")}
          </Button>
        </Form>
        {page.exports.length > 0 && (
          <ul className="mt-4 grid gap-2">
            {page.exports.map((row) => (
              <ExportLine key={row.id} row={row} href={myDataExportPath(row.id)} testId="my-export" />
            ))}
          </ul>
        )}
        {busy && (
          <Link to={CUSTOMER_PATHS.myData} className="mt-2 inline-block text-sm underline">
            {t("privacy.export.refresh")}
          </Link>
        )}
      </Card>
      <Card className="mt-8">
        <h2 className="text-xl">{t("privacy.area.eraseTitle")}</h2>
        {page.erasure ? (
          <p className="mt-2" data-testid="erasure-request">
            {t("privacy.area.eraseAsked", {
              reference: page.erasure.reference,
              date: formatMoment(new Date(page.erasure.dueAt), lang),
            })}
          </p>
        ) : (
          <>
            <p className="mt-2 text-sm text-ink-soft">{t("privacy.area.eraseLead")}</p>
            <Form method="post" noValidate className="mt-4 grid gap-4">
              <input type="hidden" name="intent" value="erase" />
              <TextAreaField id="reason" name="reason" label={t("privacy.area.reason")} />
              <CheckboxField
                id="confirm"
                name="confirm"
                label={t("privacy.area.eraseConfirm")}
                error={result?.error ? t(result.error) : undefined}
              />
              <div>
                <Button type="submit" variant="outline">
                  {t("privacy.area.eraseSubmit")}
                </Button>
              </div>
            </Form>
          </>
        )}
      </Card>
    </AreaPage>
  );
}
