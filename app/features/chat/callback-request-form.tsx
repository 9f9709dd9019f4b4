import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { ConsentBoxes } from "~/forms/consent-boxes";
import type { Broker } from "~/forms/consent-texts";
import { FieldInput } from "~/forms/field-input";
import { CONSENT_FIELDS, HONEYPOT_FIELD } from "~/forms/field-names";
import { formInput } from "~/forms/form-reader";
import { Honeypot } from "~/forms/honeypot";
import { preloadPhoneParser } from "~/forms/phone";
import { useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { ErrorSummary, summaryItems } from "~/ui/error-summary";
import { Notice } from "~/ui/notice";
import { CALLBACK_FIELDS, validateCallback } from "./callback-form";
import { CHAT_ENDPOINT } from "./use-chat";

type Errors = { notice: string; fields: Record<string, string> };

function isSent(body: unknown): body is { reference: string } {
  return typeof body === "object" && body !== null && typeof (body as { reference?: unknown }).reference === "string";
}

function isRefusal(body: unknown): body is Errors & { error: string } {
  const value = body as { error?: unknown; fields?: unknown } | null;
  return typeof value?.error === "string" && typeof value.fields === "object" && value.fields !== null;
}

export type CallbackRequestFormProps = {
  /** The offer's signed token: the request's idempotency key and the time the offer was shown. */
  token: string;
  /** The visitor's question, pre-filled (they may rephrase it). */
  question: string;
  broker: Broker;
  /** The reference of a request already sent from this offer: the form shows its confirmation. */
  sentReference: string | undefined;
  onSent: (reference: string) => void;
  onBack: () => void;
};

/**
 * "Être rappelé par un conseiller" inside the concierge: name, phone, e-mail, preferred moment and
 * the question, with the lead forms' consent boxes. The fields' schema checks the input here and
 * again on the server; errors sit under their fields (aria-describedby) and in the error
 * summary on top, which takes the focus; once sent, the confirmation takes the focus.
 */
export function CallbackRequestForm({
  token,
  question,
  broker,
  sentReference,
  onSent,
  onBack,
}: CallbackRequestFormProps) {
  const t = useT();
  const id = useId();
  // Each heading takes the focus as it appears: the form's on opening, the confirmation's once sent.
  const focusOnMount = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors | null>(null);
  const [sending, setSending] = useState(false);
  // Set synchronously: a double click's second event arrives before React re-renders.
  const inFlight = useRef(false);

  useEffect(() => {
    preloadPhoneParser();
  }, []);

  // The error summary, on top of the form, takes the focus and links to each field at fault.
  function showErrors(next: Errors) {
    setErrors(next);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    const form = new FormData(event.currentTarget);
    try {
      const checked = await validateCallback(formInput(form));
      if (!checked.ok) {
        const fields = Object.fromEntries(Object.entries(checked.errors.fields).map(([name, key]) => [name, t(key)]));
        showErrors({ notice: t(checked.errors.notice), fields });
        return;
      }
      const response = await fetch(CHAT_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          callback: { ...checked.values, token, [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD) },
        }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok && isSent(body)) {
        setErrors(null);
        onSent(body.reference);
      } else if (isRefusal(body)) {
        showErrors({ notice: body.error, fields: body.fields });
      } else {
        showErrors({ notice: t("chat.callback.errors.failed"), fields: {} });
      }
    } catch {
      showErrors({ notice: t("chat.callback.errors.failed"), fields: {} });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const heading = (key: string) => (
    <h3
      ref={focusOnMount}
      id={`${id}-title`}
      tabIndex={-1}
      className="font-sans text-base font-semibold focus:outline-none"
    >
      {t(key)}
    </h3>
  );
  const problems = summaryItems(
    errors?.fields,
    Object.fromEntries([
      ...CALLBACK_FIELDS.map((field) => [field.name, `${id}-${field.name}`]),
      [CONSENT_FIELDS.privacy, `${id}-privacy`],
    ]),
    (message) => message,
  );
  const back = (
    <Button type="button" variant="outline" className="w-full" onClick={onBack}>
      {t("chat.callback.back")}
    </Button>
  );

  if (sentReference) {
    return (
      <div className="space-y-4" data-testid="chat-callback-sent">
        {heading("chat.callback.successTitle")}
        <Notice tone="success">
          <p>{t("chat.callback.success")}</p>
          <p className="mt-1 font-normal">{t("chat.callback.reference", { reference: sentReference })}</p>
        </Notice>
        {back}
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-4">
      {heading("chat.callback.title")}
      <p className="text-sm text-muted">{t("chat.callback.intro")}</p>
      <Honeypot />
      <ErrorSummary
        id={`${id}-problems`}
        title={t("problems.summary.title")}
        notice={errors?.notice}
        items={problems}
        attempt={errors}
      />
      {CALLBACK_FIELDS.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          id={`${id}-${field.name}`}
          value={field.name === "question" ? question : undefined}
          error={errors?.fields[field.name]}
        />
      ))}
      <ConsentBoxes id={id} broker={broker} error={errors?.fields[CONSENT_FIELDS.privacy]} />
      <Button type="submit" className="w-full" disabled={sending} aria-busy={sending || undefined}>
        {t(sending ? "chat.callback.sending" : "chat.callback.submit")}
      </Button>
      {back}
    </form>
  );
}
