import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from "ibantools";
import { BANK_HOLDER_MAX, BIC_INPUT_MAX, IBAN_INPUT_MAX, LINE_MAX } from "~/server/limits";

/**
 * A bank account as typed (issue 43): the IBAN and BIC checked with ibantools, written in their
 * electronic form (capitals, no spaces), the holder's name trimmed. No `.server` suffix: the
 * screens read the masked form from here.
 */
export type BankDetailsInput = { holder: string; iban: string; bic: string };
export type BankDetails = { holder: string; iban: string; bic: string };
export type BankDetailsProblem =
  | "holderMissing"
  | "holderTooLong"
  | "ibanInvalid"
  | "ibanNotSepa"
  | "bicInvalid"
  | "bicMismatch";
export type BankDetailsErrors = Partial<Record<keyof BankDetailsInput, BankDetailsProblem>>;

const HOLDER_MAX = BANK_HOLDER_MAX;

/** The IBAN as the bank writes it electronically, or "" (spaces, dashes and case forgiven). */
export function normaliseIban(raw: string) {
  return electronicFormatIBAN(raw.replace(/[\s-]/g, "")) ?? "";
}

export function normaliseBic(raw: string) {
  return raw.replace(/\s/g, "").toUpperCase();
}

/** Checks typed bank details; the normalised details, or each field's problem. */
export function readBankDetails(
  input: BankDetailsInput,
): { ok: true; details: BankDetails } | { ok: false; errors: BankDetailsErrors } {
  const errors: BankDetailsErrors = {};
  const holder = input.holder.trim().replace(/\s+/g, " ");
  if (!holder) errors.holder = "holderMissing";
  else if (holder.length > HOLDER_MAX || input.holder.length > LINE_MAX * 10) errors.holder = "holderTooLong";
  const iban = input.iban.length > IBAN_INPUT_MAX * 4 ? "" : normaliseIban(input.iban);
  if (!iban || !isValidIBAN(iban)) errors.iban = "ibanInvalid";
  else if (!isSEPACountry(iban.slice(0, 2))) errors.iban = "ibanNotSepa";
  const bic = input.bic.length > BIC_INPUT_MAX * 4 ? "" : normaliseBic(input.bic);
  if (!bic || !isValidBIC(bic)) errors.bic = "bicInvalid";
  // A BIC names its bank's country in letters 5–6: a French IBAN's bank is not in Germany.
  else if (
    !errors.iban &&
    bic.slice(4, 6) !== iban.slice(0, 2) &&
    !SAME_BANKING_AREA(iban.slice(0, 2), bic.slice(4, 6))
  ) {
    errors.bic = "bicMismatch";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, details: { holder, iban, bic } };
}

/** Territories that bank under another country's code (Monaco's IBAN with a French BIC, the DOM…). */
function SAME_BANKING_AREA(ibanCountry: string, bicCountry: string) {
  const french = ["FR", "MC", "GP", "MQ", "GF", "RE", "YT", "PM", "BL", "MF", "NC", "PF", "WF"];
  return french.includes(ibanCountry) && french.includes(bicCountry);
}

/**
 * The one way an IBAN is shown (issue 43): country and check digits, then the last four
 * characters, the rest as dots: "FR76 •••• •••• 1234". Screens, e-mails and PDFs all call this.
 */
export function maskIban(iban: string) {
  const electronic = iban.replace(/\s/g, "").toUpperCase();
  if (electronic.length < 8) return "••••";
  return `${electronic.slice(0, 4)} •••• •••• ${electronic.slice(-4)}`;
}

/** The IBAN in groups of four, in full: only for its owner's own documents (the mandate they sign, their export). */
export function groupIban(iban: string) {
  return iban.replace(/(.{4})/g, "$1 ").trim();
}
