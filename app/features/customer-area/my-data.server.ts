import { data, redirect } from "react-router";
import { queryOf, readFormInput } from "~/forms/form-reader";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import type { CustomerIdentity } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import {
  customerExports,
  exportDownload,
  exportStatusAt,
  findDataExport,
  kickDataExports,
  queueDataExport,
} from "~/server/privacy/data-exports.server";
import { openCustomerRequest, recordPrivacyRequest } from "~/server/privacy/register.server";
import { isRecordId } from "~/server/record-ids";

export type MyDataPage = {
  exports: Array<{
    id: string;
    status: string;
    progress: number;
    totalSteps: number;
    createdAt: string;
    expiresAt: string | null;
  }>;
  /** The open erasure request, if the customer already asked. */
  erasure: { reference: string; dueAt: string } | null;
  saved: "export" | "erasure" | null;
};

export type MyDataActionData = { ok: false; form: "erase"; error: string };

/** "Mes données": the customer's exports (their own only) and their open erasure request. */
export async function loadMyData(
  db: Database,
  customer: CustomerIdentity,
  url: URL,
  now = new Date(),
): Promise<MyDataPage> {
  const exports = await customerExports(db, customer.id);
  const erasure = await openCustomerRequest(db, customer.id, "erasure");
  const saved = queryOf(url).get("ok");
  return {
    exports: exports.map((row) => ({
      id: row.id,
      status: exportStatusAt(row, now),
      progress: row.progress,
      totalSteps: row.totalSteps,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
    })),
    erasure: erasure && { reference: erasure.reference, dueAt: erasure.dueAt.toISOString() },
    saved: saved === "export" || saved === "erasure" ? saved : null,
  };
}

/**
 * "Télécharger mes données" queues an export of everything held about the signed-in customer
 * (one at a time); "Supprimer mon compte" records an erasure request in the register, which staff
 * carry out (nothing is deleted here). Both post/redirect/get.
 */
export async function handleMyDataAction(db: Database, customer: CustomerIdentity, request: Request, lang = "fr") {
  const form = await readFormInput(request);
  const intent = form?.line("intent");
  if (intent === "export") {
    const running = (await customerExports(db, customer.id)).some(
      (row) => row.status === "pending" || row.status === "running",
    );
    if (!running) {
      await queueDataExport(
        db,
        { email: customer.email, phone: null, customerId: customer.id },
        { customerId: customer.id },
      );
      kickDataExports(db);
    }
    throw redirect(`${CUSTOMER_PATHS.myData}?ok=export`);
  }
  if (intent === "erase") {
    if (form?.line("confirm") !== "on") {
      return data<MyDataActionData>(
        { ok: false, form: "erase", error: "privacy.area.confirmRequired" },
        { status: 400 },
      );
    }
    if (!(await openCustomerRequest(db, customer.id, "erasure"))) {
      await recordPrivacyRequest(
        db,
        {
          kind: "erasure",
          subjectName: customer.name,
          subjectEmail: customer.email,
          subjectPhone: null,
          customerId: customer.id,
          details: form?.lines("reason")?.trim().slice(0, 2000) || null,
          receivedAt: new Date(),
          lang,
        },
        null,
      );
    }
    throw redirect(`${CUSTOMER_PATHS.myData}?ok=erasure`);
  }
  return data<MyDataActionData>({ ok: false, form: "erase", error: "privacy.area.badRequest" }, { status: 400 });
}

/** The customer's own export's ZIP; anyone else's, or one not ready, is a 404. */
export async function myExportDownload(db: Database, customer: CustomerIdentity, id: string | undefined) {
  if (!id || !isRecordId(id)) throw data(null, { status: 404 });
  const row = await findDataExport(db, id.toLowerCase());
  const response =
    row && row.customerId === customer.id && !row.requestedBy ? await exportDownload(db, row, null) : null;
  if (!response) throw data(null, { status: 404 });
  return response;
}
