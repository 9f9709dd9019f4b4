import { useId } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { AUTH_PATHS } from "~/server/auth/paths";
import { TextField } from "~/ui/form-controls";
import { AuthCard, AuthLink, AuthSubmit, EmailField, FormNotice, useFocusOnRefusal } from "./auth-card";
import type { AuthFormState } from "./auth-forms";

/** "/espace-client" signed out: email and password, and the two ways round a forgotten password. */
export function SignInScreen({ state, success }: { state?: AuthFormState; success: string | null }) {
  const t = useT();
  const id = useId();
  const formRef = useFocusOnRefusal(state);
  const error = (key?: string) => (key ? t(key) : undefined);
  return (
    <AuthCard title={t("account.signIn.title")} lead={t("account.signIn.lead")}>
      <Form method="post" noValidate ref={formRef} className="space-y-5" data-testid="sign-in-form">
        <FormNotice state={state} success={success} />
        <EmailField id={id} state={state} autoComplete="username" />
        <TextField
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={t("account.fields.password")}
          error={error(state?.fields.password)}
        />
        <AuthSubmit label={t("account.signIn.submit")} busyLabel={t("account.signIn.submitting")} />
      </Form>
      <ul className="mt-5 flex flex-col items-start gap-1 border-t border-line pt-4 text-sm">
        <li>
          <AuthLink to={AUTH_PATHS.code}>{t("account.signIn.withCode")}</AuthLink>
        </li>
        <li>
          <AuthLink to={AUTH_PATHS.forgot}>{t("account.signIn.forgot")}</AuthLink>
        </li>
      </ul>
      <p className="mt-4 text-sm text-muted">{t("account.signIn.noAccount")}</p>
    </AuthCard>
  );
}
