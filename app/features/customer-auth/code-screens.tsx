import { type ReactNode, useEffect, useId, useState } from "react";
import { AuthAlternatives, AuthCard, AuthForm, AuthSubmit, EmailField } from "~/forms/auth-card";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS, keepReturnTo } from "~/paths/customer-area";
import { CodeSlots } from "~/ui/code-slots";
import { FieldError } from "~/ui/form-controls";
import type { AuthFormState } from "./auth-forms";

type CodeScreenProps = { state?: AuthFormState; returnTo: string };

/** Both steps post to the code screen (keeping the page to come back to), saying which step it is. */
function CodeForm({
  intent,
  children,
  ...props
}: CodeScreenProps & { intent: "send" | "verify"; children: ReactNode }) {
  return (
    <AuthForm state={props.state} action={keepReturnTo(CUSTOMER_PATHS.code, props.returnTo)}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </AuthForm>
  );
}

/** Step 1: the address to send a one-time code to. */
export function CodeRequestScreen({ state, email, returnTo }: CodeScreenProps & { email: string | null }) {
  const t = useT();
  const id = useId();
  return (
    <AuthCard title={t("account.code.title")} lead={t("account.code.lead")}>
      <CodeForm intent="send" state={state} returnTo={returnTo}>
        <EmailField id={id} state={state} label={t("account.fields.email")} defaultValue={email} />
        <AuthSubmit label={t("account.code.submit")} />
      </CodeForm>
      <AuthAlternatives
        links={[{ to: keepReturnTo(CUSTOMER_PATHS.signIn, returnTo), label: t("account.code.withPassword") }]}
      />
    </AuthCard>
  );
}

/** Step 2: the six digits received by email (typed into one field, shown as six boxes). */
export function CodeVerifyScreen({ state, email, returnTo }: CodeScreenProps & { email: string }) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState("");
  // A refused code is cleared, ready for the next try (the server never sends it back).
  useEffect(() => {
    if (state) setCode("");
  }, [state]);
  const error = state?.fields.code;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <AuthCard title={t("account.code.verifyTitle")} lead={t("account.code.sentTo", { email })}>
      <CodeForm intent="verify" state={state} returnTo={returnTo}>
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
      </CodeForm>
      <AuthAlternatives
        links={[
          { to: keepReturnTo(CUSTOMER_PATHS.code, returnTo, { nouveau: "1" }), label: t("account.code.another") },
          { to: keepReturnTo(CUSTOMER_PATHS.signIn, returnTo), label: t("account.code.withPassword") },
        ]}
      />
    </AuthCard>
  );
}
