import SEPA from "sepa";

/**
 * A SEPA direct-debit collection file (pain.008.001.02, CORE), written by the `sepa` library from
 * plain data: no database here, so the generator is tested on its own and against the ISO 20022
 * schema kept beside it (schema/pain.008.001.02.xsd, checked with xmllint in the suite).
 */

/** The broker as creditor: its name, its creditor identifier (ICS) and the account debits land on. */
export type Creditor = { name: string; ics: string; iban: string; bic: string };

/** FRST: the mandate's first debit; RCUR: every one after (the rulebook asks the first to say so). */
export type SequenceType = "FRST" | "RCUR";

export type Debit = {
  /** Unique per debit, at most 35 characters: the bank sends it back with a reject. */
  endToEndId: string;
  amountCents: number;
  /** The mandate's unique reference (RUM) and the day it was signed (YYYY-MM-DD). */
  mandateReference: string;
  mandateSignedOn: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string;
  /** What the customer reads on their statement (at most 140 characters). */
  remittance: string;
  sequence: SequenceType;
};

export type CollectionFile = {
  /** The message's id (at most 35 characters), unique per file. */
  messageId: string;
  createdAt: Date;
  /** The day the banks debit (YYYY-MM-DD). */
  collectionDate: string;
  creditor: Creditor;
  debits: readonly Debit[];
};

export const PAIN_008_FORMAT = "pain.008.001.02";

const LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  Æ: "AE",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
};

/**
 * The SEPA rulebook's Latin character set: a-z A-Z 0-9 / - ? : ( ) . , ' + and space. Accents
 * become their letter (Élodie → Elodie), anything else a space, so no bank refuses the file.
 */
export function sepaText(text: string, max: number): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[ßæœÆŒøØłŁđĐ]/g, (c) => LETTERS[c] ?? " ")
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

/** An id in the SEPA set without "/" at the start or "//" (the rulebook's rule for ids). */
export function sepaId(text: string): string {
  return sepaText(text, 35).replace(/ /g, "-").replace(/\/+/g, "-").replace(/^-+/, "");
}

/** A calendar day as the library wants it: local midnight (it writes dates in local time). */
function localDay(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const compactIban = (iban: string) => iban.replace(/\s+/g, "").toUpperCase();

/** The total of a file's debits, in cents (the file's control sum). */
export const totalCents = (debits: readonly Debit[]) => debits.reduce((sum, debit) => sum + debit.amountCents, 0);

/**
 * The pain.008 XML of one collection: one payment block per sequence type present (FRST, RCUR),
 * each debit with its mandate. Throws on data the rulebook refuses (an empty file, a bad amount,
 * an IBAN or ICS whose check digits are wrong): callers check their data first and say why.
 */
export function buildPain008(file: CollectionFile): string {
  if (file.debits.length === 0) throw new RangeError("a collection file needs at least one debit");
  const doc = new SEPA.Document(PAIN_008_FORMAT);
  doc.grpHdr.id = sepaId(file.messageId);
  doc.grpHdr.created = file.createdAt;
  doc.grpHdr.initiatorName = sepaText(file.creditor.name, 70);
  for (const sequence of ["FRST", "RCUR"] as const) {
    const debits = file.debits.filter((debit) => debit.sequence === sequence);
    if (debits.length === 0) continue;
    const info = doc.createPaymentInfo();
    info.collectionDate = localDay(file.collectionDate);
    info.creditorIBAN = compactIban(file.creditor.iban);
    info.creditorBIC = file.creditor.bic.toUpperCase();
    info.creditorName = sepaText(file.creditor.name, 70);
    info.creditorId = file.creditor.ics.replace(/\s+/g, "").toUpperCase();
    info.localInstrumentation = "CORE";
    info.sequenceType = sequence;
    info.batchBooking = true;
    doc.addPaymentInfo(info);
    for (const debit of debits) {
      if (!Number.isInteger(debit.amountCents) || debit.amountCents <= 0) {
        throw new RangeError(`bad amount for ${debit.endToEndId}: ${debit.amountCents}`);
      }
      const tx = info.createTransaction();
      tx.end2endId = sepaId(debit.endToEndId);
      tx.amount = debit.amountCents / 100;
      tx.mandateId = sepaId(debit.mandateReference);
      tx.mandateSignatureDate = localDay(debit.mandateSignedOn);
      tx.debtorName = sepaText(debit.debtorName, 70);
      tx.debtorIBAN = compactIban(debit.debtorIban);
      tx.debtorBIC = debit.debtorBic.toUpperCase();
      tx.remittanceInfo = sepaText(debit.remittance, 140);
      info.addTransaction(tx);
    }
  }
  return doc.toString();
}
