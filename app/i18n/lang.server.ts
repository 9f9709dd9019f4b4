import { createCookie } from "react-router";
import { DEFAULT_LANG, isLang, type Lang } from "./config";

/** The visitor's language choice; readable by the server so pages render in it directly. */
export const langCookie = createCookie("lang", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export async function languageOf(request: Request): Promise<Lang> {
  const value = await langCookie.parse(request.headers.get("Cookie"));
  return isLang(value) ? value : DEFAULT_LANG;
}
