import type { LeadDraft } from "~/server/leads/submit-lead.server";

/** A lead with every part its e-mails show (company, UTM touches, a referral), fixed in time. */
export function fixtureLead(product: string, lang: string) {
  const at = "2026-11-20T09:15:00.000Z";
  const draft: LeadDraft = {
    product,
    answers:
      product === "callback"
        ? { question: "Puis-je changer de mutuelle <en cours> d'année ?", moment: "morning" }
        : { situation: "couple", couverture: ["hospitalisation", "optique"] },
    contact: {
      lastName: "Durand & fils",
      firstName: "Claire",
      company: "Atelier <Durand>",
      email: "claire.durand@example.fr",
      phone: "+33612345678",
    },
    lang,
    consents: {
      privacy: { text: "J'ai pris connaissance de l'utilisation de mes données.", at },
      callback: { given: lang !== "ru", text: "J'accepte d'être rappelé(e).", at },
    },
    source: {
      page: "/sante-senior",
      referrer: "https://www.google.fr/",
      firstTouch: { at, landing: "/", referrer: null, utm: { source: "newsletter", medium: "email" } },
      lastTouch: { at, landing: "/sante-senior", referrer: "https://www.google.fr/", utm: {} },
      referralCode: "AMI-42",
      lang,
    },
    idempotencyKey: "00000000-0000-4000-8000-000000000000",
  };
  return { ...draft, id: "11111111-1111-4111-8111-111111111111", reference: "DV-ABCD2345", createdAt: new Date(at) };
}
