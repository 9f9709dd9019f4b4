/*
 * The demo's compliance data (issue 44), as docs/back-office.md describes it. Data only;
 * app/server/training/demo-training.server.ts and app/server/asset-freeze/demo-freeze.server.ts
 * write it to a database.
 */
import type { RegisterPerson } from "~/server/asset-freeze/register-json";

/** The demo staff's trainings this year, by e-mail: the admin has her 15 hours, the adviser is short. */
export const DEMO_TRAININGS: Record<string, Array<{ monthDay: string; hours: string; subject: string }>> = {
  "admin@maison-courtage.fr": [
    { monthDay: "02-12", hours: "7", subject: "Devoir de conseil et DDA : mise à jour 2026" },
    { monthDay: "05-20", hours: "3,5", subject: "Lutte contre le blanchiment et gel des avoirs" },
    { monthDay: "09-15", hours: "5,5", subject: "Assurance emprunteur : loi Lemoine en pratique" },
  ],
  "conseil@maison-courtage.fr": [
    { monthDay: "03-09", hours: "7", subject: "Santé collective : contrats responsables" },
    { monthDay: "06-17", hours: "2,5", subject: "Démarchage téléphonique : les règles de 2026" },
  ],
};

/** Their proofs of professional capacity. */
export const DEMO_CAPACITY_DOCUMENTS: Record<string, Array<{ kind: "diploma" | "experience"; title: string }>> = {
  "admin@maison-courtage.fr": [{ kind: "diploma", title: "Master Droit des assurances" }],
  "conseil@maison-courtage.fr": [{ kind: "experience", title: "Attestation d'expérience : deux ans en agence" }],
};

/** A small register in the DG Trésor's shape, every entry fictitious. */
export const DEMO_REGISTER_PUBLISHED_AT = "2026-11-02T08:00:00.000Z";
export const DEMO_REGISTER: RegisterPerson[] = [
  {
    registryId: 990001,
    lastName: "FICTIF",
    firstNames: ["Gaspard"],
    aliases: ["Gaspar FICTIFF"],
    birthDates: ["1971"],
  },
  { registryId: 990002, lastName: "IMAGINAIRE", firstNames: ["Olga", "Maria"], birthDates: ["1964-03-08"] },
  { registryId: 990003, nature: "Personne morale", lastName: "Société Chimère de Démonstration" },
];

/** The demo prospect whose name possibly matches the first entry: a match waits for an admin. */
export const DEMO_FREEZE_LEAD = {
  reference: "DEMO-GEL",
  firstName: "Gaspard",
  lastName: "Fictif",
  email: "gaspard.fictif@example.fr",
  phone: "+33622334455",
  product: "vehiclesStandard",
} as const;
