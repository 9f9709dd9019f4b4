import { useId } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { Notice } from "~/ui/notice";
import {
  AuthAlternatives,
  AuthCard,
  AuthLink,
  AuthSubmit,
  EmailField,
  FormNotice,
  PasswordField,
  useFocusOnRefusal,
} from "./auth-card";
import type { AuthFormState } from "./auth-forms";
import { AUTH_PATHS, keepReturnTo } from "./paths";

// The screens of the password way in: signing in with it, asking for a link, setting a new one.

/** The new password, typed twice. */
const NEW_PASSWORD_FIELDS = [
  { name: "password", label: "account.reset.password", hint: "account.reset.passwordHint" },
  { name: "confirm", label: "account.reset.confirm", hint: undefined },
] as const;

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

/** "Mot de passe oublié ?": the address to send a reset link to, then the same answer for all. */
export function ForgotPasswordScreen({ state, sent }: { state?: AuthFormState; sent: boolean }) {
  const t = useT();
  const id = useId();
  const formRef = useFocusOnRefusal(state);
  return (
    <AuthCard title={t("account.forgot.title")} lead={t("account.forgot.lead")}>
      {sent ? (
        <Notice tone="success">{t("account.forgot.sent")}</Notice>
      ) : (
        <Form method="post" noValidate ref={formRef} className="space-y-5">
          <FormNotice state={state} />
          <EmailField id={id} state={state} />
          <AuthSubmit label={t("account.forgot.submit")} />
        </Form>
      )}
      <AuthAlternatives links={[{ to: AUTH_PATHS.signIn, label: t("account.forgot.back") }]} />
    </AuthCard>
  );
}

/** The emailed link's landing: a new password, typed twice; or why the link no longer works. */
export function NewPasswordScreen({ state, token }: { state?: AuthFormState; token: string | null }) {
  const t = useT();
  const id = useId();
  const formRef = useFocusOnRefusal(state);
  const invalid = !token || state?.notice?.key === "account.reset.invalid";
  return (
    <AuthCard title={t("account.reset.title")} lead={invalid ? undefined : t("account.reset.lead")}>
      {invalid ? (
        <>
          <Notice tone="error">{t("account.reset.invalid")}</Notice>
          <p className="mt-5 text-sm">
            <AuthLink to={AUTH_PATHS.forgot}>{t("account.reset.again")}</AuthLink>
          </p>
        </>
      ) : (
        <Form method="post" noValidate ref={formRef} className="space-y-5">
          <input type="hidden" name="token" value={token} />
          <FormNotice state={state} />
          {NEW_PASSWORD_FIELDS.map((field) => (
            <PasswordField
              key={field.name}
              id={id}
              name={field.name}
              state={state}
              autoComplete="new-password"
              label={t(field.label)}
              hint={field.hint && t(field.hint)}
            />
          ))}
          <AuthSubmit label={t("account.reset.submit")} />
        </Form>
      )}
    </AuthCard>
  );
}
