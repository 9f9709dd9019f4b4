type Parser = typeof import("libphonenumber-js/min");

// One import for the life of the page or process (each import() call still resolves the module).
let parser: Promise<Parser> | undefined;
const loadParser = () => {
  parser ??= import("libphonenumber-js/min");
  return parser;
};

/**
 * French or international numbers, normalised to E.164. libphonenumber-js is loaded on demand:
 * it stays out of the page's first JavaScript and arrives while the visitor types their name.
 */
export async function toE164(input: string): Promise<string | null> {
  const { parsePhoneNumberFromString } = await loadParser();
  const parsed = parsePhoneNumberFromString(input, "FR");
  return parsed?.isValid() ? parsed.number : null;
}

export function preloadPhoneParser() {
  void loadParser();
}
