import { DEFAULT_LANG, isLang } from "~/i18n/config";
import { formatDate } from "~/i18n/format";
import { createTranslator } from "~/i18n/translate";
import type { EmailRow } from "~/server/mail/email-layout";
import { brokerFooter } from "~/server/mail/link-email";
import type { ComposedEmail } from "~/server/outbox/email.server";
import type { OutboxMessage } from "~/server/outbox/outbox.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { AnnouncedLeadKind } from "./lead-kind";
import type { LeadAnnouncer } from "./submit-lead.server";

type Lead = Parameters<LeadAnnouncer>[0];

const PARIS_TIME = {
  format: (at: Date) => formatDate(at, "fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" }),
};

export type AnnounceSettings = {
  site: SiteConfig;
  notifyEmail: string;
  webhook: boolean;
  /** What the lead is: names the request and describes its answers in both e-mails. */
  kind: AnnouncedLeadKind;
};

function contactRows(lead: Lead, t: ReturnType<typeof createTranslator>): EmailRow[] {
  const name = [lead.contact.firstName, lead.contact.lastName].filter(Boolean).join(" ");
  const rows: EmailRow[] = [];
  if (lead.contact.company) rows.push({ label: t("forms.fields.entreprise"), value: lead.contact.company });
  rows.push({ label: t("emails.lead.name"), value: name });
  rows.push({ label: t("forms.fields.email"), value: lead.contact.email, href: `mailto:${lead.contact.email}` });
  rows.push({ label: t("forms.fields.telephone"), value: lead.contact.phone, href: `tel:${lead.contact.phone}` });
  return rows;
}

/** The prospect's confirmation, in their language, with a summary of what they asked for. */
export function confirmationEmail(lead: Lead, site: SiteConfig, kind: AnnouncedLeadKind) {
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
  // Words only: the outbox worker renders the HTML and text parts when it delivers.
  return {
    to: lead.contact.email,
    subject: t(kind.confirmation.subjectKey, { product, reference: lead.reference }),
    document: {
      lang,
      title,
      brand: site.brandName,
      footer: brokerFooter(site, t),
      blocks: [
        { paragraph: greeting },
        { paragraph: intro },
        { heading: t("emails.confirmation.summary") },
        { rows: answers },
        { heading: t("emails.confirmation.contact") },
        { rows: contact },
        { paragraph: callback },
        { paragraph: reference },
      ],
    },
  } satisfies ComposedEmail;
}

/** The broker's notification (in French, the office's language): everything needed to call back. */
export function notificationEmail(lead: Lead, site: SiteConfig, to: string, kind: AnnouncedLeadKind) {
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
  // The headings stay out of the plain-text part, as they always have in this e-mail.
  return {
    to,
    replyTo: lead.contact.email,
    subject: t("emails.notification.subject", { product, name, reference: lead.reference }),
    document: {
      lang: DEFAULT_LANG,
      title,
      brand: site.brandName,
      footer: t("emails.notification.footer", { reference: lead.reference }),
      blocks: [
        { paragraph: callback },
        { heading: t("emails.confirmation.contact"), inText: false },
        { rows: contact },
        { heading: t("emails.confirmation.summary"), inText: false },
        { rows: answers },
        { heading: t("emails.notification.source"), inText: false },
        { rows: source },
      ],
    },
  } satisfies ComposedEmail;
}

/** The JSON a CRM or automation tool receives for a new lead. */
export function leadWebhookEvent(lead: Lead) {
  return {
    type: "lead.created",
    timestamp: lead.createdAt.toISOString(),
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
    const { kind } = settings;
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
