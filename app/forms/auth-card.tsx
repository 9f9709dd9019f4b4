import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useT } from "~/i18n/react";
import { SIGN_IN_EMAIL_MAX } from "~/server/limits";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { ErrorSummary } from "~/ui/error-summary";
import { TextField } from "~/ui/form-controls";
import { LockCard } from "~/ui/lock-card";
import { Notice } from "~/ui/notice";

// The sign-in card both doors use, the customers' and the staff's: the frame, the form's notice,
// the e-mail and password fields, the submit button and the other ways in. Texts come in as keys
// of the door's own namespace (the form state) or already in words (labels).

/** What a refused sign-in form shows again: a notice on top, errors by field, the values typed (never a secret). */
export type SignInFormState = {
  notice: { key: string; params?: Record<string, number | string> } | null;
  fields: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
};

/** The frame of every sign-in screen: one calm card, a title, a line of explanation. */
export function AuthCard({
  title,
  lead,
  className,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** The section's vertical room, where a door's ground asks for other than the default. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={cn("mx-auto w-full max-w-md px-4", className ?? "py-12 sm:py-20")}>
      <LockCard title={title} lead={lead}>
        <div className="mt-6">{children}</div>
      </LockCard>
    </section>
  );
}

export function AuthLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "inline-flex min-h-11 items-center font-semibold text-gold-strong underline underline-offset-4 hover:text-ink",
        className,
      )}
    >
      {children}
    </Link>
  );
}

/** The other ways in, under a screen's form (a code instead of a password, and back). */
export function AuthAlternatives({ links }: { links: Array<{ to: string; label: string }> }) {
  return (
    <ul className="mt-5 flex flex-col items-start gap-1 border-t border-line pt-4 text-sm">
      {links.map((link) => (
        <li key={link.to}>
          <AuthLink to={link.to}>{link.label}</AuthLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The form's notice: the server's refusal as the form's error summary (its notice and a link to
 * each field `<id>-<name>`), or a confirmation.
 */
export function FormNotice({ id, state, success }: { id: string; state?: SignInFormState; success?: string | null }) {
  const t = useT();
  if (state?.notice || Object.keys(state?.fields ?? {}).length > 0) {
    const items = Object.entries(state?.fields ?? {}).flatMap(([name, error]) =>
      error ? [{ field: `${id}-${name}`, message: t(error) }] : [],
    );
    const notice = state?.notice;
    return (
      <ErrorSummary
        id={`${id}-problems`}
        title={t("problems.summary.title")}
        notice={notice ? t(notice.key, notice.params) : undefined}
        items={items}
        attempt={state}
      />
    );
  }
  if (success)
    return (
      <Notice tone="success" className="mb-5">
        {t(success)}
      </Notice>
    );
  return null;
}

/**
 * After a refused submission (with JavaScript the page does not reload) the password fields are
 * emptied; the error summary takes the focus.
 */
export function useEmptyPasswordsOnRefusal(state: SignInFormState | undefined) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form || !state) return;
    for (const input of form.querySelectorAll<HTMLInputElement>("input[type=password]")) input.value = "";
  }, [state]);
  return ref;
}

/**
 * A sign-in card's form: posts to its screen (or `action`), shows the error summary on top
 * after a refusal. `id` is its fields' prefix (`<id>-email`…); `testId` names it for the
 * end-to-end tests.
 */
export function AuthForm({
  id,
  state,
  success,
  action,
  testId,
  children,
}: {
  id: string;
  state?: SignInFormState;
  success?: string | null;
  action?: string;
  testId?: string;
  children: ReactNode;
}) {
  const ref = useEmptyPasswordsOnRefusal(state);
  return (
    <Form method="post" action={action} noValidate ref={ref} className="space-y-5" data-testid={testId}>
      <FormNotice id={id} state={state} success={success} />
      {children}
    </Form>
  );
}

/** The e-mail address field of the sign-in, code and reset forms. */
export function EmailField({
  id,
  state,
  label,
  defaultValue,
  autoComplete = "email",
}: {
  id: string;
  state?: SignInFormState;
  label: string;
  defaultValue?: string | null;
  autoComplete?: "email" | "username";
}) {
  const t = useT();
  const error = state?.fields.email;
  return (
    <TextField
      id={`${id}-email`}
      name="email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      spellCheck={false}
      maxLength={SIGN_IN_EMAIL_MAX}
      required
      label={label}
      defaultValue={state?.values.email ?? defaultValue ?? ""}
      error={error ? t(error) : undefined}
    />
  );
}

/** A password field (never filled in again by the server), with its error from the form state. */
export function PasswordField({
  id,
  name,
  state,
  label,
  hint,
  autoComplete,
}: {
  id: string;
  name: "password" | "confirm";
  state?: SignInFormState;
  label: string;
  hint?: string;
  autoComplete: "current-password" | "new-password";
}) {
  const t = useT();
  const error = state?.fields[name];
  return (
    <TextField
      id={`${id}-${name}`}
      name={name}
      type="password"
      autoComplete={autoComplete}
      required
      label={label}
      hint={hint}
      error={error ? t(error) : undefined}
    />
  );
}

/** The form's one button, disabled while the form is being sent. */
export function AuthSubmit({ label, busyLabel }: { label: string; busyLabel?: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Button
      type="submit"
      size="lg"
      variant="secondary"
      className="w-full"
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy && busyLabel ? busyLabel : label}
    </Button>
  );
}
