/**
 * French or international numbers, normalised to E.164. libphonenumber-js is loaded on demand:
 * it stays out of the page's first JavaScript and arrives while the visitor types their name.
 */
export async function toE164(input: string): Promise<string | null> {
  const { parsePhoneNumberFromString } = await import("libphonenumber-js/min");
  const parsed = parsePhoneNumberFromString(input, "FR");
  return parsed?.isValid() ? parsed.number : null;
}

export function preloadPhoneParser() {
  void import("libphonenumber-js/min");
}
