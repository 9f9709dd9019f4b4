import { useEffect, useId, useState } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { AUTH_PATHS } from "~/server/auth/paths";
import { CodeSlots } from "~/ui/code-slots";
import { FieldError } from "~/ui/form-controls";
import { AuthCard, AuthLink, AuthSubmit, EmailField, FormNotice, useFocusOnRefusal } from "./auth-card";
import type { AuthFormState } from "./auth-forms";

const NEW_CODE = `${AUTH_PATHS.code}?nouveau=1`;

/** Step 1: the address to send a one-time code to. */
export function CodeRequestScreen({ state, email }: { state?: AuthFormState; email: string | null }) {
  const t = useT();
  const id = useId();
  const formRef = useFocusOnRefusal(state);
  return (
    <AuthCard title={t("account.code.title")} lead={t("account.code.lead")}>
      <Form method="post" action={AUTH_PATHS.code} noValidate ref={formRef} className="space-y-5">
        <input type="hidden" name="intent" value="send" />
        <FormNotice state={state} />
        <EmailField id={id} state={state} defaultValue={email} />
        <AuthSubmit label={t("account.code.submit")} />
      </Form>
      <p className="mt-5 border-t border-line pt-4 text-sm">
        <AuthLink to={AUTH_PATHS.home}>{t("account.code.withPassword")}</AuthLink>
      </p>
    </AuthCard>
  );
}

/** Step 2: the six digits received by email (typed into one field, shown as six boxes). */
export function CodeVerifyScreen({ state, email }: { state?: AuthFormState; email: string }) {
  const t = useT();
  const id = useId();
  const formRef = useFocusOnRefusal(state);
  const [code, setCode] = useState("");
  // A refused code is cleared, ready for the next try (the server never sends it back).
  useEffect(() => {
    if (state) setCode("");
  }, [state]);
  const error = state?.fields.code;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <AuthCard title={t("account.code.verifyTitle")} lead={t("account.code.sentTo", { email })}>
      <Form method="post" action={AUTH_PATHS.code} noValidate ref={formRef} className="space-y-5">
        <input type="hidden" name="intent" value="verify" />
        <FormNotice state={state} />
        <div>
          <label htmlFor={`${id}-code`} className="mb-3 block text-sm font-semibold">
            {t("account.code.codeLabel")}
          </label>
          <CodeSlots
            id={`${id}-code`}
            name="code"
            length={6}
            digitsOnly
            value={code}
            onChange={setCode}
            label={t("account.code.codeLabel")}
            invalid={Boolean(error)}
            describedBy={describedBy}
            autoFocus
          />
          <p id={`${id}-hint`} className="mt-3 text-xs text-muted">
            {t("account.code.codeHint")}
          </p>
          {error && <FieldError id={`${id}-error`}>{t(error)}</FieldError>}
        </div>
        <AuthSubmit label={t("account.code.verify")} />
      </Form>
      <ul className="mt-5 flex flex-col items-start gap-1 border-t border-line pt-4 text-sm">
        <li>
          <AuthLink to={NEW_CODE}>{t("account.code.another")}</AuthLink>
        </li>
        <li>
          <AuthLink to={AUTH_PATHS.home}>{t("account.code.withPassword")}</AuthLink>
        </li>
      </ul>
    </AuthCard>
  );
}
