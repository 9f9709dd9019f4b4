import { SITE_PATHS } from "~/paths/site";

/**
 * The application form's names and limits, without its checks: the page and the form import
 * these, and fetch the checks (zod, application-schema.ts) only when the visitor first uses the
 * form, so they stay out of the JavaScript the careers page loads up front.
 */
export const MESSAGE_MAX = 2000;
export const NAME_MAX = 120;
export const APPLY_ANCHOR = "candidature";
export const CAREERS_PATH = SITE_PATHS.careers;

export type ApplicationField = "name" | "email" | "message" | "cv" | "consent";
export type ApplicationValues = { name: string; email: string; message: string };
export type ApplicationErrors = { notice: string; fields: Partial<Record<ApplicationField, string>> };
