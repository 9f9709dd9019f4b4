/*
 * What the forms of "Mes informations" answer: the page's loader, its action and the password and
 * e-mail changes share these words.
 */

/** The query parameter that says, after a save, which form was saved (post/redirect/get). */
export const SAVED_PARAM = "enregistre";
/** What the page says after a save, a link sent, or a link opened. */
export const SAVED_FORMS = [
  "details",
  "password",
  "emailSent",
  "email",
  "emailInvalid",
  "emailTaken",
  "pushOff",
] as const;
export type SavedForm = (typeof SAVED_FORMS)[number];

/** Field errors are text keys under `area.details.errors` (the screen translates them). */
export type DetailsFields = "phone" | "street" | "postcode" | "city" | "bySms";
export type PasswordFields = "currentPassword" | "newPassword" | "confirm";
export type EmailFields = "newEmail" | "emailPassword";
export type DetailsActionData =
  | {
      form: "details";
      errors: Partial<Record<DetailsFields, string>>;
      values: Partial<Record<"phone" | "street" | "postcode" | "city", string>> & {
        byEmail: boolean;
        bySms: boolean;
        byPhone: boolean;
      };
    }
  | {
      form: "password";
      errors: Partial<Record<PasswordFields, string>>;
      /** A message for the whole form (a paused password, an account without one). */
      notice?: { key: string; params?: Record<string, number> };
    }
  | {
      form: "email";
      errors: Partial<Record<EmailFields, string>>;
      values: { newEmail?: string };
      notice?: { key: string; params?: Record<string, number> };
    }
  /** The notifications card: a device saved, or why not (a text key). */
  | { form: "push"; saved?: true; error?: string }
  | { form: "unknown" };

export const ERRORS = "area.details.errors";
/** Longest text sent back into the form after a refusal (the refusal says why). */
const ECHO_MAX = 300;
export const echo = (value: string | undefined) => value?.slice(0, ECHO_MAX);
