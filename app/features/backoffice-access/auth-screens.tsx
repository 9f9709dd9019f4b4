import { type ReactNode, useId } from "react";
import { AuthAlternatives, AuthCard, AuthForm, AuthSubmit } from "~/forms/auth-card";
import { ForgotPasswordCard, NewPasswordCard, PasswordSignInForm } from "~/forms/password-cards";
import { useT } from "~/i18n/react";
import { STAFF_PATHS, withReturnTo } from "~/paths/backoffice";
import { TextField } from "~/ui/form-controls";
import { useBrandName } from "./back-office-shell";
import { BackupCodes } from "./backup-codes";
import type { StaffFormState } from "./staff-forms";

// The back office's doors: sign-in, second factor, enrolment, forgotten and new password. The card
// is the customers' one (~/forms), on the back office's ground.

/** The back office's ground around a sign-in card: the brand and the area's name above it. */
function StaffGround({ children }: { children: ReactNode }) {
  const t = useT();
  const brand = useBrandName();
  return (
    <main className="min-h-dvh bg-paper">
      <p className="px-6 pt-6 font-display text-lg text-ink">
        {brand} <span className="font-sans text-sm text-muted">· {t("staff.shell.area")}</span>
      </p>
      {children}
    </main>
  );
}

/** The staff card sits a little higher than the customers' (the brand line takes the top). */
const STAFF_CARD_ROOM = "py-10 sm:py-16";

/** The frame of every staff sign-in screen: the brand's calm card on the back office's ground. */
function StaffAuthFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <StaffGround>
      <AuthCard title={title} lead={lead} className={STAFF_CARD_ROOM}>
        {children}
      </AuthCard>
    </StaffGround>
  );
}

export function StaffSignInScreen({ state, notice }: { state?: StaffFormState; notice: string | null }) {
  const t = useT();
  return (
    <StaffAuthFrame title={t("staff.signIn.title")} lead={t("staff.signIn.lead")}>
      <PasswordSignInForm ns="staff" state={state} success={state ? null : notice} testId="staff-sign-in-form" />
      <AuthAlternatives links={[{ to: STAFF_PATHS.forgot, label: t("staff.signIn.forgot") }]} />
      <p className="mt-4 text-sm text-muted">{t("staff.signIn.customers")}</p>
    </StaffAuthFrame>
  );
}

/**
 * The second factor's form, at sign-in and at enrolment: six digits from the app (TOTP), or a
 * backup code.
 */
function CodeForm({
  state,
  kind,
  submitLabel,
  testId,
}: {
  state?: StaffFormState;
  kind: "totp" | "backup";
  submitLabel: string;
  testId: string;
}) {
  const t = useT();
  const id = useId();
  const totp = kind === "totp";
  const error = state?.fields.code;
  return (
    <AuthForm id={id} state={state} testId={testId}>
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
        error={error ? t(error) : undefined}
      />
      <AuthSubmit label={submitLabel} />
    </AuthForm>
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
  const totp = kind === "totp";
  return (
    <StaffAuthFrame
      title={t(totp ? "staff.code.title" : "staff.backup.title")}
      lead={t(totp ? "staff.code.lead" : "staff.backup.lead")}
    >
      <CodeForm state={state} kind={kind} submitLabel={t("staff.code.submit")} testId="staff-code-form" />
      <AuthAlternatives
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
          <BackupCodes codes={enrolment.backupCodes} email={enrolment.email} />
        </li>
        <li>
          <CodeForm state={state} kind="totp" submitLabel={t("staff.enrol.submit")} testId="staff-enrol-form" />
        </li>
      </ol>
    </StaffAuthFrame>
  );
}

export function StaffForgotScreen(props: { state?: StaffFormState; sent: boolean }) {
  return (
    <StaffGround>
      <ForgotPasswordCard ns="staff" backTo={STAFF_PATHS.signIn} className={STAFF_CARD_ROOM} {...props} />
    </StaffGround>
  );
}

export function StaffNewPasswordScreen(props: { state?: StaffFormState; token: string | null }) {
  return (
    <StaffGround>
      <NewPasswordCard ns="staff" againTo={STAFF_PATHS.forgot} className={STAFF_CARD_ROOM} {...props} />
    </StaffGround>
  );
}
