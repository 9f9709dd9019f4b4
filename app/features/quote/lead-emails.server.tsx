import { DEFAULT_LANG, isLang } from "~/i18n/config";
import { createTranslator, type Translate } from "~/i18n/translate";
import {
  EmailHeading,
  EmailParagraph,
  type EmailRow,
  EmailTable,
  renderEmail,
  renderText,
} from "~/server/mail/email-layout";
import type { OutboxMessage } from "~/server/outbox/outbox.server";
import type { SiteConfig } from "~/server/site-config.server";
import { type AnswerLine, describeAnswers } from "./describe-answers";
import { isProductId, PRODUCTS } from "./products/registry";
import type { LeadAnnouncer } from "./submit-lead.server";
import type { Answers, ProductConfig } from "./types";

type Lead = Parameters<LeadAnnouncer>[0];

/** What differs between kinds of lead in their emails; the rest (contact, source, layout) is shared. */
export type LeadKind = {
  /** The request's name in running text: a product ("Assurance emprunteur") or another request. */
  name: (t: Translate) => string;
  /** The answers in words, for people to read. */
  describe: (answers: Answers, t: Translate, locale: string) => AnswerLine[];
  /** Dictionary keys of the prospect's confirmation subject and opening line ({product}, {reference}). */
  confirmation: { subjectKey: string; introKey: string };
};

/** A quote request: named after its product, answers described by the product's form. */
export function quoteLeadKind(config: ProductConfig): LeadKind {
  return {
    name: (t) => t(config.nameKey),
    describe: (answers, t, locale) => describeAnswers(config, answers, t, locale),
    confirmation: { subjectKey: "emails.confirmation.subject", introKey: "emails.confirmation.intro" },
  };
}

const PARIS_TIME = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

export type AnnounceSettings = {
  site: SiteConfig;
  notifyEmail: string;
  webhook: boolean;
  /** Other requests than quotes say what they are; a quote's kind follows from its product. */
  kind?: LeadKind;
};

function kindOf(lead: Lead, settings: AnnounceSettings): LeadKind {
  if (settings.kind) return settings.kind;
  if (!isProductId(lead.product)) throw new Error(`no lead kind for product "${lead.product}"`);
  return quoteLeadKind(PRODUCTS[lead.product]);
}

function contactRows(lead: Lead, t: ReturnType<typeof createTranslator>): EmailRow[] {
  const name = [lead.contact.firstName, lead.contact.lastName].filter(Boolean).join(" ");
  const rows: EmailRow[] = [];
  if (lead.contact.company) rows.push({ label: t("quote.fields.entreprise"), value: lead.contact.company });
  rows.push({ label: t("emails.lead.name"), value: name });
  rows.push({ label: t("quote.fields.email"), value: lead.contact.email, href: `mailto:${lead.contact.email}` });
  rows.push({ label: t("quote.fields.telephone"), value: lead.contact.phone, href: `tel:${lead.contact.phone}` });
  return rows;
}

function footer(site: SiteConfig, t: ReturnType<typeof createTranslator>) {
  const orias = site.oriasNumber ?? t("common.toBeCompleted");
  return t("emails.footer", { brand: site.brandName, orias, email: site.contactEmail });
}

/** The prospect's confirmation, in their language, with a summary of what they asked for. */
export function confirmationEmail(lead: Lead, site: SiteConfig, kind: LeadKind) {
  const lang = isLang(lead.lang) ? lead.lang : DEFAULT_LANG;
  const t = createTranslator(lang);
  const product = kind.name(t);
  const title = t("emails.confirmation.title");
  const greeting = t("emails.confirmation.greeting", { name: lead.contact.firstName ?? lead.contact.lastName });
  const intro = t(kind.confirmation.introKey, { product });
  const callback = t(
    lead.consents.callback.given ? "emails.confirmation.callbackYes" : "emails.confirmation.callbackNo",
  );
  const answers = kind.describe(lead.answers, t, lang);
  const contact = contactRows(lead, t);
  const reference = t("emails.confirmation.reference", { reference: lead.reference });
  const html = renderEmail({
    lang,
    title,
    brand: site.brandName,
    footer: footer(site, t),
    children: (
      <>
        <EmailParagraph>{greeting}</EmailParagraph>
        <EmailParagraph>{intro}</EmailParagraph>
        <EmailHeading>{t("emails.confirmation.summary")}</EmailHeading>
        <EmailTable rows={answers} />
        <EmailHeading>{t("emails.confirmation.contact")}</EmailHeading>
        <EmailTable rows={contact} />
        <EmailParagraph>{callback}</EmailParagraph>
        <EmailParagraph>{reference}</EmailParagraph>
      </>
    ),
  });
  const text = renderText([
    title,
    greeting,
    intro,
    t("emails.confirmation.summary"),
    answers,
    t("emails.confirmation.contact"),
    contact,
    callback,
    reference,
    footer(site, t),
  ]);
  return {
    to: lead.contact.email,
    subject: t(kind.confirmation.subjectKey, { product, reference: lead.reference }),
    html,
    text,
  };
}

/** The broker's notification (in French, the office's language): everything needed to call back. */
export function notificationEmail(lead: Lead, site: SiteConfig, to: string, kind: LeadKind) {
  const t = createTranslator(DEFAULT_LANG);
  const product = kind.name(t);
  const name = [lead.contact.firstName, lead.contact.lastName].filter(Boolean).join(" ");
  const title = t("emails.notification.title", { product });
  const callback = t(
    lead.consents.callback.given ? "emails.notification.callbackYes" : "emails.notification.callbackNo",
  );
  const answers = kind.describe(lead.answers, t, DEFAULT_LANG);
  const contact = contactRows(lead, t);
  const utm = (touch: typeof lead.source.firstTouch) =>
    touch
      ? Object.entries(touch.utm)
          .map(([k, v]) => `${k}=${v}`)
          .join(", ") || touch.landing
      : "—";
  const source: EmailRow[] = [
    { label: t("emails.notification.page"), value: lead.source.page },
    { label: t("emails.notification.referrer"), value: lead.source.referrer ?? "—" },
    { label: t("emails.notification.firstTouch"), value: utm(lead.source.firstTouch) },
    { label: t("emails.notification.lastTouch"), value: utm(lead.source.lastTouch) },
    { label: t("emails.notification.referralCode"), value: lead.source.referralCode ?? "—" },
    { label: t("emails.notification.language"), value: lead.lang },
    {
      label: t("emails.notification.receivedAt"),
      value: PARIS_TIME.format(lead.createdAt),
    },
  ];
  const html = renderEmail({
    lang: DEFAULT_LANG,
    title,
    brand: site.brandName,
    footer: t("emails.notification.footer", { reference: lead.reference }),
    children: (
      <>
        <EmailParagraph>{callback}</EmailParagraph>
        <EmailHeading>{t("emails.confirmation.contact")}</EmailHeading>
        <EmailTable rows={contact} />
        <EmailHeading>{t("emails.confirmation.summary")}</EmailHeading>
        <EmailTable rows={answers} />
        <EmailHeading>{t("emails.notification.source")}</EmailHeading>
        <EmailTable rows={source} />
      </>
    ),
  });
  const text = renderText([
    title,
    callback,
    contact,
    answers,
    source,
    t("emails.notification.footer", { reference: lead.reference }),
  ]);
  return {
    to,
    replyTo: lead.contact.email,
    subject: t("emails.notification.subject", { product, name, reference: lead.reference }),
    html,
    text,
  };
}

/** The JSON a CRM or automation tool receives for a new lead. */
export function leadWebhookEvent(lead: Lead) {
  return {
    type: "lead.created",
    lead: {
      id: lead.id,
      reference: lead.reference,
      product: lead.product,
      createdAt: lead.createdAt.toISOString(),
      answers: lead.answers,
      contact: lead.contact,
      lang: lead.lang,
      consents: lead.consents,
      source: lead.source,
    },
  };
}

/** What a new lead sets in motion: two emails, and the webhook when one is configured. */
export function leadAnnouncer(settings: AnnounceSettings): LeadAnnouncer {
  return (lead) => {
    const kind = kindOf(lead, settings);
    const messages: OutboxMessage[] = [
      {
        channel: "email",
        topic: "lead.notification",
        payload: notificationEmail(lead, settings.site, settings.notifyEmail, kind),
      },
      { channel: "email", topic: "lead.confirmation", payload: confirmationEmail(lead, settings.site, kind) },
    ];
    if (settings.webhook)
      messages.push({ channel: "webhook", topic: "lead.created", payload: { event: leadWebhookEvent(lead) } });
    return messages;
  };
}
