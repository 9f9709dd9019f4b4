import { dictionaryFromModules } from "../translate";

// Every namespace of this language in one chunk (one request), except e-mail texts: server only.
const modules = import.meta.glob(["../locales/it/*.json", "!../locales/it/emails.json"], {
  eager: true,
  import: "default",
});

export default dictionaryFromModules(modules);
