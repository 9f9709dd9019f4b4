import { useId } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { AUTH_PATHS } from "~/server/auth/paths";
import { TextField } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import { AuthCard, AuthLink, AuthSubmit, EmailField, FormNotice, useFocusOnRefusal } from "./auth-card";
import type { AuthFormState } from "./auth-forms";

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
      <p className="mt-5 border-t border-line pt-4 text-sm">
        <AuthLink to={AUTH_PATHS.home}>{t("account.forgot.back")}</AuthLink>
      </p>
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
          <TextField
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            label={t("account.reset.password")}
            hint={t("account.reset.passwordHint")}
            error={state?.fields.password ? t(state.fields.password) : undefined}
          />
          <TextField
            id={`${id}-confirm`}
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            label={t("account.reset.confirm")}
            error={state?.fields.confirm ? t(state.fields.confirm) : undefined}
          />
          <AuthSubmit label={t("account.reset.submit")} />
        </Form>
      )}
    </AuthCard>
  );
}
