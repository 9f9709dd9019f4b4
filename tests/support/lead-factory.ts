import { randomUUID } from "node:crypto";
import { PRODUCTS } from "~/features/quote/products/registry";
import { quoteLeadKind } from "~/features/quote/quote-lead-kind";
import { type AnnounceSettings, leadAnnouncer } from "~/server/leads/lead-emails.server";
import type { LeadDraft } from "~/server/leads/submit-lead.server";

/** A valid lead draft, unique per call; any part can be overridden. */
export function leadDraft(overrides: Partial<LeadDraft> = {}): LeadDraft {
  const unique = randomUUID().slice(0, 8);
  const at = new Date().toISOString();
  return {
    product: "healthSenior",
    answers: { situation: "couple", couverture: ["hospitalisation", "optique"] },
    contact: {
      lastName: "Durand",
      firstName: "Claire",
      company: null,
      email: `claire.${unique}@example.fr`,
      phone: "+33612345678",
    },
    lang: "fr",
    consents: {
      privacy: { text: "J'ai pris connaissance de l'utilisation de mes données.", at },
      callback: { given: true, text: "J'accepte d'être rappelé(e).", at },
    },
    source: {
      page: "/sante-senior",
      referrer: null,
      firstTouch: null,
      lastTouch: null,
      referralCode: null,
      lang: "fr",
    },
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

/** The announcements of a `leadDraft` lead (a senior health quote), as the quote form sends them. */
export function announceLeads(settings: Omit<AnnounceSettings, "kind">) {
  return leadAnnouncer({ ...settings, kind: quoteLeadKind(PRODUCTS.healthSenior) });
}
