import { Form, Link, useNavigation } from "react-router";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { REASON_MAX } from "~/server/limits";
import { AreaPage } from "~/ui/area-page";
import { Button, buttonClasses } from "~/ui/button";
import { Badge, Card } from "~/ui/card";
import { cn } from "~/ui/cn";
import { TextAreaField } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import type { ProposalActionResult, ProposalPage } from "./proposals-page.server";

type Option = ProposalPage["options"][number];

/** One option as a plan card: the price first, then what it covers, its excess and its documents. */
function OptionCard({ option, choosable, reason }: { option: Option; choosable: boolean; reason: string }) {
  const t = useT();
  const titleId = `option-${option.position}-title`;
  const body = (
    <>
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs font-semibold tracking-wide text-ink-soft uppercase">
          {t("proposals.option.number", { number: option.position })}
        </span>
        {option.recommended && <Badge data-testid="recommended">{t("proposals.option.recommended")}</Badge>}
      </span>
      <span className="mt-2 block text-sm text-ink-soft">{option.insurer}</span>
      <span id={titleId} className="block font-display text-xl">
        {option.name}
      </span>
      <span className="mt-3 block">
        <span className="text-3xl font-semibold">{option.monthly}</span>{" "}
        <span className="text-sm text-ink-soft">{t("proposals.option.perMonth")}</span>
      </span>
      <span className="block text-sm text-ink-soft">{t("proposals.option.perYear", { amount: option.annual })}</span>
      <span className="mt-2 block text-sm">
        {option.excess ? t("proposals.option.excess", { amount: option.excess }) : t("proposals.option.noExcess")}
      </span>
    </>
  );
  return (
    <li
      className={cn(
        "flex flex-col rounded-card border bg-surface p-5 shadow-card",
        option.recommended ? "border-2 border-gold-strong" : "border-line",
      )}
      data-testid="proposal-option"
    >
      {choosable ? (
        <label className="flex cursor-pointer flex-col has-[:focus-visible]:focus-ring">
          <span className="mb-2 flex items-center gap-2 text-sm font-semibold">
            <input
              type="radio"
              name="option"
              value={option.id}
              required
              defaultChecked={option.recommended}
              aria-describedby={titleId}
              className="size-5 accent-[var(--color-gold-strong)]"
            />
            {t("proposals.option.choose", { number: option.position })}
          </span>
          {body}
        </label>
      ) : (
        <div className="flex flex-col">{body}</div>
      )}
      {option.recommended && reason && (
        <p className="mt-3 rounded-control bg-gold-soft px-3 py-2 text-sm">
          <span className="font-semibold">{t("proposals.option.why")}</span> {reason}
        </p>
      )}
      <h3 className="mt-4 text-sm font-semibold">{t("proposals.option.guarantees")}</h3>
      <ul className="mt-1 flex flex-col gap-1 text-sm">
        {option.guarantees.map((guarantee) => (
          <li key={guarantee} className="flex gap-2">
            <span aria-hidden="true" className="text-success">
              ✓
            </span>
            {guarantee}
          </li>
        ))}
      </ul>
      {option.limits && <p className="mt-2 text-sm text-ink-soft">{option.limits}</p>}
      {option.exclusions && (
        <details className="mt-2 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t("proposals.option.exclusions")}</summary>
          <p>{option.exclusions}</p>
        </details>
      )}
      {option.documents.length > 0 && (
        <ul className="mt-3 flex flex-col gap-1 text-sm">
          {option.documents.map((document) => (
            <li key={document.slug}>
              <a href={document.href} className="inline-flex min-h-11 items-center underline">
                {document.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function StateNotice({ page }: { page: ProposalPage }) {
  const t = useT();
  if (page.state === "signed") {
    return (
      <Notice tone="success" className="mt-6">
        <p>{t("proposals.state.signedNotice")}</p>
        {page.contract && (
          <p className="mt-2 flex flex-wrap gap-3">
            <Link to={page.contract.href} className="underline" data-testid="signed-contract">
              {t("proposals.state.seeContract", { reference: page.contract.reference })}
            </Link>
            {page.contract.adviceFile && (
              <a href={page.contract.adviceFile.href} className="underline">
                {t("proposals.state.adviceFile")}
              </a>
            )}
          </p>
        )}
        {page.contract?.adviceFile && (
          <p className="mt-2 text-xs break-all">
            {t("proposals.state.sha256", { hash: page.contract.adviceFile.sha256 })}
          </p>
        )}
      </Notice>
    );
  }
  if (page.state === "sent") return null;
  return (
    <Notice tone="info" className="mt-6">
      <p data-testid="proposal-closed">{t(`proposals.state.${page.state}Notice`)}</p>
      {page.state === "declined" && page.declineReason && (
        <p className="mt-1">{t("proposals.state.yourReason", { reason: page.declineReason })}</p>
      )}
    </Notice>
  );
}

/**
 * An offer in the customer's area (issue 42): the options as plan cards side by side (stacked on
 * a phone), the recommended one marked with the broker's reason, every document readable in the
 * browser, the needs it answers, then a clear choice leading to the signature, or "Je ne donne
 * pas suite". Works without JavaScript.
 */
export function ProposalScreen({ page, result }: { page: ProposalPage; result?: ProposalActionResult }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const open = page.state === "sent";
  const mine = (intent: string) => (result?.intent === intent ? result : undefined);
  return (
    <AreaPage backTo={CUSTOMER_PATHS.offers} backLabel={t("proposals.page.back")}>
      <h1 className="mt-4 text-3xl sm:text-4xl">{t("proposals.page.title", { reference: page.reference })}</h1>
      <p className="mt-2 text-sm text-ink-soft">
        {t("proposals.page.version", { version: page.version })}
        {page.sentAt && ` · ${t("proposals.page.sentAt", { date: page.sentAt })}`}
        {open && page.until && ` · ${t("proposals.page.until", { date: page.until })}`}
      </p>
      {open && (
        <p className="mt-1 text-sm" data-testid="proposal-start">
          {t("proposals.page.startsOn", { date: page.startsOn })}
        </p>
      )}
      <StateNotice page={page} />
      {open && page.pending && (
        <Notice tone="info" className="mt-6">
          <p>{t("proposals.page.pending", { number: page.pending.position ?? "" })}</p>
          <Link to={page.pending.href} className={cn(buttonClasses("primary"), "mt-3")}>
            {t("proposals.page.continueSigning")}
          </Link>
        </Notice>
      )}
      {open && <p className="mt-6">{t("proposals.page.intro")}</p>}

      <Form method="post" noValidate className="mt-6">
        <input type="hidden" name="intent" value="choose" />
        <fieldset>
          <legend className="text-xl font-semibold">{t("proposals.page.options")}</legend>
          {mine("choose")?.error && (
            <Notice tone="error" className="mt-3">
              {mine("choose")?.error}
            </Notice>
          )}
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {page.options.map((option) => (
              <OptionCard key={option.id} option={option} choosable={open} reason={page.recommendationReason} />
            ))}
          </ul>
        </fieldset>
        {open && (
          <div className="mt-6">
            <p className="text-sm text-ink-soft">{t("proposals.page.chooseHint")}</p>
            <Button type="submit" className="mt-3 w-full sm:w-auto" disabled={busy} aria-busy={busy || undefined}>
              {t("proposals.page.chooseAndSign")}
            </Button>
          </div>
        )}
      </Form>

      {page.documents.length > 0 && (
        <Card className="mt-8">
          <h2 className="text-xl">{t("proposals.page.documents")}</h2>
          <p className="mt-1 text-sm text-ink-soft">{t("proposals.page.documentsIntro")}</p>
          <ul className="mt-3 flex flex-col gap-1">
            {page.documents.map((document) => (
              <li key={document.slug}>
                <a href={document.href} className="inline-flex min-h-11 items-center underline">
                  {document.title}
                </a>
              </li>
            ))}
          </ul>
        </Card>
      )}

      {page.needs.length > 0 && (
        <Card className="mt-6">
          <h2 className="text-xl">{t("proposals.page.needs")}</h2>
          <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
            {page.needs.map((row) => (
              <div key={row.label}>
                <dt className="text-ink-soft">{row.label}</dt>
                <dd className="font-semibold">{row.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      )}

      {open && (
        <details className="mt-8 rounded-card border border-line bg-surface p-4" open={Boolean(mine("decline"))}>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t("proposals.decline.title")}</summary>
          <Form method="post" noValidate className="mt-3 flex flex-col gap-3">
            <input type="hidden" name="intent" value="decline" />
            {mine("decline")?.error && <Notice tone="error">{mine("decline")?.error}</Notice>}
            <TextAreaField
              id="decline-reason"
              name="reason"
              rows={3}
              maxLength={REASON_MAX}
              label={t("proposals.decline.reason")}
              hint={t("proposals.decline.hint")}
            />
            <div>
              <Button type="submit" variant="outline" disabled={busy}>
                {t("proposals.decline.confirm")}
              </Button>
            </div>
          </Form>
        </details>
      )}
    </AreaPage>
  );
}
