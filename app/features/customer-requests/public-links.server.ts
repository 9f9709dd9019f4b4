import { data, type RouterContextProvider, redirect } from "react-router";
import { queryOf, readFormInput } from "~/forms/form-reader";
import { formatDay, formatMoment } from "~/i18n/format";
import { requestLanguage } from "~/i18n/request-language.server";
import { SITE_PATHS } from "~/paths/site";
import { answerCancellationLink } from "~/server/customer-requests/public-cancellation.server";
import { answerComplaintLink } from "~/server/customer-requests/public-complaints.server";
import {
  confirmationState,
  confirmationSubject,
  findConfirmation,
} from "~/server/customer-requests/public-confirmations.server";
import { getDb } from "~/server/db/index.server";
import type { PublicConfirmationPurpose } from "~/server/db/schema/public-confirmations";
import { env } from "~/server/env.server";
import { log } from "~/server/logger.server";
import { kickOutbox } from "~/server/outbox/app-worker.server";
import { siteConfig } from "~/server/settings/site-settings.server";
import { fileStore } from "~/server/storage.server";

/** What a link's page shows: the question while it waits, else what became of it. */
export type PublicLinkState = "pending" | "expired" | "decided" | "confirmed" | "refused" | "notCancellable";
export type PublicLinkPage = {
  purpose: PublicConfirmationPurpose;
  state: PublicLinkState;
  /** The link's token, for the page's forms while it waits; never after an answer. */
  token: string | null;
  /** Opened from "ce n'est pas moi": that answer comes first. */
  disown: boolean;
  /** The words the question is put in (reference, dates), formatted in the reader's language. */
  params: Record<string, string>;
};

const OUTCOMES: readonly PublicLinkState[] = ["expired", "decided", "confirmed", "refused", "notCancellable"];
const PATHS: Record<PublicConfirmationPurpose, string> = {
  cancellation: SITE_PATHS.cancelConfirm,
  complaintLink: SITE_PATHS.complaintLink,
};

/**
 * The page a link in an e-mail opens. Opening it changes nothing (mail scanners open links):
 * the answer is a button, a form post. After the answer, post/redirect/get to the outcome.
 */
export async function loadPublicLink(
  purpose: PublicConfirmationPurpose,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<PublicLinkPage> {
  const query = queryOf(request.url);
  const outcome = query.get("resultat");
  const base = { purpose, token: null, disown: false, params: {} };
  if (outcome && (OUTCOMES as readonly string[]).includes(outcome))
    return { ...base, state: outcome as PublicLinkState };
  const token = query.get("jeton") ?? "";
  const db = await getDb();
  const row = await findConfirmation(db, purpose, token);
  if (!row) return { ...base, state: "expired" };
  const state = confirmationState(row);
  if (state !== "pending") return { ...base, state: state === "expired" ? "expired" : "decided" };
  const { lang } = requestLanguage(context);
  const subject = await confirmationSubject(db, row);
  const params: Record<string, string> = { when: formatMoment(row.requestedAt, lang), reference: subject.reference };
  if (subject.effectDate) params.date = formatDay(subject.effectDate, lang);
  return { ...base, state: "pending", token, disown: query.get("reponse") === "non", params };
}

/** The link page's buttons: "confirm", or "refuse" (a cancellation's "ce n'est pas moi"). */
export async function answerPublicLink(purpose: PublicConfirmationPurpose, request: Request) {
  const form = await readFormInput(request);
  const token = form?.line("jeton") ?? "";
  const answer = form?.line("intent");
  if (answer !== "confirm" && !(answer === "refuse" && purpose === "cancellation")) {
    return data({ ok: false as const }, { status: 400 });
  }
  const db = await getDb();
  let outcome: PublicLinkState;
  if (purpose === "cancellation") {
    const config = env();
    const site = await siteConfig(db);
    outcome = await answerCancellationLink(db, {
      token,
      answer,
      site,
      notifyEmail: config.REQUESTS_NOTIFY_EMAIL ?? site.contactEmail,
      files: fileStore(config.UPLOADS_DIR),
    });
  } else {
    outcome = await answerComplaintLink(db, token);
  }
  log.info("public link answered", { purpose, answer, outcome });
  if (outcome === "confirmed" || outcome === "refused") kickOutbox();
  return redirect(`${PATHS[purpose]}?resultat=${outcome}`);
}
