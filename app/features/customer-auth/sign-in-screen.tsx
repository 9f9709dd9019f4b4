import { useId } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/react";
import {
  AuthAlternatives,
  AuthCard,
  AuthSubmit,
  EmailField,
  FormNotice,
  PasswordField,
  useFocusOnRefusal,
} from "./auth-card";
import type { AuthFormState } from "./auth-forms";
import { AUTH_PATHS, keepReturnTo } from "./paths";

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
  const id = useId();
  const formRef = useFocusOnRefusal(state);
  return (
    <AuthCard title={t("account.signIn.title")} lead={t("account.signIn.lead")}>
      <Form method="post" noValidate ref={formRef} className="space-y-5" data-testid="sign-in-form">
        <FormNotice state={state} success={success} />
        <EmailField id={id} state={state} autoComplete="username" />
        <PasswordField
          id={id}
          name="password"
          state={state}
          autoComplete="current-password"
          label={t("account.fields.password")}
        />
        <AuthSubmit label={t("account.signIn.submit")} busyLabel={t("account.signIn.submitting")} />
      </Form>
      <AuthAlternatives
        links={[
          { to: keepReturnTo(AUTH_PATHS.code, returnTo), label: t("account.signIn.withCode") },
          { to: AUTH_PATHS.forgot, label: t("account.signIn.forgot") },
        ]}
      />
      <p className="mt-4 text-sm text-muted">{t("account.signIn.noAccount")}</p>
    </AuthCard>
  );
}
