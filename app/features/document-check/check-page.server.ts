import { data, type RouterContextProvider } from "react-router";
import { readFormInput } from "~/forms/form-reader";
import { formatMoment } from "~/i18n/format";
import { requestLanguage } from "~/i18n/request-language.server";
import { getDb } from "~/server/db/index.server";
import { parsePdf } from "~/server/files/pdf-check.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { requestInfoContext } from "~/server/request-context";
import { checkDocument, type DocumentCheck } from "~/server/signatures/document-check.server";
import { checkUpload, UploadRefused } from "~/server/storage.server";

/** A PDF of 20 MB at most; nothing is kept. */
export const CHECK_MAX_BYTES = 20 * 1024 * 1024;
/** Thirty checks per client address per 15 minutes: each one parses a PDF and verifies a signature. */
const CHECKS_PER_CLIENT = { limit: 30, windowMs: 15 * 60_000 };

export type CheckResult =
  | { error: "file" | "type" | "tooLarge" | "empty" | "tooMany"; minutes?: number }
  | { check: DocumentCheck; signedAt: string | null; timestampAt: string | null };

const refuse = (error: Extract<CheckResult, { error: string }>["error"], status: number, minutes?: number) =>
  data<CheckResult>({ error, minutes }, { status, headers: minutes ? { "Retry-After": String(minutes * 60) } : {} });

/** "Vérifier un document": the uploaded PDF checked, the verdict worded by the screen. */
export async function checkDocumentAction(request: Request, context: Readonly<RouterContextProvider>) {
  const db = await getDb();
  const ip = context.get(requestInfoContext).clientIp;
  const limit = await hitRateLimit(db, `verify-pdf:ip:${ip}`, CHECKS_PER_CLIENT);
  if (limit.limited) return refuse("tooMany", 429, Math.ceil(limit.retryAfterSeconds / 60));
  // Past the limit by its declared length: refused before the body is read.
  if (Number(request.headers.get("content-length") ?? 0) > CHECK_MAX_BYTES + 64 * 1024) return refuse("tooLarge", 413);
  const upload = (await readFormInput(request))?.file("file");
  if (!upload) return refuse("file", 400);
  const bytes = new Uint8Array(await upload.arrayBuffer());
  try {
    checkUpload(bytes, { folder: "check", accept: ["pdf"], maxBytes: CHECK_MAX_BYTES });
  } catch (error) {
    if (error instanceof UploadRefused) return refuse(error.reason, error.reason === "tooLarge" ? 413 : 400);
    throw error;
  }
  if (!(await parsePdf(bytes))) return refuse("type", 400);
  const check = await checkDocument(db, bytes);
  const { lang } = requestLanguage(context);
  const moment = (iso: string | null | undefined) => (iso ? formatMoment(new Date(iso), lang) : null);
  return data<CheckResult>({
    check,
    signedAt: "signedAt" in check ? moment(check.signedAt) : null,
    timestampAt: "timestampAt" in check ? moment(check.timestampAt) : null,
  });
}
