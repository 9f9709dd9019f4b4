import { useId } from "react";
import { useT } from "~/i18n/react";
import { Notice } from "~/ui/notice";
import {
  AuthAlternatives,
  AuthCard,
  AuthForm,
  AuthLink,
  AuthSubmit,
  EmailField,
  PasswordField,
  type SignInFormState,
} from "./auth-card";

// The password screens the customers' and the staff's doors share. Each door's dictionary
// (`account`, `staff`) has the same keys under fields, signIn, forgot and reset; `ns` names it.

type Door = "account" | "staff";

/** The new password, typed twice. */
const NEW_PASSWORD_FIELDS = [
  { name: "password", label: "reset.password", hint: "reset.passwordHint" },
  { name: "confirm", label: "reset.confirm", hint: undefined },
] as const;

/** E-mail and password, then the one button (`busyLabel` while it is sent, where the door has one). */
export function PasswordSignInForm({
  ns,
  state,
  success,
  busyLabel,
  testId,
}: {
  ns: Door;
  state?: SignInFormState;
  success?: string | null;
  busyLabel?: string;
  testId: string;
}) {
  const t = useT();
  const id = useId();
  return (
    <AuthForm id={id} state={state} success={success} testId={testId}>
      <EmailField id={id} state={state} label={t(`${ns}.fields.email`)} autoComplete="username" />
      <PasswordField
        id={id}
        name="password"
        state={state}
        autoComplete="current-password"
        label={t(`${ns}.fields.password`)}
      />
      <AuthSubmit label={t(`${ns}.signIn.submit`)} busyLabel={busyLabel} />
    </AuthForm>
  );
}

/** "Mot de passe oublié ?": the address to send a reset link to, then the same answer for all. */
export function ForgotPasswordCard({
  ns,
  state,
  sent,
  backTo,
  className,
}: {
  ns: Door;
  state?: SignInFormState;
  sent: boolean;
  backTo: string;
  className?: string;
}) {
  const t = useT();
  const id = useId();
  return (
    <AuthCard title={t(`${ns}.forgot.title`)} lead={t(`${ns}.forgot.lead`)} className={className}>
      {sent ? (
        <Notice tone="success">{t(`${ns}.forgot.sent`)}</Notice>
      ) : (
        <AuthForm id={id} state={state}>
          <EmailField id={id} state={state} label={t(`${ns}.fields.email`)} />
          <AuthSubmit label={t(`${ns}.forgot.submit`)} />
        </AuthForm>
      )}
      <AuthAlternatives links={[{ to: backTo, label: t(`${ns}.forgot.back`) }]} />
    </AuthCard>
  );
}

/** The e-mailed link's landing: a new password, typed twice; or why the link no longer works. */
export function NewPasswordCard({
  ns,
  state,
  token,
  againTo,
  className,
}: {
  ns: Door;
  state?: SignInFormState;
  token: string | null;
  againTo: string;
  className?: string;
}) {
  const t = useT();
  const id = useId();
  const invalid = !token || state?.notice?.key === `${ns}.reset.invalid`;
  return (
    <AuthCard title={t(`${ns}.reset.title`)} lead={invalid ? undefined : t(`${ns}.reset.lead`)} className={className}>
      {invalid ? (
        <>
          <Notice tone="error">{t(`${ns}.reset.invalid`)}</Notice>
          <p className="mt-5 text-sm">
            <AuthLink to={againTo}>{t(`${ns}.reset.again`)}</AuthLink>
          </p>
        </>
      ) : (
        <AuthForm id={id} state={state}>
          <input type="hidden" name="token" value={token} />
          {NEW_PASSWORD_FIELDS.map((field) => (
            <PasswordField
              key={field.name}
              id={id}
              name={field.name}
              state={state}
              autoComplete="new-password"
              label={t(`${ns}.${field.label}`)}
              hint={field.hint && t(`${ns}.${field.hint}`)}
            />
          ))}
          <AuthSubmit label={t(`${ns}.reset.submit`)} />
        </AuthForm>
      )}
    </AuthCard>
  );
}
