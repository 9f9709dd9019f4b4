import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "~/i18n/react";
import { AUTH_PATHS } from "~/server/auth/paths";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/form-controls";
import { AuthCard, AuthLink, FormNotice, useFocusOnRefusal } from "./auth-card";
import type { AuthFormState } from "./auth-forms";

/** "/espace-client" signed out: email and password, and the two ways round a forgotten password. */
export function SignInScreen({ state, success }: { state?: AuthFormState; success: string | null }) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const formRef = useFocusOnRefusal(state);
  const busy = navigation.state === "submitting";
  const error = (key?: string) => (key ? t(key) : undefined);
  return (
    <AuthCard title={t("account.signIn.title")} lead={t("account.signIn.lead")}>
      <Form method="post" noValidate ref={formRef} className="space-y-5" data-testid="sign-in-form">
        <FormNotice state={state} success={success} />
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          maxLength={320}
          required
          label={t("account.fields.email")}
          defaultValue={state?.values.email ?? ""}
          error={error(state?.fields.email)}
        />
        <TextField
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={t("account.fields.password")}
          error={error(state?.fields.password)}
        />
        <Button
          type="submit"
          size="lg"
          variant="secondary"
          className="w-full"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t(busy ? "account.signIn.submitting" : "account.signIn.submit")}
        </Button>
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
