import type { Lang } from "~/i18n/config";
import { formatDay, formatEuros } from "~/i18n/format";
import { customerPaymentsPath } from "~/paths/customer-area";
import { linkEmail } from "~/server/mail/link-email";
import type { EmailMessage } from "~/server/outbox/email.server";
import type { SiteConfig } from "~/server/site-config.server";
import { maskIban } from "./bank-details";

type Common = { to: string; lang: Lang; site: SiteConfig; name: string };
const absolute = (site: SiteConfig, path: string) => `${site.siteUrl.replace(/\/$/, "")}${path}`;

/**
 * "Your bank details changed": sent when a new mandate is signed, so a change the customer did
 * not make is noticed (the account masked, the old mandate's end said).
 */
export function bankDetailsChangedEmail(
  input: Common & { iban: string; reference: string; previousIban: string | null },
): EmailMessage {
  return linkEmail({
    to: input.to,
    lang: input.lang,
    site: input.site,
    href: absolute(input.site, customerPaymentsPath()),
    words: (t) => ({
      subject: t("emails.payments.changed.subject", { brand: input.site.brandName }),
      title: t("emails.payments.changed.title"),
      before: [
        t("emails.payments.greeting", { name: input.name }),
        t("emails.payments.changed.intro", { iban: maskIban(input.iban), reference: input.reference }),
        ...(input.previousIban ? [t("emails.payments.changed.previous", { iban: maskIban(input.previousIban) })] : []),
      ],
      button: t("emails.payments.button"),
      after: [t("emails.payments.changed.notYou", { email: input.site.contactEmail })],
    }),
  });
}

/**
 * "Your mandate is revoked": staff ended it (the customer or their bank asked). Nothing more is
 * debited under it; the customer is shown how to give another account, and whom to write to if
 * they did not ask.
 */
export function mandateRevokedEmail(input: Common & { iban: string; reference: string }): EmailMessage {
  return linkEmail({
    to: input.to,
    lang: input.lang,
    site: input.site,
    href: absolute(input.site, customerPaymentsPath()),
    words: (t) => ({
      subject: t("emails.payments.revoked.subject", { brand: input.site.brandName }),
      title: t("emails.payments.revoked.title"),
      before: [
        t("emails.payments.greeting", { name: input.name }),
        t("emails.payments.revoked.intro", { iban: maskIban(input.iban), reference: input.reference }),
        t("emails.payments.revoked.next"),
      ],
      button: t("emails.payments.button"),
      after: [t("emails.payments.revoked.notYou", { email: input.site.contactEmail })],
    }),
  });
}

/**
 * The SEPA pre-notification: the amount and the day of the coming debit, the mandate's reference
 * and the creditor's identifier, the account masked.
 */
export function prenotificationEmail(
  input: Common & {
    amountCents: number;
    dueDate: string;
    contractReference: string;
    iban: string;
    mandateReference: string;
    creditorIdentifier: string;
  },
): EmailMessage {
  return linkEmail({
    to: input.to,
    lang: input.lang,
    site: input.site,
    href: absolute(input.site, customerPaymentsPath()),
    words: (t) => ({
      subject: t("emails.payments.prenotification.subject", {
        amount: formatEuros(input.amountCents, input.lang),
        date: formatDay(input.dueDate, input.lang),
      }),
      title: t("emails.payments.prenotification.title"),
      before: [
        t("emails.payments.greeting", { name: input.name }),
        t("emails.payments.prenotification.intro", {
          amount: formatEuros(input.amountCents, input.lang),
          date: formatDay(input.dueDate, input.lang),
          contract: input.contractReference,
          iban: maskIban(input.iban),
        }),
        t("emails.payments.prenotification.mandate", {
          reference: input.mandateReference,
          creditor: input.creditorIdentifier,
        }),
      ],
      button: t("emails.payments.button"),
      after: [t("emails.payments.prenotification.help")],
    }),
  });
}
