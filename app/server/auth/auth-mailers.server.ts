import type { Lang } from "~/i18n/config";
import type { EmailMessage } from "../outbox/email.server";
import type { SiteConfig } from "../site-config.server";
import type { Role } from "./roles";

/** What every e-mail of better-auth's is written with. */
export type AuthEmailContext = { lang: Lang; site: SiteConfig; validMinutes: number };

/**
 * How one audience's sign-in e-mails read. better-auth asks for a code or a reset link deep
 * inside its endpoints; the words and the screens the links lead to belong to the area the
 * person uses (customers: features/customer-auth; staff: the back office, later), so each area
 * registers its writer here instead of server/auth importing features.
 */
export type AuthMailer = {
  signInCode(input: AuthEmailContext & { to: string; code: string }): EmailMessage;
  passwordReset(input: AuthEmailContext & { to: string; name: string; url: string }): EmailMessage;
};

export type Audience = "customers" | "staff";

export function audienceOf(role: Role): Audience {
  return role === "customer" ? "customers" : "staff";
}

// Kept on globalThis: the auth instance outlives a dev-server reload of this module.
const holder = globalThis as typeof globalThis & { __authMailers?: Map<Audience, AuthMailer> };
holder.__authMailers ??= new Map();
const mailers = holder.__authMailers;

/** Called by an area before it lets better-auth send anything (idempotent: the last one wins). */
export function registerAuthMailer(audience: Audience, mailer: AuthMailer) {
  mailers.set(audience, mailer);
}

/** The writer of this audience's e-mails, or null when none is registered (nothing is sent). */
export function authMailerFor(audience: Audience): AuthMailer | null {
  return mailers.get(audience) ?? null;
}
