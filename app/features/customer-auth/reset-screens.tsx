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
import { AUTH_PATHS } from "./paths";

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
          <PasswordField
            id={id}
            name="password"
            state={state}
            autoComplete="new-password"
            label={t("account.reset.password")}
            hint={t("account.reset.passwordHint")}
          />
          <PasswordField
            id={id}
            name="confirm"
            state={state}
            autoComplete="new-password"
            label={t("account.reset.confirm")}
          />
          <AuthSubmit label={t("account.reset.submit")} />
        </Form>
      )}
    </AuthCard>
  );
}
