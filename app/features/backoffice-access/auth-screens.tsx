import { type ReactNode, useEffect, useId, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/form-controls";
import { LockCard } from "~/ui/lock-card";
import { Notice } from "~/ui/notice";
import { useBrandName } from "./back-office-shell";
import { STAFF_PATHS, withReturnTo } from "./paths";
import type { StaffFormState } from "./staff-forms";

// The back office's doors: sign-in, second factor, enrolment, forgotten and new password.

/** The frame of every staff sign-in screen: the brand's calm card on the back office's ground. */
export function StaffAuthFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  const t = useT();
  const brand = useBrandName();
  return (
    <main className="min-h-dvh bg-paper">
      <p className="px-6 pt-6 font-display text-lg text-ink">
        {brand} <span className="font-sans text-sm text-muted">· {t("staff.shell.area")}</span>
      </p>
      <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <LockCard title={title} lead={lead}>
          <div className="mt-6">{children}</div>
        </LockCard>
      </section>
    </main>
  );
}

function StaffLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center font-semibold text-gold-strong underline underline-offset-4 hover:text-ink"
    >
      {children}
    </Link>
  );
}

function Alternatives({ links }: { links: Array<{ to: string; label: string }> }) {
  return (
    <ul className="mt-5 flex flex-col items-start gap-1 border-t border-line pt-4 text-sm">
      {links.map((link) => (
        <li key={link.to}>
          <StaffLink to={link.to}>{link.label}</StaffLink>
        </li>
      ))}
    </ul>
  );
}

export function FormNotice({ state, success }: { state?: StaffFormState; success?: string | null }) {
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

/** After a refusal: password fields emptied, focus on the first field in error or the notice. */
export function useFocusOnRefusal(state: StaffFormState | undefined) {
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

export function Submit({ label }: { label: string }) {
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
      {label}
    </Button>
  );
}

function fieldError(state: StaffFormState | undefined, name: string, t: (key: string) => string) {
  const key = state?.fields[name];
  return key ? t(key) : undefined;
}

export function StaffSignInScreen({ state, notice }: { state?: StaffFormState; notice: string | null }) {
  const t = useT();
  const id = useId();
  const ref = useFocusOnRefusal(state);
  return (
    <StaffAuthFrame title={t("staff.signIn.title")} lead={t("staff.signIn.lead")}>
      <Form method="post" noValidate ref={ref} className="space-y-5" data-testid="staff-sign-in-form">
        <FormNotice state={state} success={state ? null : notice} />
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          spellCheck={false}
          maxLength={320}
          required
          label={t("staff.fields.email")}
          defaultValue={state?.values.email ?? ""}
          error={fieldError(state, "email", t)}
        />
        <TextField
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          label={t("staff.fields.password")}
          error={fieldError(state, "password", t)}
        />
        <Submit label={t("staff.signIn.submit")} />
      </Form>
      <Alternatives links={[{ to: STAFF_PATHS.forgot, label: t("staff.signIn.forgot") }]} />
      <p className="mt-4 text-sm text-muted">{t("staff.signIn.customers")}</p>
    </StaffAuthFrame>
  );
}

/** One code field: six digits from the app (TOTP), or a backup code. */
function CodeField({ state, kind }: { state?: StaffFormState; kind: "totp" | "backup" }) {
  const t = useT();
  const id = useId();
  const totp = kind === "totp";
  return (
    <TextField
      id={`${id}-code`}
      name="code"
      autoComplete="one-time-code"
      inputMode={totp ? "numeric" : "text"}
      pattern={totp ? "[0-9 ]*" : undefined}
      maxLength={totp ? 8 : 12}
      spellCheck={false}
      autoCapitalize="off"
      required
      autoFocus
      label={t(totp ? "staff.code.label" : "staff.backup.label")}
      hint={t(totp ? "staff.code.hint" : "staff.backup.hint")}
      error={fieldError(state, "code", t)}
    />
  );
}

export function SecondFactorScreen({
  state,
  kind,
  returnTo,
}: {
  state?: StaffFormState;
  kind: "totp" | "backup";
  returnTo: string;
}) {
  const t = useT();
  const ref = useFocusOnRefusal(state);
  const totp = kind === "totp";
  return (
    <StaffAuthFrame
      title={t(totp ? "staff.code.title" : "staff.backup.title")}
      lead={t(totp ? "staff.code.lead" : "staff.backup.lead")}
    >
      <Form method="post" noValidate ref={ref} className="space-y-5" data-testid="staff-code-form">
        <FormNotice state={state} />
        <CodeField state={state} kind={kind} />
        <Submit label={t("staff.code.submit")} />
      </Form>
      <Alternatives
        links={[
          totp
            ? { to: withReturnTo(STAFF_PATHS.backupCode, returnTo), label: t("staff.code.useBackup") }
            : { to: withReturnTo(STAFF_PATHS.code, returnTo), label: t("staff.backup.useApp") },
          { to: withReturnTo(STAFF_PATHS.signIn, returnTo), label: t("staff.code.restart") },
        ]}
      />
    </StaffAuthFrame>
  );
}

export type EnrolmentView = {
  secretText: string;
  qr: { path: string; size: number };
  backupCodes: string[];
  email: string;
};

export function EnrolmentScreen({ state, enrolment }: { state?: StaffFormState; enrolment: EnrolmentView }) {
  const t = useT();
  const ref = useFocusOnRefusal(state);
  const { qr } = enrolment;
  const grouped = enrolment.secretText.match(/.{1,4}/g)?.join(" ") ?? enrolment.secretText;
  return (
    <StaffAuthFrame title={t("staff.enrol.title")} lead={t("staff.enrol.lead")}>
      <ol className="list-decimal space-y-6 pl-5 text-sm">
        <li>
          <p>{t("staff.enrol.scan")}</p>
          <svg
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            role="img"
            aria-label={t("staff.enrol.qrLabel")}
            className="mt-3 size-48 rounded-control border border-line bg-surface p-1"
            shapeRendering="crispEdges"
          >
            <rect width={qr.size} height={qr.size} className="fill-surface" />
            <path d={qr.path} className="fill-ink" />
          </svg>
          <p className="mt-3">{t("staff.enrol.manual")}</p>
          <p className="mt-1 break-all rounded-control bg-sand px-3 py-2 font-mono text-base" data-testid="totp-secret">
            {grouped}
          </p>
        </li>
        <li>
          <p className="font-semibold">{t("staff.enrol.backupTitle")}</p>
          <p className="mt-1">{t("staff.enrol.backupLead")}</p>
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono" data-testid="backup-codes">
            {enrolment.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </li>
        <li>
          <Form method="post" noValidate ref={ref} className="space-y-5" data-testid="staff-enrol-form">
            <FormNotice state={state} />
            <CodeField state={state} kind="totp" />
            <Submit label={t("staff.enrol.submit")} />
          </Form>
        </li>
      </ol>
    </StaffAuthFrame>
  );
}

export function StaffForgotScreen({ state, sent }: { state?: StaffFormState; sent: boolean }) {
  const t = useT();
  const id = useId();
  const ref = useFocusOnRefusal(state);
  return (
    <StaffAuthFrame title={t("staff.forgot.title")} lead={t("staff.forgot.lead")}>
      {sent ? (
        <Notice tone="success">{t("staff.forgot.sent")}</Notice>
      ) : (
        <Form method="post" noValidate ref={ref} className="space-y-5">
          <FormNotice state={state} />
          <TextField
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            label={t("staff.fields.email")}
            defaultValue={state?.values.email ?? ""}
            error={fieldError(state, "email", t)}
          />
          <Submit label={t("staff.forgot.submit")} />
        </Form>
      )}
      <Alternatives links={[{ to: STAFF_PATHS.signIn, label: t("staff.forgot.back") }]} />
    </StaffAuthFrame>
  );
}

export function StaffNewPasswordScreen({ state, token }: { state?: StaffFormState; token: string | null }) {
  const t = useT();
  const id = useId();
  const ref = useFocusOnRefusal(state);
  const invalid = !token || state?.notice?.key === "staff.reset.invalid";
  return (
    <StaffAuthFrame title={t("staff.reset.title")} lead={invalid ? undefined : t("staff.reset.lead")}>
      {invalid ? (
        <>
          <Notice tone="error">{t("staff.reset.invalid")}</Notice>
          <p className="mt-5 text-sm">
            <StaffLink to={STAFF_PATHS.forgot}>{t("staff.reset.again")}</StaffLink>
          </p>
        </>
      ) : (
        <Form method="post" noValidate ref={ref} className="space-y-5">
          <input type="hidden" name="token" value={token} />
          <FormNotice state={state} />
          <TextField
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            label={t("staff.reset.password")}
            hint={t("staff.reset.passwordHint")}
            error={fieldError(state, "password", t)}
          />
          <TextField
            id={`${id}-confirm`}
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            label={t("staff.reset.confirm")}
            error={fieldError(state, "confirm", t)}
          />
          <Submit label={t("staff.reset.submit")} />
        </Form>
      )}
    </StaffAuthFrame>
  );
}
