import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Lang } from "./config";
import { languageOf } from "./lang.server";
import { createTranslator, type Translate } from "./translate";

/** The language a request is answered in, and its translator. */
export type RequestLanguage = { lang: Lang; t: Translate };

// No default: a loader that reads it outside the root's middleware is a mistake, and says so.
const requestLanguageContext = createContext<RequestLanguage>();

export function setRequestLanguage(context: Readonly<RouterContextProvider>, lang: Lang) {
  context.set(requestLanguageContext, { lang, t: createTranslator(lang) });
}

/**
 * The root route's first middleware: the language is decided here, once per request (the `lang`
 * cookie, else French), before the access gate and every loader, action and resource route.
 */
export const languageMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  setRequestLanguage(context, languageOf(request));
  return next();
};

/** The request's language and translator, as the root's middleware decided them. */
export function requestLanguage(context: Readonly<RouterContextProvider>): RequestLanguage {
  return context.get(requestLanguageContext);
}
