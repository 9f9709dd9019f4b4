import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLang } from "./i18n/config";
import { loadDictionaries } from "./i18n/load-dictionary.client";

// The server rendered the page in <html lang>; load exactly those texts before hydrating.
const lang = document.documentElement.lang;
await loadDictionaries(isLang(lang) ? lang : "fr");

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
