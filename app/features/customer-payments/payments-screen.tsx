import { Form, Link, useNavigation } from "react-router";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { BANK_HOLDER_MAX, BIC_INPUT_MAX, IBAN_INPUT_MAX } from "~/server/limits";
import { AreaPage } from "~/ui/area-page";
import { Button, buttonClasses } from "~/ui/button";
import { Badge, Card } from "~/ui/card";
import { ErrorSummary, summaryItems } from "~/ui/error-summary";
import { TextField } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import { BANK_FIELDS } from "./bank-fields";
import type { BankDetailsActionResult, MandateView, PaymentsPage } from "./payments-page.server";

function MandateCard({ mandate }: { mandate: MandateView }) {
  const t = useT();
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="mandate-details">
      <dt className="text-ink-soft">{t("payments.mandate.iban")}</dt>
      <dd className="font-semibold tabular-nums" data-testid="mandate-iban">
        {mandate.iban}
      </dd>
      <dt className="text-ink-soft">{t("payments.mandate.holder")}</dt>
      <dd className="font-semibold break-words">{mandate.holder}</dd>
      <dt className="text-ink-soft">{t("payments.mandate.reference")}</dt>
      <dd className="font-semibold break-all">{mandate.reference}</dd>
      <dt className="text-ink-soft">{t("payments.mandate.creditor")}</dt>
      <dd className="font-semibold">{mandate.creditorIdentifier}</dd>
      {mandate.signedAt && (
        <>
          <dt className="text-ink-soft">{t("payments.mandate.signedAt")}</dt>
          <dd className="font-semibold">{mandate.signedAt}</dd>
        </>
      )}
    </dl>
  );
}

/** "Mes paiements" (issue 43): the next debit, the mandate and its account, each contract's schedule. */
export function PaymentsScreen({ page }: { page: PaymentsPage }) {
  const t = useT();
  return (
    <AreaPage backTo={CUSTOMER_PATHS.home} backLabel={t("area.contract.back")}>
      <h1 className="mt-4 text-3xl sm:text-4xl">{t("payments.page.title")}</h1>
      <p className="mt-2 text-ink-soft">{t("payments.page.intro")}</p>

      <Card className="mt-6" data-testid="next-debit">
        <h2 className="text-xl">{t("payments.next.title")}</h2>
        {page.next ? (
          <p className="mt-2">
            <span className="block text-2xl font-semibold tabular-nums">{page.next.amount}</span>
            <span className="text-ink-soft">
              {t("payments.next.on", { date: page.next.date, contract: page.next.contract })}
            </span>
          </p>
        ) : (
          <p className="mt-2 text-ink-soft">{t("payments.next.none")}</p>
        )}
      </Card>

      <Card className="mt-6" data-testid="mandate-card">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl">{t("payments.mandate.title")}</h2>
          {page.active && <Badge>{t("payments.mandateStatuses.active")}</Badge>}
        </div>
        {page.waiting && (
          <Notice tone="info" className="mt-3" id="mandate-waiting">
            <p>{t("payments.mandate.waiting", { iban: page.waiting.iban })}</p>
            {page.waiting.signHref && (
              <Link to={page.waiting.signHref} className={`${buttonClasses("primary")} mt-3`}>
                {t("payments.mandate.sign")}
              </Link>
            )}
          </Notice>
        )}
        {page.active ? (
          <>
            <MandateCard mandate={page.active} />
            {page.active.pdfHref && (
              <a href={page.active.pdfHref} className="mt-3 inline-flex min-h-11 items-center font-semibold underline">
                {t("payments.mandate.pdf")}
              </a>
            )}
          </>
        ) : (
          !page.waiting && <p className="mt-2 text-ink-soft">{t("payments.mandate.none")}</p>
        )}
        <div className="mt-4">
          <Link
            to={CUSTOMER_PATHS.changeBankDetails}
            className={buttonClasses("outline")}
            data-testid="change-bank-details"
          >
            {t("payments.mandate.change")}
          </Link>
        </div>
        {page.former.length > 0 && (
          <ul className="mt-4 flex flex-col gap-1 text-sm text-ink-soft">
            {page.former.map((mandate) => (
              <li key={mandate.id}>
                {t("payments.mandate.former", {
                  iban: mandate.iban,
                  reference: mandate.reference,
                  date: mandate.revokedAt ?? "",
                })}
              </li>
            ))}
          </ul>
        )}
      </Card>

      <h2 className="mt-10 text-2xl">{t("payments.schedule.title")}</h2>
      {page.schedules.length === 0 && <p className="mt-2 text-ink-soft">{t("payments.schedule.none")}</p>}
      {page.schedules.map((schedule) => (
        <Card key={schedule.reference} className="mt-4" data-testid="schedule-card">
          <h3 className="text-lg">
            {schedule.product} <span className="text-ink-soft">· {schedule.reference}</span>
          </h3>
          <p className="mt-1 text-sm text-ink-soft">
            {t("payments.schedule.summary", {
              frequency: t(`payments.frequencies.${schedule.frequency}`),
              amount: schedule.perInstalment,
              insurer: schedule.insurer,
            })}
          </p>
          {schedule.cancelled && (
            <Notice tone="info" className="mt-3 font-normal">
              {t("payments.schedule.cancelled")}
            </Notice>
          )}
          <ul
            className="mt-3 flex flex-col divide-y divide-line"
            aria-label={t("payments.schedule.listLabel", { reference: schedule.reference })}
          >
            {schedule.instalments.map((instalment) => (
              <li
                key={instalment.id}
                className="flex min-h-11 items-center justify-between gap-3 py-2 text-sm"
                data-testid="instalment"
              >
                <span className={instalment.past ? "text-ink-soft" : "font-semibold"}>{instalment.date}</span>
                <span className="flex items-center gap-2">
                  <span className="tabular-nums">{instalment.amount}</span>
                  <Badge>{t(`payments.instalmentStatuses.${instalment.status}`)}</Badge>
                </span>
              </li>
            ))}
          </ul>
          <a href={schedule.pdfHref} className="mt-3 inline-flex min-h-11 items-center font-semibold underline">
            {t("payments.schedule.pdf", { year: page.year })}
          </a>
        </Card>
      ))}
    </AreaPage>
  );
}

/** "Changer de RIB": the new account's holder, IBAN and BIC; a mandate to sign comes next. */
export function BankDetailsScreen({ result }: { result?: BankDetailsActionResult }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = result?.errors ?? {};
  const error = (field: keyof typeof BANK_FIELDS) =>
    errors[field] ? t(`payments.errors.${errors[field]}`) : undefined;
  const items = summaryItems(errors, BANK_FIELDS, (key) => t(`payments.errors.${key}`));
  return (
    <AreaPage backTo={CUSTOMER_PATHS.payments} backLabel={t("payments.form.back")}>
      <h1 className="mt-4 text-3xl sm:text-4xl">{t("payments.form.title")}</h1>
      <p className="mt-2 text-ink-soft">{t("payments.form.intro")}</p>
      <Form method="post" noValidate className="mt-6 flex flex-col gap-5">
        {result && (
          <ErrorSummary
            title={t("problems.summary.title")}
            notice={t(result.notice ?? "payments.form.check")}
            items={items}
            attempt={result}
          />
        )}
        <TextField
          id={BANK_FIELDS.holder}
          name="holder"
          label={t("payments.form.holder")}
          hint={t("payments.form.holderHint")}
          autoComplete="name"
          maxLength={BANK_HOLDER_MAX}
          defaultValue={result?.echo.holder}
          error={error("holder")}
        />
        <TextField
          id={BANK_FIELDS.iban}
          name="iban"
          label={t("payments.form.iban")}
          hint={t("payments.form.ibanHint")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={IBAN_INPUT_MAX}
          defaultValue={result?.echo.iban}
          error={error("iban")}
        />
        <TextField
          id={BANK_FIELDS.bic}
          name="bic"
          label={t("payments.form.bic")}
          hint={t("payments.form.bicHint")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={BIC_INPUT_MAX}
          defaultValue={result?.echo.bic}
          error={error("bic")}
        />
        <Notice tone="info" className="font-normal">
          {t("payments.form.next")}
        </Notice>
        <div>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {t("payments.form.submit")}
          </Button>
        </div>
      </Form>
    </AreaPage>
  );
}
