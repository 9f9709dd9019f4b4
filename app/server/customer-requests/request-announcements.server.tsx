import { DEFAULT_LANG, isLang, type Lang } from "~/i18n/config";
import { formatMoment } from "~/i18n/format";
import { createTranslator, type Translate } from "~/i18n/translate";
import { inboxRequestPath } from "~/paths/backoffice";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import {
  EmailButton,
  EmailParagraph,
  type EmailRow,
  EmailTable,
  renderEmail,
  renderText,
} from "~/server/mail/email-layout";
import { brokerFooter } from "~/server/mail/link-email";
import type { EmailAttachment, EmailMessage } from "~/server/outbox/email.server";
import type { OutboxMessage } from "~/server/outbox/outbox.server";
import type { SiteConfig } from "~/server/site-config.server";
import { REQUEST_KIND_HANDLING } from "./kinds/registry.server";
import { summaryRows } from "./request-summary";
import type { RequestAnnouncer, StoredRequest } from "./submit-request.server";

export type AnnouncerSettings = {
  site: SiteConfig;
  /** Customer service's address. */
  notifyEmail: string;
  /** Whether a requests webhook is configured (`webhookConfigured`: the settings, else the environment). */
  webhook: boolean;
  customer: { name: string; email: string };
  /** The page the request was sent from (the spec's `triggered_from`). */
  triggeredFrom: string;
};

/**
 * The webhook body: the spec's payload fields (§3) with their exact names, plus our ids and the
 * event's type; each kind adds its own (a claim, beyond the spec, follows the same naming).
 */
export function requestWebhookEvent(request: StoredRequest, settings: AnnouncerSettings): Record<string, unknown> {
  return {
    type: `${request.kind}.requested`,
    request_id: request.id,
    request_reference: request.reference,
    customer_id: request.customerId,
    contract_id: request.contractId,
    timestamp: request.createdAt.toISOString(),
    client_nom: settings.customer.name,
    ...REQUEST_KIND_HANDLING[request.kind].webhookFields(request, createTranslator(DEFAULT_LANG)),
    triggered_from: settings.triggeredFrom,
  };
}

function momentRows(request: StoredRequest, t: Translate, lang: Lang): EmailRow[] {
  return [
    { label: t("requests.summary.reference"), value: request.reference },
    { label: t("requests.summary.sentAt"), value: formatMoment(request.createdAt, lang) },
  ];
}

/** Customer service's notice, in French (the office's language). */
export function requestNotificationEmail(request: StoredRequest, settings: AnnouncerSettings): EmailMessage {
  const lang = DEFAULT_LANG;
  const t = createTranslator(lang);
  const kind = t(`requests.kinds.${request.kind}`);
  const rows: EmailRow[] = [
    ...momentRows(request, t, lang),
    { label: t("requests.summary.customer"), value: settings.customer.name },
    { label: t("requests.summary.account"), value: settings.customer.email, href: `mailto:${settings.customer.email}` },
    ...summaryRows(request.kind, request.details, t, lang, { filesListed: request.files.length > 0 }),
    ...request.files.map((file, index) => ({
      label: t("requests.summary.fileN", { n: String(index + 1) }),
      value: `${file.fileName} (${file.size} o)`,
    })),
  ];
  const title = t("requests.emails.notification.title", { kind, reference: request.reference });
  const intro = t("requests.emails.notification.intro", { name: settings.customer.name, kind });
  // The request's page in the back office, where staff answer it (issue 46 item 11).
  const link = `${settings.site.siteUrl}${inboxRequestPath(request.id)}`;
  const open = t("requests.emails.notification.open");
  const html = renderEmail({
    lang,
    title,
    brand: settings.site.brandName,
    footer: request.reference,
    children: (
      <>
        <EmailParagraph>{intro}</EmailParagraph>
        <EmailTable rows={rows} />
        <EmailParagraph>{t("requests.emails.notification.files")}</EmailParagraph>
        <EmailButton href={link}>{open}</EmailButton>
      </>
    ),
  });
  return {
    to: settings.notifyEmail,
    replyTo: settings.customer.email,
    subject: title,
    html,
    text: renderText([title, intro, rows, t("requests.emails.notification.files"), `${open} : ${link}`]),
  };
}

/** The customer's acknowledgement (a durable medium), in their language, with the .ics for an appointment. */
export function requestConfirmationEmail(request: StoredRequest, settings: AnnouncerSettings): EmailMessage {
  const lang = isLang(request.lang) ? request.lang : DEFAULT_LANG;
  const t = createTranslator(lang);
  const k = (key: string, params?: Record<string, string>) => t(`requests.emails.confirmation.${key}`, params);
  const kind = t(`requests.kinds.${request.kind}`);
  const when = formatMoment(request.createdAt, lang);
  const confirmation = REQUEST_KIND_HANDLING[request.kind].confirmation;
  const paragraphs = [
    k("greeting", { name: settings.customer.name }),
    k("received", { kind, when }),
    ...(confirmation?.paragraphs?.(request, k, lang) ?? []),
  ];
  paragraphs.push(k("next"));
  const rows = [...momentRows(request, t, lang), ...summaryRows(request.kind, request.details, t, lang)];
  const link = `${settings.site.siteUrl}${CUSTOMER_PATHS.requests}`;
  const title = k("title", { kind });
  const html = renderEmail({
    lang,
    title,
    brand: settings.site.brandName,
    footer: brokerFooter(settings.site, t),
    children: (
      <>
        {paragraphs.map((paragraph) => (
          <EmailParagraph key={paragraph}>{paragraph}</EmailParagraph>
        ))}
        <EmailTable rows={rows} />
        <EmailButton href={link}>{k("follow")}</EmailButton>
      </>
    ),
  });
  const attachments: EmailAttachment[] = confirmation?.attachments?.(request, settings, t) ?? [];
  return {
    to: confirmation?.recipient?.(request) ?? settings.customer.email,
    subject: k("subject", { kind, reference: request.reference }),
    html,
    text: renderText([title, ...paragraphs, rows, `${k("follow")} : ${link}`, brokerFooter(settings.site, t)]),
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}

export function requestAnnouncer(settings: AnnouncerSettings): RequestAnnouncer {
  return (request) => {
    const messages: OutboxMessage[] = [
      {
        channel: "email",
        topic: `request.${request.kind}.notification`,
        payload: requestNotificationEmail(request, settings),
      },
      {
        channel: "email",
        topic: `request.${request.kind}.confirmation`,
        payload: requestConfirmationEmail(request, settings),
      },
    ];
    if (settings.webhook) {
      messages.push({
        channel: "webhook",
        topic: `request.${request.kind}`,
        payload: { event: requestWebhookEvent(request, settings), target: "requests" },
      });
    }
    return messages;
  };
}
