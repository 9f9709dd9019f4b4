import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { StatusBadge } from "./contract-card";
import type { ContractPage } from "./contract-page.server";

/**
 * Label and value side by side from 1024 px, where the page leaves the chat button a margin; on
 * phones and tablets the value goes under its label, on the left, so the button (bottom right)
 * never sits on one of the first screen's values, the contract's status among them.
 */
function Rows({ rows, testId }: { rows: { label: string; value: string }[]; testId?: string }) {
  return (
    <dl className="divide-y divide-line" data-testid={testId}>
      {rows.map((row) => (
        <div
          key={row.label}
          className="grid justify-items-start gap-1 py-3 lg:flex lg:flex-wrap lg:justify-between lg:gap-x-6"
        >
          <dt className="text-ink-soft">{row.label}</dt>
          <dd className="font-semibold">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One contract: its facts, what it insures, its guarantees, its two PDFs and its requests. */
export function ContractPageScreen({ contract }: { contract: ContractPage }) {
  const t = useT();
  const product = t(`contracts.product.${contract.product}`);
  return (
    <section className="mx-auto max-w-4xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <Link to={CUSTOMER_PATHS.home} className="inline-flex min-h-11 items-center text-sm font-semibold underline">
        {t("area.contract.back")}
      </Link>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">{product}</h1>
          <p className="mt-2 text-ink-soft" data-testid="contract-reference">
            {t("area.contracts.reference", { reference: contract.reference })}
          </p>
        </div>
        <StatusBadge status={contract.status} />
      </div>
      <p className="mt-4 text-2xl font-semibold">{t("area.contracts.perMonth", { amount: contract.monthlyPremium })}</p>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card className="md:col-span-2">
          <h2 className="text-xl">{t("area.contract.facts")}</h2>
          <Rows rows={contract.facts} testId="contract-facts" />
        </Card>
        {(contract.insured.length > 0 || contract.people.length > 0) && (
          <Card>
            <h2 className="text-xl">{t("area.contract.insured")}</h2>
            {contract.insured.length > 0 && <Rows rows={contract.insured} testId="contract-insured" />}
            {contract.people.length > 0 && (
              <>
                <h3 className="mt-4 font-sans text-base font-semibold">{t("contracts.fields.peopleCovered")}</h3>
                <ul className="mt-2 list-disc pl-5" data-testid="contract-people">
                  {contract.people.map((person) => (
                    <li key={person}>{person}</li>
                  ))}
                </ul>
              </>
            )}
          </Card>
        )}
        <Card>
          <h2 className="text-xl">{t("area.contract.guarantees")}</h2>
          <ul className="mt-3 list-disc pl-5" data-testid="contract-guarantees">
            {contract.guarantees.map((guarantee) => (
              <li key={guarantee}>{guarantee}</li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="text-xl">{t("area.contract.documents")}</h2>
          <ul className="mt-3 flex flex-col gap-2">
            {contract.documents.map((document) => {
              const label =
                document.kind === "summary"
                  ? t("area.contract.summaryPdf")
                  : document.vehicle
                    ? t("area.contract.memoPdf")
                    : t("area.contract.certificatePdf");
              return (
                <li key={document.kind}>
                  {document.href ? (
                    <a href={document.href} download className={buttonClasses("outline")}>
                      {label}
                    </a>
                  ) : (
                    <p className="text-sm text-ink-soft">
                      {label} — {t("area.contract.unavailable")}
                    </p>
                  )}
                </li>
              );
            })}
            {contract.attachments.map((attachment) => (
              <li key={attachment.id} data-testid="contract-attachment">
                <a href={attachment.href} download className={buttonClasses("outline")}>
                  {t("area.contract.attachment", { title: attachment.title, size: attachment.size })}
                </a>
              </li>
            ))}
          </ul>
        </Card>
        {(contract.claimHref || contract.cancelHref) && (
          <Card>
            <h2 className="text-xl">{t("area.contract.requests")}</h2>
            <div className="mt-3 flex flex-wrap gap-2">
              {contract.claimHref && (
                <Link to={contract.claimHref} className={buttonClasses("secondary")}>
                  {t("area.contract.claim")}
                </Link>
              )}
              {contract.cancelHref && (
                <Link to={contract.cancelHref} className={buttonClasses("outline")}>
                  {t("area.contract.cancel")}
                </Link>
              )}
            </div>
          </Card>
        )}
      </div>
    </section>
  );
}
