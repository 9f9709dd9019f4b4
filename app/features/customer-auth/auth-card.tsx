import { type ReactNode, useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import { useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { TextField } from "~/ui/form-controls";
import { LockIcon } from "~/ui/icons";
import { Notice } from "~/ui/notice";
import type { AuthFormState } from "./auth-forms";

/** The frame of every sign-in screen: one calm card, a title, a line of explanation. */
export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <div className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-ink text-gold">
          <LockIcon className="size-6" />
        </span>
        <h1 className="mt-5 text-2xl sm:text-3xl">{title}</h1>
        {lead && <p className="mt-3 text-ink-soft">{lead}</p>}
        <div className="mt-6">{children}</div>
      </div>
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
