import { AsyncLocalStorage } from "node:async_hooks";
import { DEFAULT_LANG, type Lang } from "~/i18n/config";

/**
 * better-auth calls our email senders deep inside its endpoints, without the page's language.
 * Every way into it (our form actions, the /api/auth route) runs it inside this scope, so the
 * code or link arrives in the language the customer was reading.
 */
const scope = new AsyncLocalStorage<Lang>();

export function withEmailLanguage<T>(lang: Lang, run: () => Promise<T>): Promise<T> {
  return scope.run(lang, run);
}

export function emailLanguage(): Lang {
  return scope.getStore() ?? DEFAULT_LANG;
}
