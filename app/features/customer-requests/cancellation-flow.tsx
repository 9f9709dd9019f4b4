import { Form, Link } from "react-router";
import { Honeypot } from "~/forms/honeypot";
import { formatDay, formatEuros, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { CUSTOMER_PATHS, requestPath } from "~/paths/customer-area";
import {
  CANCELLATION_REASONS,
  type CancellationReason,
  type RequestFailure,
} from "~/server/customer-requests/request-forms";
import type { CancellationDetails } from "~/server/customer-requests/request-summary";
import { CONTRACT_REFERENCE_MAX, TEXT_MAX } from "~/server/limits";
import { Button, buttonClasses } from "~/ui/button";
import { ChoiceGroup, TextAreaField, TextField } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import { RequestCard, RequestErrorSummary, RequestPage, SubmitButton, TokenField } from "./request-ui";

export type CancellationPageData = {
  /** The contract's terms; null on the public entry, where nothing is said of any contract before it is matched. */
  terms: {
    reference: string;
    product: string;
    insurer: string;
    formula: string | null;
    status: string;
    monthlyPremiumCents: number;
    startDate: string;
    anniversary: string;
    earliest: string;
    atAnniversary: string;
    /** The line's rights (keys of requests.cancel.rights), its consequence, and the reasons offered. */
    rights: string[];
    consequence: string;
    reasons: CancellationReason[];
  } | null;
  /** The public entry (no account): the earliest effect date any contract allows, and when its request was taken. */
  open?: {
    earliest: string;
    /** Written by the loader: a public page creates no date formatter while it hydrates. */
    earliestText: string;
    sentAtText: string | null;
  };
  step: "info" | "form" | "done";
  /** The request already asking to cancel this contract, when it is "en cours de résiliation". */
  pending: { reference: string; effectDate: string | null } | null;
  receipt: { reference: string; createdAt: string; details: CancellationDetails } | null;
  prefill: { name: string; email: string };
  formToken: string;
};

export type CancellationActionData =
  | RequestFailure
  | { ok: false; step: "form"; notice: string; errors: Record<string, string>; values: Record<string, string> }
  | { ok: true; step: "summary"; values: Record<string, string>; effectDate: string | null };

function Rows({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-soft">{label}</dt>
          <dd className="font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AlreadyCancelling({ status, pending }: { status: string; pending: CancellationPageData["pending"] }) {
  const t = useT();
  const lang = useLang();
  if (status !== "cancelling") return <Notice tone="info">{t("requests.cancel.pending.inactive")}</Notice>;
  return (
    <RequestCard>
      <h2 className="text-2xl" data-testid="cancel-pending">
        {t("requests.cancel.pending.title")}
      </h2>
      {pending?.effectDate && <p>{t("requests.cancel.pending.body", { date: formatDay(pending.effectDate, lang) })}</p>}
      {pending && (
        <div>
          <Link to={requestPath(pending.reference)} className={buttonClasses("primary", "lg")}>
            {t("requests.cancel.pending.link", { reference: pending.reference })}
          </Link>
        </div>
      )}
    </RequestCard>
  );
}

function StepHeading({ n, title }: { n: number; title: string }) {
  const t = useT();
  return (
    <h2 className="text-2xl" data-testid="cancel-step">
      <span className="block text-sm font-semibold text-ink-soft">{t("requests.cancel.step", { n })}</span>
      {title}
    </h2>
  );
}

/**
 * "Résiliation en trois clics" (décret 2023-182): the terms and consequences, the form, a
 * summary with "Confirmer ma demande de résiliation", then the acknowledgement with the date and
 * time of the request and the date the cancellation takes effect. No re-authentication.
 */
export function CancellationFlow({ page, result }: { page: CancellationPageData; result?: CancellationActionData }) {
  const t = useT();
  const lang = useLang();
  const { terms, open } = page;
  const contractName = terms
    ? `${t(`contracts.product.${terms.product}`)} — ${terms.reference}`
    : t("complaints.cancel.lead");

  // The public entry's acknowledgement says the same whether or not a contract was matched.
  if (page.step === "done" && open?.sentAtText) {
    return (
      <RequestPage title={t("requests.cancel.title")} lead={contractName}>
        <Notice tone="success" className="mb-6" id="request-sent">
          <p className="text-base">{t("requests.cancel.sent")}</p>
          <p className="mt-1 font-normal">{t("complaints.cancel.sentMessage")}</p>
        </Notice>
        <RequestCard>
          <Rows rows={[[t("requests.cancel.requestedAt"), open.sentAtText]]} />
        </RequestCard>
      </RequestPage>
    );
  }

  if (page.step === "done" && page.receipt) {
    const { receipt } = page;
    return (
      <RequestPage title={t("requests.cancel.title")} lead={contractName}>
        <Notice tone="success" className="mb-6" id="request-sent">
          <p className="text-base">{t("requests.cancel.sent")}</p>
          <p className="mt-1 font-normal">{t("requests.cancel.sentMessage")}</p>
        </Notice>
        <RequestCard>
          <h2 className="text-2xl">{t("requests.cancel.receiptTitle")}</h2>
          <Rows
            rows={[
              [t("requests.summary.reference"), receipt.reference],
              [t("requests.cancel.requestedAt"), formatMoment(new Date(receipt.createdAt), lang)],
              [t("requests.cancel.effect"), formatDay(receipt.details.effectDate, lang)],
              [t("requests.summary.reason"), t(`requests.cancel.reasons.${receipt.details.reason}`)],
            ]}
          />
          <p>{t("requests.cancel.emailSent", { email: receipt.details.email })}</p>
          <Link to={CUSTOMER_PATHS.requests} className={buttonClasses("outline")}>
            {t("requests.seeHistory")}
          </Link>
        </RequestCard>
      </RequestPage>
    );
  }

  // A contract no longer active has nothing to cancel: say so on its own, with the pending request.
  if (terms && terms.status !== "active") {
    return (
      <RequestPage title={t("requests.cancel.title")} lead={contractName}>
        <AlreadyCancelling status={terms.status} pending={page.pending} />
      </RequestPage>
    );
  }

  const failure = result && result.ok === false ? result : undefined;
  const showForm = page.step === "form" || failure !== undefined;

  if (result?.ok === true) {
    const values = result.values;
    return (
      <RequestPage title={t("requests.cancel.title")} lead={contractName}>
        <RequestCard>
          <StepHeading n={3} title={t("requests.cancel.summaryTitle")} />
          <p>{t("requests.cancel.summaryLead")}</p>
          <Rows
            rows={[
              ...((terms
                ? [
                    [t("requests.summary.contract"), contractName],
                    [
                      t("requests.summary.premium"),
                      t("requests.summary.perMonth", { amount: formatEuros(terms.monthlyPremiumCents, lang) }),
                    ],
                  ]
                : [[t("complaints.summary.contractReference"), values.reference ?? ""]]) as Array<[string, string]>),
              [t("requests.summary.name"), values.name ?? ""],
              [t("requests.summary.email"), values.email ?? ""],
              [t("requests.summary.reason"), t(`requests.cancel.reasons.${values.reason}`)],
              ...(values.details
                ? ([[t("requests.summary.reasonText"), values.details]] as Array<[string, string]>)
                : []),
              [
                t("requests.summary.effectDate"),
                result.effectDate ? formatDay(result.effectDate, lang) : t("complaints.cancel.atAnniversary"),
              ],
            ]}
          />
          <Form method="post" className="flex flex-wrap gap-3" data-testid="cancel-confirm-form">
            <TokenField token={page.formToken} />
            {Object.entries(values).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" name="intent" value="edit" variant="outline">
              {t("requests.cancel.edit")}
            </Button>
            <Button type="submit" name="intent" value="confirm" size="lg">
              {t("requests.cancel.confirm")}
            </Button>
          </Form>
        </RequestCard>
      </RequestPage>
    );
  }

  const earliest = terms?.earliest ?? open?.earliest ?? "";
  if (showForm && (!terms || terms.status === "active")) {
    const values = failure?.values ?? {};
    const errors = failure?.errors ?? {};
    return (
      <RequestPage title={t("requests.cancel.title")} lead={contractName}>
        <Form method="post" noValidate data-testid="cancel-form">
          <RequestCard>
            <RequestErrorSummary
              failure={failure}
              fields={{
                name: "cancel-name",
                email: "cancel-email",
                reason: "reason",
                details: "cancel-details",
                desiredDate: "cancel-date",
              }}
            />
            <StepHeading n={2} title={t("requests.cancel.formTitle")} />
            <input type="hidden" name="intent" value="review" />
            {!terms && <Honeypot />}
            <TextField
              id="cancel-name"
              name="name"
              autoComplete="name"
              label={t("requests.cancel.name")}
              defaultValue={values.name ?? page.prefill.name}
              error={errors.name && t(errors.name)}
            />
            <TextField
              id="cancel-email"
              name="email"
              type="email"
              autoComplete="email"
              label={t("requests.cancel.email")}
              defaultValue={values.email ?? page.prefill.email}
              error={errors.email && t(errors.email)}
            />
            {terms ? (
              <TextField
                id="cancel-reference"
                label={t("requests.cancel.reference")}
                value={terms.reference}
                readOnly
              />
            ) : (
              <TextField
                id="cancel-reference"
                name="reference"
                label={t("requests.cancel.reference")}
                hint={t("complaints.complaint.contractHint")}
                maxLength={CONTRACT_REFERENCE_MAX}
                required
                defaultValue={values.reference}
                error={errors.reference && t(errors.reference)}
              />
            )}
            <ChoiceGroup
              id="reason"
              name="reason"
              type="radio"
              legend={t("requests.cancel.reason")}
              checked={values.reason}
              error={errors.reason && t(errors.reason)}
              options={(terms?.reasons ?? CANCELLATION_REASONS).map((reason) => ({
                value: reason,
                label: t(`requests.cancel.reasons.${reason}`),
              }))}
            />
            <TextAreaField
              id="cancel-details"
              name="details"
              maxLength={TEXT_MAX}
              label={t("requests.cancel.details")}
              hint={t("requests.cancel.detailsHint")}
              defaultValue={values.details}
              error={errors.details && t(errors.details)}
            />
            <TextField
              id="cancel-date"
              name="desiredDate"
              type="date"
              min={earliest}
              label={t("requests.cancel.desiredDate")}
              hint={
                terms
                  ? t("requests.cancel.desiredDateHint", {
                      date: formatDay(terms.earliest, lang),
                      anniversary: formatDay(terms.atAnniversary, lang),
                    })
                  : t("complaints.cancel.desiredDateHint", { date: open?.earliestText ?? "" })
              }
              defaultValue={values.desiredDate}
              error={errors.desiredDate && t(errors.desiredDate)}
            />
            <div>
              <SubmitButton>{t("requests.cancel.review")}</SubmitButton>
            </div>
          </RequestCard>
        </Form>
      </RequestPage>
    );
  }

  return (
    <RequestPage title={t("requests.cancel.title")} lead={contractName}>
      <RequestCard>
        <StepHeading n={1} title={t("requests.cancel.infoTitle")} />
        <p>{t("requests.cancel.law")}</p>
        {terms ? (
          <>
            <ContractTerms terms={terms} contractName={contractName} />
            <ContractRights terms={terms} />
          </>
        ) : (
          <OpenTerms earliest={open?.earliestText ?? ""} />
        )}
        <h3 className="text-lg">{t("requests.cancel.consequencesTitle")}</h3>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("requests.cancel.consequences.cover")}</li>
          <li>{t("requests.cancel.consequences.premium")}</li>
          {terms && <li>{t(`requests.cancel.consequences.${terms.consequence}`)}</li>}
        </ul>
        {!terms || terms.status === "active" ? (
          <div>
            <Link to="?etape=formulaire" className={buttonClasses("primary", "lg")}>
              {t("requests.cancel.continue")}
            </Link>
          </div>
        ) : (
          <Notice tone="info">{t("requests.cancel.notActive")}</Notice>
        )}
      </RequestCard>
    </RequestPage>
  );
}

type Terms = NonNullable<CancellationPageData["terms"]>;

/** Step 1 on a contract the customer holds: its own terms. */
function ContractTerms({ terms, contractName }: { terms: Terms; contractName: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <Rows
      rows={[
        [t("requests.cancel.terms.contract"), contractName],
        [t("requests.cancel.terms.insurer"), terms.insurer],
        ...(terms.formula ? ([[t("requests.cancel.terms.formula"), terms.formula]] as Array<[string, string]>) : []),
        [
          t("requests.cancel.terms.premium"),
          t("requests.summary.perMonth", { amount: formatEuros(terms.monthlyPremiumCents, lang) }),
        ],
        [t("requests.cancel.terms.start"), formatDay(terms.startDate, lang)],
        [t("requests.cancel.terms.anniversary"), formatDay(terms.anniversary, lang)],
        [t("requests.cancel.terms.notice"), t("requests.cancel.terms.noticeValue")],
        [t("requests.cancel.terms.earliest"), formatDay(terms.earliest, lang)],
      ]}
    />
  );
}

/** The rights the contract's line of insurance gives (keys of requests.cancel.rights). */
function ContractRights({ terms }: { terms: Terms }) {
  const t = useT();
  return (
    <>
      <h3 className="text-lg">{t("requests.cancel.rightsTitle")}</h3>
      <ul className="list-disc space-y-1 pl-5" data-testid="cancel-rights">
        {terms.rights.map((right) => (
          <li key={right}>{t(`requests.cancel.rights.${right}`)}</li>
        ))}
      </ul>
    </>
  );
}

/** Step 1 on the public entry: what holds for every contract, before any is named. */
function OpenTerms({ earliest }: { earliest: string }) {
  const t = useT();
  return (
    <Rows
      rows={[
        [t("requests.cancel.terms.notice"), t("requests.cancel.terms.noticeValue")],
        [t("requests.cancel.terms.earliest"), earliest],
        [t("requests.cancel.terms.anniversary"), t("complaints.cancel.atAnniversary")],
      ]}
    />
  );
}
