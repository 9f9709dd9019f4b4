import { randomInt } from "node:crypto";

/**
 * A mandate's unique reference (RUM): at most 35 characters of the SEPA set. Ours read
 * "MC-2026-" and 12 characters of an unambiguous alphabet (no 0, 1, I or O): 32^12 ≈ 10^18, so a
 * collision is as good as impossible, and the database's unique index refuses one anyway.
 */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const MANDATE_REFERENCE = /^[A-Za-z0-9/?:().,'+ -]{1,35}$/;

export function newMandateReference(now = new Date()) {
  let random = "";
  for (let index = 0; index < 12; index++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `MC-${now.getUTCFullYear()}-${random}`;
}
