import { DEFAULT_LANG } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { deliveriesPath } from "~/paths/backoffice";
import { blockEmail } from "~/server/mail/block-email";
import type { SiteConfig } from "~/server/site-config.server";
import { activeAdmins } from "~/server/staff/staff-directory.server";
import type { Transaction as Tx } from "../db/client.server";
import { deliveriesQuery } from "./delivery-filters";
import { deliveryErrorWords, topicWords } from "./message-words";
import type { OutboxMessage } from "./outbox.server";

/** The topic of the admins' alert: never alerted about itself, so a broken mail server cannot loop. */
export const DEAD_ALERT_TOPIC = "outbox.dead";

export type DeadMessage = {
  id: string;
  channel: "email" | "webhook" | "push";
  topic: string;
  attempts: number;
  lastError: string;
};

/** What the outbox enqueues, in the transaction that marks a message dead, to tell the admins. */
export type DeadAlerter = (tx: Tx, dead: DeadMessage) => Promise<OutboxMessage[]>;

/**
 * One e-mail per admin who can sign in, in French (staff have no stored language; the back
 * office's default), with the message, its error and a link to the monitor's dead messages.
 * No recipient address or content of the dead message: the admin opens the monitor for that.
 */
export function deadMessageAlerter(currentSite: () => Promise<SiteConfig>): DeadAlerter {
  return async (tx, dead) => {
    if (dead.topic === DEAD_ALERT_TOPIC) return [];
    const site = await currentSite();
    const admins = await activeAdmins(tx);
    if (admins.length === 0) return [];
    const lang = DEFAULT_LANG;
    const t = createTranslator(lang);
    const brand = site.brandName;
    const link = `${site.siteUrl}${deliveriesPath(deliveriesQuery({ state: "dead", channel: dead.channel }))}`;
    const rows = [
      { label: t("emails.deliveryDead.topic"), value: topicWords(t, dead.topic) },
      { label: t("emails.deliveryDead.channel"), value: t(`emails.deliveryDead.channels.${dead.channel}`) },
      { label: t("emails.deliveryDead.attempts"), value: String(dead.attempts) },
      { label: t("emails.deliveryDead.error"), value: deliveryErrorWords(t, dead.lastError) },
      { label: t("emails.deliveryDead.id"), value: dead.id },
    ];
    return admins.map((admin) => ({
      channel: "email" as const,
      topic: DEAD_ALERT_TOPIC,
      payload: blockEmail({
        to: admin.email,
        lang,
        brand,
        subject: t("emails.deliveryDead.subject", { topic: topicWords(t, dead.topic) }),
        title: t("emails.deliveryDead.title"),
        footer: t("emails.deliveryDead.footer", { brand }),
        blocks: [
          { paragraph: t("emails.deliveryDead.greeting", { name: admin.name }) },
          { paragraph: t("emails.deliveryDead.intro") },
          { rows },
          { button: t("emails.deliveryDead.button"), href: link, text: link },
        ],
      }),
    }));
  };
}
