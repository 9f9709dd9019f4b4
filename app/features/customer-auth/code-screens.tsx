import { type ReactNode, useEffect, useId, useState } from "react";
import { AuthAlternatives, AuthCard, AuthForm, AuthSubmit, EmailField } from "~/forms/auth-card";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS, keepReturnTo } from "~/paths/customer-area";
import { CodeSlots } from "~/ui/code-slots";
import { Field } from "~/ui/form-controls";
import type { AuthFormState } from "./auth-form-state";

type CodeScreenProps = { state?: AuthFormState; returnTo: string };

/** Both steps post to the code screen (keeping the page to come back to), saying which step it is. */
function CodeForm({
  intent,
  children,
  ...props
}: CodeScreenProps & { id: string; intent: "send" | "verify"; children: ReactNode }) {
  return (
    <AuthForm id={props.id} state={props.state} action={keepReturnTo(CUSTOMER_PATHS.code, props.returnTo)}>
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
      <CodeForm id={id} intent="send" state={state} returnTo={returnTo}>
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
  return (
    <AuthCard title={t("account.code.verifyTitle")} lead={t("account.code.sentTo", { email })}>
      <CodeForm id={id} intent="verify" state={state} returnTo={returnTo}>
        <Field
          id={`${id}-code`}
          label={t("account.code.codeLabel")}
          labelClassName="mb-3 block text-sm font-semibold"
          hint={t("account.code.codeHint")}
          hintClassName="mt-3 text-xs text-muted"
          error={error && t(error)}
        >
          {(aria) => (
            <CodeSlots
              id={aria.id}
              name="code"
              length={6}
              digitsOnly
              value={code}
              onChange={setCode}
              label={t("account.code.codeLabel")}
              invalid={aria["aria-invalid"]}
              describedBy={aria["aria-describedby"]}
              autoFocus
            />
          )}
        </Field>
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
