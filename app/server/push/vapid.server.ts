import type { Env } from "../env.server";
import type { VapidDetails } from "./push-sender.server";

/**
 * The VAPID keys from the environment, or null when notifications are not set up (the page then
 * says so). Without VAPID_SUBJECT, the push services are given the site's contact address.
 */
export function vapidDetails(
  config: Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "SITE_CONTACT_EMAIL">,
): VapidDetails | null {
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT ?? `mailto:${config.SITE_CONTACT_EMAIL ?? "contact@maison-courtage.fr"}`,
  };
}

/** The push services' hosts a subscription may point at (PUSH_SERVICE_HOSTS). */
export const pushServiceHosts = (config: Pick<Env, "PUSH_SERVICE_HOSTS">) => config.PUSH_SERVICE_HOSTS.split(",");
