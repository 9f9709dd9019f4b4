import { type FormEvent, useEffect, useRef, useState } from "react";
import { PrivacyBox } from "~/forms/consent-boxes";
import { TOKEN_FIELD } from "~/forms/field-names";
import { formInput } from "~/forms/form-reader";
import { Honeypot } from "~/forms/honeypot";
import { useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { ErrorSummary, summaryItems } from "~/ui/error-summary";
import { Field, inputClasses, TextAreaField, TextField } from "~/ui/form-controls";
import type { ApplicationActionData, ApplicationOrigin } from "./application-action.server";
import {
  APPLY_ANCHOR,
  type ApplicationErrors,
  type ApplicationField,
  CAREERS_PATH,
  MESSAGE_MAX,
  NAME_MAX,
} from "./application-fields";

/** The checks (zod) are not needed to show or hydrate the form: fetched when it is first used. */
const loadChecks = () => import("./application-schema");

/**
 * The spontaneous application form, in the dialog (with JavaScript) and in the #candidature
 * section (always). It checks itself, then posts as the browser posts a form (multipart): the
 * answer is the page with the success notice or the server's errors, next to the same fields, as
 * without JavaScript. It needs no router, and hydrates on its own as an island on the careers page
 * (docs/decisions/0047).
 */
export function ApplicationForm({
  origin,
  formToken,
  serverState,
}: {
  origin: ApplicationOrigin;
  formToken: string;
  serverState: ApplicationActionData | undefined;
}) {
  const t = useT();
  // Not useId(): an island hydrates as a root of its own, where React's ids differ from those the
  // server wrote inside the whole page (docs/decisions/0047); a page has one form of each origin.
  const id = `application-${origin}`;
  const own = serverState?.origin === origin ? serverState : undefined;
  const [errors, setErrors] = useState<ApplicationErrors | null>(own?.errors ?? null);
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  // Set synchronously: a double click's second event arrives before React re-renders.
  const inFlight = useRef(false);

  useEffect(() => {
    inFlight.current = false;
    setErrors(own?.errors ?? null);
  }, [own]);

  // Back to a page the browser kept while it was being sent: the form can send again.
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || inFlight.current) return;
    const form = event.currentTarget;
    setChecking(true);
    const checks = await loadChecks().catch(() => null);
    if (!checks) {
      // The checks could not be fetched (connection lost): the server checks the form instead,
      // as it does without JavaScript.
      inFlight.current = true;
      form.submit();
      return;
    }
    const result = await checks.validateApplication(formInput(new FormData(form)));
    setChecking(false);
    if (!result.ok) {
      // A new object each time: the error summary takes the focus again.
      setErrors({ ...result.errors });
      return;
    }
    setErrors(null);
    inFlight.current = true;
    setSending(true);
    // The browser's own post (no submit event, so no second check): the answer is the next page.
    form.submit();
  }

  const error = (name: ApplicationField) => {
    const key = errors?.fields[name];
    return key ? t(key) : undefined;
  };
  const values = own?.values;
  const problems = summaryItems(
    errors?.fields,
    { name: `${id}-name`, email: `${id}-email`, message: `${id}-message`, cv: `${id}-cv`, consent: `${id}-consent` },
    t,
  );

  return (
    <form
      method="post"
      action={`${CAREERS_PATH}#${APPLY_ANCHOR}`}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onFocus={loadChecks}
      className="space-y-5"
      data-testid={`application-form-${origin}`}
    >
      <input type="hidden" name={TOKEN_FIELD} value={formToken} />
      <input type="hidden" name="_origin" value={origin} />
      <Honeypot />

      <ErrorSummary
        id={`${id}-problems`}
        title={t("problems.summary.title")}
        notice={errors ? t(errors.notice) : undefined}
        items={problems}
        attempt={errors}
      />

      <TextField
        id={`${id}-name`}
        name="name"
        type="text"
        autoComplete="name"
        // Ten more than the rule, so that a name too long gets the server's message, not a silent cut.
        maxLength={NAME_MAX + 10}
        label={t("careers.apply.name")}
        defaultValue={values?.name ?? ""}
        error={error("name")}
      />

      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        label={t("careers.apply.email")}
        defaultValue={values?.email ?? ""}
        error={error("email")}
      />

      <TextAreaField
        id={`${id}-message`}
        name="message"
        rows={5}
        maxLength={MESSAGE_MAX}
        label={t("careers.apply.message")}
        hint={t("careers.apply.messageHint")}
        defaultValue={values?.message ?? ""}
        error={error("message")}
      />

      <Field id={`${id}-cv`} label={t("careers.apply.cv")} hint={t("careers.apply.cvHint")} error={error("cv")}>
        {(aria) => (
          <input
            {...aria}
            name="cv"
            type="file"
            accept="application/pdf,.pdf"
            className={`${inputClasses} py-2.5 file:mr-4 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-1.5 file:font-semibold file:text-ink`}
          />
        )}
      </Field>

      <div className="rounded-control bg-sand p-4 text-sm">
        <PrivacyBox
          id={`${id}-consent`}
          name="consent"
          text={t("careers.apply.consent")}
          linkText={t("careers.apply.privacyLink")}
          error={error("consent")}
        />
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy || undefined}>
        {t(sending ? "careers.apply.sending" : "careers.apply.submit")}
      </Button>
    </form>
  );
}
