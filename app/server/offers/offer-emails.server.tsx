import { customerOfferPath } from "~/paths/customer-area";
import { hasPassword, newInvitationUrl } from "~/server/customers/customer-accounts.server";
import type { Transaction } from "~/server/db/client.server";
import { linkEmail } from "~/server/mail/link-email";
import { enqueueOutbox } from "~/server/outbox/outbox.server";
import { signerOf } from "~/server/signatures/signature-store.server";
import type { SiteConfig } from "~/server/site-config.server";
import type { OfferRow } from "./offer-status.server";

const formatDay = (lang: string, at: Date) =>
  new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "Europe/Paris" }).format(at);

/**
 * The e-mail that carries a sent offer: to a customer with a password, a link to the offer in
 * their area; to a prospect without one (a converted lead), the account invitation, its link
 * valid as long as the offer, leading to the offer once the password is chosen.
 */
export async function queueOfferEmail(tx: Transaction, offer: OfferRow, site: SiteConfig, now: Date) {
  const person = await signerOf(tx, offer.customerId);
  if (!person || !offer.expiresAt) return;
  const base = site.siteUrl.replace(/\/$/, "");
  const invite = !(await hasPassword(tx, offer.customerId));
  const href = invite
    ? await newInvitationUrl(tx, offer.customerId, site, now, offer.validityDays * 24)
    : `${base}${customerOfferPath(offer.id)}`;
  const until = formatDay(person.lang, offer.expiresAt);
  await enqueueOutbox(tx, [
    {
      channel: "email",
      topic: invite ? "customer.invitation" : "offer.sent",
      leadId: offer.leadId ?? undefined,
      payload: linkEmail({
        to: person.email,
        lang: person.lang,
        site,
        href,
        words: (t) => ({
          subject: t("emails.offer.subject", { brand: site.brandName, reference: offer.reference }),
          title: t("emails.offer.title"),
          before: [
            t("emails.offer.greeting", { name: person.firstName }),
            t(invite ? "emails.offer.introInvite" : "emails.offer.intro", { brand: site.brandName }),
          ],
          button: t(invite ? "emails.offer.buttonInvite" : "emails.offer.button"),
          after: [t("emails.offer.validity", { date: until })],
        }),
      }),
    },
  ]);
}
