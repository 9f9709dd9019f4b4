import { type FormEvent, useEffect, useRef, useState } from "react";
import { ConsentBoxes } from "~/forms/consent-boxes";
import type { Broker } from "~/forms/consent-texts";
import { FieldInput } from "~/forms/field-input";
import { CONSENT_FIELDS, TOKEN_FIELD } from "~/forms/field-names";
import type { Answers } from "~/forms/field-types";
import { formInput } from "~/forms/form-reader";
import { Honeypot } from "~/forms/honeypot";
import { preloadPhoneParser } from "~/forms/phone";
import { useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { ErrorSummary, summaryItems } from "~/ui/error-summary";
import { CloseIcon, ShieldIcon } from "~/ui/icons";
import { Notice } from "~/ui/notice";
import { PageLink } from "~/ui/page-link";
import { ProgressDots } from "~/ui/progress-dots";
import type { StepErrors } from "./schema";
import type { ProductConfig } from "./types";

/**
 * The step checks (zod) are not needed to show or hydrate the form: fetched when the visitor
 * first touches it, so they stay out of the JavaScript every form page loads up front.
 */
const loadStepChecks = () => import("./schema");

export type QuoteCardProps = {
  config: ProductConfig;
  formToken: string;
  sentReference: string | null;
  /** The server's answer to the last post (no-JavaScript steps, or errors found by the server). */
  serverState: { step: number; values: Answers; errors: StepErrors | null } | undefined;
  broker: Broker;
  expanded: boolean;
  onExpand: () => void;
  onCollapse: () => void;
};

/** Keeps what the visitor chose, as the form sends it (lists for multiple choices). */
function answersOf(input: Record<string, string | string[] | undefined>): Answers {
  const answers: Answers = {};
  for (const [name, value] of Object.entries(input)) if (value !== undefined) answers[name] = value;
  return answers;
}

/**
 * The one form engine (spec §2 "Form card behaviour"): any product config becomes a three-step
 * card. Continue validates the current step with the product's schema and moves on; the last
 * step posts everything to the server, which validates again. Without JavaScript each step posts
 * and the server answers with the next one. The last step is posted as the browser posts a form
 * (the page it answers with shows the success or the server's errors): the card needs no router,
 * and hydrates on its own on a page hydrated as islands (docs/decisions/0047).
 */
export function QuoteCard({
  config,
  formToken,
  sentReference,
  serverState,
  broker,
  expanded,
  onExpand,
  onCollapse,
}: QuoteCardProps) {
  const t = useT();
  // Not useId(): an island hydrates as a root of its own, where React's ids differ from those the
  // server wrote inside the whole page (docs/decisions/0047); a page has one card.
  const id = `quote-${config.id}`;
  const formRef = useRef<HTMLFormElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState(serverState?.step ?? 1);
  const [values, setValues] = useState<Answers>(serverState?.values ?? {});
  const [errors, setErrors] = useState<StepErrors | null>(serverState?.errors ?? null);
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  // Set synchronously: a double click's second event arrives before React re-renders.
  const inFlight = useRef(false);

  useEffect(() => {
    if (!serverState) return;
    inFlight.current = false;
    setStep(serverState.step);
    setValues(serverState.values);
    setErrors(serverState.errors);
  }, [serverState]);

  useEffect(() => {
    if (step === config.steps.length) preloadPhoneParser();
  }, [step, config.steps.length]);

  // Back to a page the browser kept while it was being sent: the card can send again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setSending(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  const busy = checking || sending;
  const total = config.steps.length;
  const current = config.steps[step - 1] ?? config.steps[0];
  const isLast = step === total;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || inFlight.current) return;
    const form = event.currentTarget;
    inFlight.current = true;
    setChecking(true);
    const data = new FormData(form);
    const checks = await loadStepChecks().catch(() => null);
    if (!checks) {
      // The checks could not be fetched (connection lost): the server checks the step instead,
      // as it does without JavaScript.
      form.submit();
      return;
    }
    const { readStepInput, validateStep } = checks;
    const input = readStepInput(config, step - 1, formInput(data));
    const result = await validateStep(config, step - 1, input);
    setChecking(false);
    if (!result.ok || !isLast) inFlight.current = false;
    if (!result.ok) {
      // A new object each time: the error summary takes the focus again.
      setErrors({ ...result.errors });
      return;
    }
    setErrors(null);
    if (!isLast) {
      setValues((previous) => ({ ...previous, ...answersOf(input) }));
      setStep(step + 1);
      // Take keyboard and screen-reader users to the new step's title.
      requestAnimationFrame(() => stepHeadingRef.current?.focus());
      return;
    }
    setSending(true);
    // The browser's own post (no submit event, so no second check): the answer is the next page.
    form.submit();
  }

  const frame = { config, expanded, onExpand, onCollapse, headingId: `${id}-title` };
  if (sentReference) {
    return (
      <CardFrame {...frame}>
        <div className="flex flex-col items-center gap-4 py-6 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
            <ShieldIcon className="size-7" />
          </span>
          <Notice tone="success" className="w-full">
            <p data-testid="quote-success">{t(config.successKey)}</p>
          </Notice>
          <p className="text-sm text-muted">{t("quote.reference", { reference: sentReference })}</p>
          <PageLink to={config.path} className="text-sm font-semibold text-gold-strong underline underline-offset-4">
            {t("quote.newRequest")}
          </PageLink>
        </div>
      </CardFrame>
    );
  }

  const fieldError = (name: string) => {
    const key = errors?.fields[name];
    return key ? t(key) : undefined;
  };
  const problems = summaryItems(
    errors?.fields,
    Object.fromEntries([
      ...current.fields.map((field) => [field.name, `${id}-${field.name}`]),
      ...(isLast ? [[CONSENT_FIELDS.privacy, `${id}-privacy`]] : []),
    ]),
    t,
  );
  return (
    <CardFrame {...frame}>
      <div className="mt-4">
        <ProgressDots current={step} total={total} label={t("quote.progress", { current: step, total })} />
      </div>
      <form
        ref={formRef}
        method="post"
        action={config.path}
        noValidate
        onSubmit={onSubmit}
        onFocus={loadStepChecks}
        className="mt-5"
        aria-labelledby={`${id}-title`}
      >
        <input type="hidden" name="_step" value={step} />
        <input type="hidden" name={TOKEN_FIELD} value={formToken} />
        {config.steps
          .slice(0, step - 1)
          .flatMap((earlier) =>
            earlier.fields.map((field) => (
              <CarriedValue key={field.name} name={field.name} value={values[field.name]} />
            )),
          )}
        <Honeypot />

        <ErrorSummary
          id={`${id}-notice`}
          className="mb-4"
          title={t("problems.summary.title")}
          notice={errors ? t(errors.notice) : undefined}
          items={problems}
          attempt={errors}
        />

        <h3
          ref={stepHeadingRef}
          tabIndex={-1}
          className="font-sans text-lg font-semibold focus:outline-none"
          data-testid="quote-step-title"
        >
          {t(current.titleKey)}
        </h3>
        <div key={step} className="mt-4 space-y-5">
          {current.fields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              id={`${id}-${field.name}`}
              value={values[field.name]}
              error={fieldError(field.name)}
            />
          ))}
          {isLast && <ConsentBoxes id={id} broker={broker} error={fieldError(CONSENT_FIELDS.privacy)} />}
        </div>

        <Button
          type="submit"
          size="lg"
          variant={isLast ? "primary" : "secondary"}
          className="mt-6 w-full"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t(isLast ? (sending ? "quote.sending" : "quote.submit") : "quote.continue")}
        </Button>
        {isLast && <p className="mt-3 text-center text-xs text-muted">{t("quote.reassurance")}</p>}
      </form>
    </CardFrame>
  );
}

function CardFrame({
  config,
  expanded,
  onExpand,
  onCollapse,
  headingId,
  children,
}: Pick<QuoteCardProps, "config" | "expanded" | "onExpand" | "onCollapse"> & {
  headingId: string;
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: expanding is a layout nicety; every control inside is a real, focusable input.
    <section
      aria-labelledby={headingId}
      data-testid="quote-card"
      data-expanded={expanded}
      onClick={() => !expanded && onExpand()}
      className={cn(
        "relative min-h-[280px] rounded-card border border-line bg-surface p-6 shadow-card sm:p-7",
        !expanded && "cursor-pointer",
      )}
    >
      <h2 id={headingId} className="pr-12 text-2xl">
        {t(config.titleKey)}
      </h2>
      <p className="mt-1 text-sm text-muted">{t(config.subtitleKey)}</p>
      {expanded && (
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onCollapse();
          }}
          aria-label={t("quote.collapse")}
          className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
        >
          <CloseIcon />
        </button>
      )}
      {children}
    </section>
  );
}

function CarriedValue({ name, value }: { name: string; value: string | string[] | undefined }) {
  if (value === undefined) return null;
  const list = Array.isArray(value) ? value : [value];
  return list.map((v) => <input key={`${name}-${v}`} type="hidden" name={name} value={v} />);
}
