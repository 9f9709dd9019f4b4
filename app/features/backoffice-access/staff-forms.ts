import { z } from "zod";
import { cleanLine } from "~/forms/form-reader";
import { EMAIL_MAX, TITLE_MAX } from "~/server/limits";

/** The staff forms' state: a notice on top, errors by field, what is shown again (never a secret). */
export type StaffFormState = {
  notice: { key: string; params?: Record<string, number | string> } | null;
  fields: Record<string, string | undefined>;
  values: Record<string, string | undefined>;
};

export { EMAIL_MAX };
/** A member of staff's name, the same length as a title. */
export const NAME_MAX = TITLE_MAX;
export const TOTP_PATTERN = /^\d{6}$/;
/** better-auth's backup codes: ten letters and digits, shown as two groups of five. */
export const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

function text(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export function readEmail(form: FormData): { email: string; error?: string } {
  const raw = text(form, "email").trim();
  const email = raw.slice(0, EMAIL_MAX).toLowerCase();
  if (raw === "") return { email, error: "staff.errors.emailRequired" };
  if (raw.length > EMAIL_MAX || !z.email().safeParse(email).success)
    return { email, error: "staff.errors.emailInvalid" };
  return { email };
}

export function readPassword(form: FormData, name: string, bounds: { min?: number; max: number }) {
  const password = text(form, name);
  if (password === "") return { password, error: "staff.errors.passwordRequired" };
  if (password.length > bounds.max) return { password: "", error: "staff.errors.passwordTooLong" };
  if (bounds.min && password.length < bounds.min) return { password, error: "staff.errors.passwordTooShort" };
  return { password };
}

/** Six digits from the authenticator app; spaces typed or pasted are forgiven. */
export function readTotp(form: FormData): { code: string; error?: string } {
  const code = text(form, "code").replace(/\s+/g, "");
  if (code === "") return { code, error: "staff.errors.codeRequired" };
  if (!TOTP_PATTERN.test(code)) return { code: "", error: "staff.errors.codeFormat" };
  return { code };
}

/** A backup code as printed (xxxxx-xxxxx); the dash may be left out. */
export function readBackupCode(form: FormData): { code: string; error?: string } {
  const raw = text(form, "code").replace(/\s+/g, "");
  if (raw === "") return { code: raw, error: "staff.errors.codeRequired" };
  if (!BACKUP_CODE_PATTERN.test(raw)) return { code: "", error: "staff.errors.backupFormat" };
  const plain = raw.replace("-", "");
  return { code: `${plain.slice(0, 5)}-${plain.slice(5)}` };
}

export function readName(form: FormData): { name: string; error?: string } {
  // Cleaned as every form's line is (no NUL nor other control character: PostgreSQL refuses NUL).
  const name = cleanLine(text(form, "name")).trim().replace(/\s+/g, " ");
  if (name === "") return { name, error: "staff.errors.nameRequired" };
  if (name.length > NAME_MAX) return { name: name.slice(0, NAME_MAX), error: "staff.errors.nameTooLong" };
  return { name };
}
