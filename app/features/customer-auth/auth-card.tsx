import { type ReactNode, useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import { useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { TextField } from "~/ui/form-controls";
import { LockCard } from "~/ui/lock-card";
import { Notice } from "~/ui/notice";
import type { AuthFormState } from "./auth-forms";

/** The frame of every sign-in screen: one calm card, a title, a line of explanation. */
export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
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

/** The form's notice: the server's refusal (announced at once) or a confirmation. */
export function FormNotice({ state, success }: { state?: AuthFormState; success?: string | null }) {
  const t = useT();
  if (state?.notice) {
    return (
      <div tabIndex={-1} data-form-notice className="mb-5 outline-none">
        <Notice tone="error">{t(state.notice.key, state.notice.params)}</Notice>
      </div>
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
 * After a refused submission (with JavaScript the page does not reload): password fields are
 * emptied, and focus goes to the first field in error, else to the notice, so keyboard and
 * screen-reader users land on what to fix.
 */
export function useFocusOnRefusal(state: AuthFormState | undefined) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form || !state) return;
    for (const input of form.querySelectorAll<HTMLInputElement>("input[type=password]")) input.value = "";
    const target =
      form.querySelector<HTMLElement>("[aria-invalid=true]") ?? form.querySelector<HTMLElement>("[data-form-notice]");
    target?.focus();
  }, [state]);
  return ref;
}

/** The e-mail address field of the sign-in, code and reset forms. */
export function EmailField({
  id,
  state,
  defaultValue,
  autoComplete = "email",
}: {
  id: string;
  state?: AuthFormState;
  defaultValue?: string | null;
  autoComplete?: "email" | "username";
}) {
  const t = useT();
  return (
    <TextField
      id={`${id}-email`}
      name="email"
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      spellCheck={false}
      maxLength={320}
      required
      label={t("account.fields.email")}
      defaultValue={state?.values.email ?? defaultValue ?? ""}
      error={state?.fields.email ? t(state.fields.email) : undefined}
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
  state?: AuthFormState;
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
