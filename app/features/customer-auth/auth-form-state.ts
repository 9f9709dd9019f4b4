/**
 * The customer sign-in forms' fields and what their actions answer, shared by the screens and the
 * actions. No rules here (those are in auth-forms.ts, with zod): the screens stay free of them.
 */
export type AuthField = "email" | "password" | "confirm" | "code";

export type AuthFormState = {
  notice: { key: string; params?: Record<string, number> } | null;
  fields: Partial<Record<AuthField, string>>;
  /** What the form shows again after an error (never a password or a code). */
  values: { email?: string };
};

/** The notice of a password paused for the account: the sign-in screen then offers a code by e-mail. */
export const PASSWORD_PAUSED_KEY = "account.errors.passwordPaused";
