import { describe, expect, it } from "vitest";
import { evidenceLines, parisAndUtc, type SignatureEvidence } from "./evidence";
import {
  attemptState,
  effectiveStatus,
  reminderDueAt,
  SIGNATURE_CODE,
  signingRefusal,
  VALIDITY_DAYS,
  validityEnd,
} from "./signature-states";

const now = new Date("2026-11-28T11:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);

describe("signature request states", () => {
  it("shows a pending request past its end as expired, and final states as they are", () => {
    expect(effectiveStatus({ status: "pending", expiresAt: later(1) }, now)).toBe("pending");
    expect(effectiveStatus({ status: "pending", expiresAt: now }, now)).toBe("expired");
    expect(effectiveStatus({ status: "signed", expiresAt: later(-1000) }, now)).toBe("signed");
    expect(signingRefusal({ status: "withdrawn", expiresAt: later(1000) }, now)).toBe("withdrawn");
    expect(signingRefusal({ status: "pending", expiresAt: later(1000) }, now)).toBeNull();
  });

  it("bounds the validity and reminds two days before the end, never before the start", () => {
    expect(validityEnd(now, 14).toISOString()).toBe("2026-12-12T11:00:00.000Z");
    expect(() => validityEnd(now, VALIDITY_DAYS.max + 1)).toThrow(RangeError);
    expect(() => validityEnd(now, 0)).toThrow(RangeError);
    expect(() => validityEnd(now, 1.5)).toThrow(RangeError);
    expect(reminderDueAt({ createdAt: now, expiresAt: later(14 * 86_400_000) }).toISOString()).toBe(
      "2026-12-10T11:00:00.000Z",
    );
    expect(reminderDueAt({ createdAt: now, expiresAt: later(86_400_000) })).toEqual(now);
  });

  it("ends a code attempt after its lifetime, its use, or five wrong codes", () => {
    const open = { endedAt: null, expiresAt: later(SIGNATURE_CODE.ttlMs), wrongTries: 0 };
    expect(attemptState(null, now)).toBe("none");
    expect(attemptState(open, now)).toBe("open");
    expect(attemptState({ ...open, wrongTries: 4 }, now)).toBe("open");
    expect(attemptState({ ...open, wrongTries: 5 }, now)).toBe("ended");
    expect(attemptState({ ...open, endedAt: now }, now)).toBe("ended");
    expect(attemptState(open, later(SIGNATURE_CODE.ttlMs))).toBe("expired");
    expect(SIGNATURE_CODE).toEqual({ digits: 6, ttlMs: 600_000, maxWrongTries: 5 });
  });
});

describe("the evidence page's facts", () => {
  const evidence: SignatureEvidence = {
    requestId: "r1",
    title: "Offre",
    signer: { name: "Jeanne Martin", email: "jeanne@example.fr", accountId: "acc" },
    signedAt: "2026-07-14T10:05:00.000Z",
    consentAt: "2026-07-14T10:00:00.000Z",
    codeSentAt: "2026-07-14T10:00:01.000Z",
    codeEnteredAt: "2026-07-14T10:04:59.000Z",
    codeSentTo: "jeanne@example.fr",
    ip: "203.0.113.5",
    userAgent: "",
    documentSha256: "ab".repeat(32),
    timeSource: { kind: "server" },
  };

  it("gives each time in Paris time and in UTC", () => {
    expect(parisAndUtc("2026-07-14T10:05:00.000Z")).toBe(
      "14/07/2026 12:05:00 (heure de Paris) — 2026-07-14 10:05:00 UTC",
    );
    expect(parisAndUtc("2026-12-01T10:05:00.000Z")).toContain("11:05:00 (heure de Paris)");
  });

  it("names who, when, where from, the code's times, the digest and the time source", () => {
    const lines = Object.fromEntries(evidenceLines(evidence));
    expect(lines).toMatchObject({
      Signataire: "Jeanne Martin",
      "Adresse e-mail": "jeanne@example.fr",
      "Compte client": "acc",
      "Adresse IP": "203.0.113.5",
      Navigateur: "non communiqué",
      "SHA-256 du document lu": "ab".repeat(32),
    });
    expect(lines["Code envoyé le"]).toContain("12:00:01");
    expect(lines["Code saisi le"]).toContain("12:04:59");
    expect(lines["Source de l'heure"]).toContain("horloge du serveur");
    const stamped = Object.fromEntries(
      evidenceLines({ ...evidence, timeSource: { kind: "tsa", url: "https://tsa.example/tsr" } }),
    );
    expect(stamped["Source de l'heure"]).toContain("RFC 3161");
    expect(stamped["Source de l'heure"]).toContain("https://tsa.example/tsr");
  });
});
