/**
 * The broker's SEPA creditor identifier (ICS, "identifiant créancier SEPA"), as the Banque de
 * France issues it: country, two check digits, a three-character business code (ZZZ by default)
 * and the national identifier (six characters in France: "FR12ZZZ123456"). The check digits are
 * ISO 7064 mod 97-10 over the national identifier, the country and "00", the business code left
 * out (EPC262-08).
 */
const FORM = /^([A-Z]{2})(\d{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/;

const digitsOf = (text: string) =>
  [...text].map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char)).join("");

function mod97(digits: string) {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

export function normaliseCreditorIdentifier(raw: string) {
  return raw.replace(/\s/g, "").toUpperCase();
}

/** Whether `value` (normalised) is a well-formed creditor identifier with the right check digits. */
export function isValidCreditorIdentifier(value: string) {
  const match = FORM.exec(value);
  if (!match) return false;
  const [, country, check, , national] = match as unknown as [string, string, string, string, string];
  if (country === "FR" && national.length !== 6) return false;
  return mod97(digitsOf(`${national}${country}${check}`)) === 1;
}

/** The check digits a creditor identifier needs (for tests and the demo's identifier). */
export function creditorCheckDigits(country: string, national: string) {
  return String(98 - mod97(digitsOf(`${national}${country}00`))).padStart(2, "0");
}
