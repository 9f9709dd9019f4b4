import { readCookie, serializeCookie } from "~/server/cookies.server";
import { DEFAULT_LANG, isLang, type Lang } from "./config";

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The visitor's language, a plain cookie the server reads to render pages in it directly. */
export function languageOf(request: Request): Lang {
  const value = readCookie(request, "lang");
  return isLang(value) ? value : DEFAULT_LANG;
}

export function languageCookie(lang: Lang) {
  return serializeCookie("lang", lang, { maxAge: ONE_YEAR });
}
