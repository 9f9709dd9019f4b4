import { Form } from "react-router";
import { AuthAlternatives, AuthCard } from "~/forms/auth-card";
import { ForgotPasswordCard, NewPasswordCard, PasswordSignInForm } from "~/forms/password-cards";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS, keepReturnTo } from "~/paths/customer-area";
import { Button } from "~/ui/button";
import { type AuthFormState, PASSWORD_PAUSED_KEY } from "./auth-form-state";

// The screens of the password way in: signing in with it, asking for a link, setting a new one.

/**
 * The customer sign-in screen: e-mail and password, and the two ways round a forgotten password.
 * The form posts to this screen's own address, which carries the page to come back to.
 */
export function SignInScreen({
  state,
  success,
  returnTo,
}: {
  state?: AuthFormState;
  success: string | null;
  returnTo: string;
}) {
  const t = useT();
  return (
    <AuthCard title={t("account.signIn.title")} lead={t("account.signIn.lead")}>
      <PasswordSignInForm
        ns="account"
        state={state}
        success={success}
        busyLabel={t("account.signIn.submitting")}
        testId="sign-in-form"
      />
      {state?.notice?.key === PASSWORD_PAUSED_KEY && state.values.email ? (
        <CodeInstead email={state.values.email} returnTo={returnTo} />
      ) : null}
      <AuthAlternatives
        links={[
          { to: keepReturnTo(CUSTOMER_PATHS.code, returnTo), label: t("account.signIn.withCode") },
          { to: CUSTOMER_PATHS.forgot, label: t("account.signIn.forgot") },
        ]}
      />
      <p className="mt-4 text-sm text-muted">{t("account.signIn.noAccount")}</p>
    </AuthCard>
  );
}

/**
 * The way in that still works while the account's password is paused: one click sends a code to
 * the address just typed (the code screen's first step, without JavaScript too).
 */
function CodeInstead({ email, returnTo }: { email: string; returnTo: string }) {
  const t = useT();
  return (
    <Form
      method="post"
      action={keepReturnTo(CUSTOMER_PATHS.code, returnTo)}
      className="mt-4"
      data-testid="code-instead"
    >
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="email" value={email} />
      <Button type="submit" size="lg" className="w-full">
        {t("account.signIn.pausedWithCode")}
      </Button>
    </Form>
  );
}

/** "Mot de passe oublié ?": the address to send a reset link to, then the same answer for all. */
export function ForgotPasswordScreen({ state, sent }: { state?: AuthFormState; sent: boolean }) {
  return <ForgotPasswordCard ns="account" state={state} sent={sent} backTo={CUSTOMER_PATHS.signIn} />;
}

/** The emailed link's landing: a new password, typed twice; or why the link no longer works. */
export function NewPasswordScreen({ state, token }: { state?: AuthFormState; token: string | null }) {
  return <NewPasswordCard ns="account" state={state} token={token} againTo={CUSTOMER_PATHS.forgot} />;
}
