import * as z from "zod/mini";

/**
 * The customer sign-in forms' rules, used by their actions. Error messages are keys of
 * account.json; the server checks everything, with or without JavaScript.
 */
export const EMAIL_MAX = 254;
export const CODE_PATTERN = /^\d{6}$/;

const EmailSchema = z.email();

function text(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The email address, trimmed and lower-cased, or the reason it cannot be one. */
export function readEmail(form: FormData): { email: string; error?: string } {
  const raw = text(form, "email").trim();
  const email = raw.slice(0, EMAIL_MAX + 1).toLowerCase();
  if (raw === "") return { email, error: "account.errors.emailRequired" };
  if (raw.length > EMAIL_MAX || !EmailSchema.safeParse(email).success) {
    return { email: email.slice(0, EMAIL_MAX), error: "account.errors.emailInvalid" };
  }
  return { email };
}

/** A password as typed (spaces count), checked for presence and, for a new one, for length. */
export function readPassword(
  form: FormData,
  name: "password" | "confirm",
  bounds: { min: number; max: number } | { max: number },
): { password: string; error?: string } {
  const password = text(form, name);
  if (password === "") return { password, error: "account.errors.passwordRequired" };
  if (password.length > bounds.max) return { password: "", error: "account.errors.passwordTooLong" };
  if ("min" in bounds && password.length < bounds.min) return { password, error: "account.errors.passwordTooShort" };
  return { password };
}

/** The six digits of a one-time code; spaces typed or pasted around them are forgiven. */
export function readCode(form: FormData): { code: string; error?: string } {
  const code = text(form, "code").replace(/\s+/g, "");
  if (code === "") return { code, error: "account.errors.codeRequired" };
  if (!CODE_PATTERN.test(code)) return { code: "", error: "account.errors.codeFormat" };
  return { code };
}
