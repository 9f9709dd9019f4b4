import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancellationAction, loadCancellation } from "~/features/customer-requests/cancellation.server";
import {
  appointmentAction,
  claimAction,
  documentAction,
  loadAppointmentPage,
  loadClaimPage,
} from "~/features/customer-requests/simple-requests.server";
import { requestFileResponse } from "~/server/customer-requests/request-file.server";
import { loadRequestHistory } from "~/server/customer-requests/request-history.server";
import { REQUEST_RATE_LIMIT } from "~/server/customer-requests/request-intake.server";
import { summaryRows } from "~/server/customer-requests/request-summary";
import { submitCustomerRequest } from "~/server/customer-requests/submit-request.server";
import "~/i18n/dictionaries.server";
import { createTranslator } from "~/i18n/translate";
import type { CustomerIdentity } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { contracts } from "~/server/db/schema/customer-area";
import { customerRequestFiles, customerRequests } from "~/server/db/schema/customer-requests";
import { outbox } from "~/server/db/schema/outbox";
import { resetEnvCache } from "~/server/env.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { fileStore } from "~/server/storage.server";
import { insertContract } from "../support/contract-factory";
import { answerOf, createCustomer } from "../support/customers";
import { testDatabases } from "../support/databases";
import { PDF } from "../support/lead-forms";

const WEBHOOK_SECRET = `whsec_${Buffer.from("requests-webhook-secret-0123456789").toString("base64")}`;
let uploadsDir: string;
const saved = { ...process.env };
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), "requests-"));
  Object.assign(process.env, {
    UPLOADS_DIR: uploadsDir,
    REQUESTS_NOTIFY_EMAIL: "service-client@broker.example",
    REQUESTS_WEBHOOK_URL: "http://127.0.0.1:8/hooks/requests",
    REQUESTS_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  resetEnvCache();
});
afterAll(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
  for (const name of ["UPLOADS_DIR", "REQUESTS_NOTIFY_EMAIL", "REQUESTS_WEBHOOK_URL", "REQUESTS_WEBHOOK_SECRET"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvCache();
});

const filesOnDisk = async () => readdir(path.join(uploadsDir, "requests")).catch(() => [] as string[]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

function multipart(pathname: string, fields: Record<string, string>, files: Array<[string, File]> = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of files) form.append(name, file);
  return new Request(`http://localhost:3000${pathname}`, { method: "POST", body: form });
}

/** The status of a response thrown by a loader or action (a 404 for another customer's contract). */
async function thrownStatus(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return (await answerOf(error)).status;
  }
  return 200;
}

async function customerWithContract(db: Database, line: "vehicle" | "health" | "borrower" = "vehicle") {
  const person = await createCustomer(db);
  const identity: CustomerIdentity = {
    id: person.id,
    email: person.email,
    name: `${person.firstName} ${person.lastName}`,
    role: "customer",
  };
  const contract = await insertContract(db, person.id, line, { anniversaryDate: "2024-03-01" });
  return { identity, contract };
}

/** Days that do not exist, malformed or not: each is the date field's message and a 400, never a throw. */
const IMPOSSIBLE_DAYS = ["2026-02-30", "2026-13-01", "0000-00-00", "2026-00-10", "0000-01-01"];
const STEPS = ["review", "edit", "confirm"];

const outboxFor = async (db: Database, reference: string) =>
  (await db.select().from(outbox)).filter((row) => JSON.stringify(row.payload).includes(reference));

describe.each(testDatabases())("customer requests on $name", ({ handle }) => {
  const db = () => handle().db;

  describe("cancellation", () => {
    const path = (reference: string) => `/espace-client/contrats/${reference}/resiliation`;
    const form = (overrides: Record<string, string> = {}) => ({
      _token: issueFormToken(),
      intent: "confirm",
      name: "Camille Laurent",
      email: "camille.contact@example.fr",
      reason: "autre",
      details: "Je change d'assureur.",
      desiredDate: "",
      ...overrides,
    });

    it("shows the summary, then stores the request, marks the contract and writes its messages in one go", async () => {
      const { identity, contract } = await customerWithContract(db());
      const review = await answerOf<{ ok: boolean; step: string; effectDate: string }>(
        await cancellationAction(
          db(),
          multipart(path(contract.reference), form({ intent: "review" })),
          identity,
          "fr",
          contract.reference,
        ),
      );
      expect(review.status).toBe(200);
      expect(review.data).toMatchObject({ ok: true, step: "summary" });
      expect(
        (await db().select().from(customerRequests).where(eq(customerRequests.customerId, identity.id))).length,
      ).toBe(0);

      const fields = form();
      const answer = await answerOf(
        await cancellationAction(db(), multipart(path(contract.reference), fields), identity, "fr", contract.reference),
      );
      expect(answer.status).toBe(302);
      const reference = new URL(answer.location ?? "", "http://x").searchParams.get("accuse") ?? "";
      expect(reference).toMatch(/^RES-[A-Z2-9]{8}$/);
      const [row] = await db().select().from(customerRequests).where(eq(customerRequests.reference, reference));
      expect(row).toMatchObject({
        kind: "cancellation",
        status: "sent",
        customerId: identity.id,
        contractId: contract.id,
      });
      const [after] = await db().select().from(contracts).where(eq(contracts.id, contract.id));
      expect(after?.status).toBe("cancelling");
      expect(after?.endDate).toBe((row?.details as { effectDate?: string } | undefined)?.effectDate);

      const messages = await outboxFor(db(), reference);
      expect(messages.map((m) => m.topic).sort()).toEqual([
        "request.cancellation",
        "request.cancellation.confirmation",
        "request.cancellation.notification",
      ]);
      const confirmation = messages.find((m) => m.topic.endsWith("confirmation"))?.payload as {
        to: string;
        text: string;
      };
      expect(confirmation.to).toBe("camille.contact@example.fr");
      expect(confirmation.text).toContain("prendra effet le");
      const event = messages.find((m) => m.channel === "webhook")?.payload as {
        event: Record<string, unknown>;
        target: string;
      };
      expect(event.target).toBe("requests");
      expect(Object.keys(event.event).sort()).toEqual(
        [
          "type",
          "request_id",
          "request_reference",
          "customer_id",
          "contract_id",
          "timestamp",
          "client_nom",
          "contrat_reference",
          "contrat_type",
          "cotisation",
          "raison_resiliation",
          "triggered_from",
        ].sort(),
      );
      expect(event.event).toMatchObject({
        contrat_reference: contract.reference,
        raison_resiliation: "Autre motif : Je change d'assureur.",
        cotisation: expect.stringMatching(/^61,50\s€\/mois$/),
        triggered_from: path(contract.reference),
      });

      // The acknowledgement screen reads the request back, for its owner only.
      const page = await loadCancellation(
        db(),
        identity,
        contract.reference,
        new URL(`http://x${path(contract.reference)}?accuse=${reference}`),
      );
      expect(page.step).toBe("done");
      expect(page.receipt?.reference).toBe(reference);
      // Coming back to cancel it again: the page names the pending request and its effect date.
      const back = await loadCancellation(
        db(),
        identity,
        contract.reference,
        new URL(`http://x${path(contract.reference)}`),
      );
      expect(back.pending).toEqual({ reference, effectDate: page.receipt?.details.effectDate });

      // The same form sent again (a double click) is the same request.
      const again = await answerOf(
        await cancellationAction(db(), multipart(path(contract.reference), fields), identity, "fr", contract.reference),
      );
      expect(again.location).toBe(answer.location);
      expect(
        await db().select().from(customerRequests).where(eq(customerRequests.customerId, identity.id)),
      ).toHaveLength(1);

      // A contract already being cancelled cannot be cancelled again.
      const twice = await answerOf(
        await cancellationAction(db(), multipart(path(contract.reference), form()), identity, "fr", contract.reference),
      );
      expect(twice.status).toBe(409);
    });

    it("asks for a reason (after trimming) with the spec's words, and refuses a date inside the notice", async () => {
      const { identity, contract } = await customerWithContract(db());
      for (const fields of [form({ reason: "" }), form({ reason: "autre", details: "   " })]) {
        const answer = await answerOf<{ errors: Record<string, string> }>(
          await cancellationAction(
            db(),
            multipart(path(contract.reference), fields),
            identity,
            "fr",
            contract.reference,
          ),
        );
        expect(answer.status).toBe(400);
        expect(answer.data?.errors.reason).toBe("requests.cancel.errors.reason");
      }
      const soon = await answerOf<{ errors: Record<string, string> }>(
        await cancellationAction(
          db(),
          multipart(path(contract.reference), form({ desiredDate: "2020-01-01" })),
          identity,
          "fr",
          contract.reference,
        ),
      );
      expect(soon.status).toBe(400);
      expect(soon.data?.errors.desiredDate).toBe("requests.cancel.errors.tooSoon");
      const [unchanged] = await db().select().from(contracts).where(eq(contracts.id, contract.id));
      expect(unchanged?.status).toBe("active");
    });

    it.each(STEPS)("refuses an impossible desired date with its message on %s", async (intent) => {
      const { identity, contract } = await customerWithContract(db());
      for (const desiredDate of IMPOSSIBLE_DAYS) {
        const answer = await answerOf<{ errors: Record<string, string>; values: Record<string, string> }>(
          await cancellationAction(
            db(),
            multipart(path(contract.reference), form({ intent, desiredDate })),
            identity,
            "fr",
            contract.reference,
          ),
        );
        expect(answer.status, desiredDate).toBe(400);
        expect(answer.data?.errors).toEqual({ desiredDate: "requests.errors.date" });
        expect(answer.data?.values.desiredDate).toBe(desiredDate);
      }
      const [unchanged] = await db().select().from(contracts).where(eq(contracts.id, contract.id));
      expect(unchanged?.status).toBe("active");
    });

    it("answers 404 for another customer's contract, on every step", async () => {
      const owner = await customerWithContract(db());
      const other = await customerWithContract(db());
      const reference = owner.contract.reference;
      expect(
        await thrownStatus(() =>
          loadCancellation(db(), other.identity, reference, new URL(`http://x${path(reference)}`)),
        ),
      ).toBe(404);
      expect(
        await thrownStatus(() =>
          cancellationAction(db(), multipart(path(reference), form()), other.identity, "fr", reference),
        ),
      ).toBe(404);
      const [unchanged] = await db().select().from(contracts).where(eq(contracts.id, owner.contract.id));
      expect(unchanged?.status).toBe("active");
      // The service itself refuses a contract id that is not the customer's.
      await expect(
        submitCustomerRequest(
          db(),
          {
            customerId: other.identity.id,
            kind: "cancellation",
            contractId: owner.contract.id,
            details: {},
            lang: "fr",
            submissionKey: crypto.randomUUID(),
            uploads: [],
            cancellation: { effectDate: "2030-01-01" },
          },
          () => [],
          fileStore(uploadsDir),
        ),
      ).rejects.toThrow("request refused: contract");
    });
  });

  describe("document", () => {
    const send = (identity: CustomerIdentity, fields: Record<string, string>, file?: File) =>
      documentAction(
        db(),
        multipart(
          "/espace-client/documents/envoyer",
          { _token: issueFormToken(), ...fields },
          file ? [["file", file]] : [],
        ),
        identity,
        "fr",
      ).then((result) => answerOf<{ errors: Record<string, string> }>(result));

    it("stores a PDF under a server-made name with its row, and announces it", async () => {
      const { identity } = await customerWithContract(db());
      const answer = await send(
        identity,
        { type: "facture", description: "Facture garage" },
        new File([PDF], "../facture.pdf"),
      );
      expect(answer.status).toBe(302);
      const reference = new URL(answer.location ?? "", "http://x").searchParams.get("envoye") ?? "";
      const [row] = await db().select().from(customerRequests).where(eq(customerRequests.reference, reference));
      const [file] = await db()
        .select()
        .from(customerRequestFiles)
        .where(eq(customerRequestFiles.requestId, row?.id ?? ""));
      expect(file).toMatchObject({ fileName: "facture.pdf", contentType: "pdf", size: PDF.byteLength });
      expect(file?.storagePath).toMatch(/^requests\/[0-9a-f-]{36}\.pdf$/);
      expect(await readFile(path.join(uploadsDir, file?.storagePath ?? ""))).toEqual(Buffer.from(PDF));

      // Its owner downloads it (never inline); anyone else, or another reference, gets a 404.
      const download = await requestFileResponse(db(), identity, reference, file?.id);
      expect(download.status).toBe(200);
      expect(download.headers.get("Content-Type")).toBe("application/pdf");
      expect(download.headers.get("Content-Disposition")).toMatch(/^attachment; filename="facture.pdf"/);
      expect(download.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(PDF));
      const stranger = await customerWithContract(db());
      expect(await thrownStatus(() => requestFileResponse(db(), stranger.identity, reference, file?.id))).toBe(404);
      expect(await thrownStatus(() => requestFileResponse(db(), identity, "DOC-AAAAAAAA", file?.id))).toBe(404);
      expect(await thrownStatus(() => requestFileResponse(db(), identity, reference, "../../etc/passwd"))).toBe(404);
      const event = (await outboxFor(db(), reference)).find((m) => m.channel === "webhook")?.payload as {
        event: Record<string, unknown>;
      };
      expect(event.event).toMatchObject({
        type_document: "facture",
        description: "Facture garage",
        filename: "facture.pdf",
        filesize: PDF.byteLength,
      });
    });

    it("refuses a missing type with the spec's message, a renamed executable and an 11 MB file, leaving no file", async () => {
      const { identity } = await customerWithContract(db());
      const before = await filesOnDisk();
      const noType = await send(identity, { type: "" });
      expect(noType.status).toBe(400);
      expect(noType.data?.errors.type).toBe("requests.document.errors.type");
      const exe = await send(
        identity,
        { type: "facture" },
        new File([EXE], "facture.pdf", { type: "application/pdf" }),
      );
      expect(exe.status).toBe(400);
      expect(exe.data?.errors.file).toBe("requests.errors.fileType");
      const big = new Uint8Array(11 * 1024 * 1024);
      big.set(PDF);
      const tooBig = await send(identity, { type: "facture" }, new File([big], "gros.pdf"));
      expect(tooBig.status).toBe(400);
      expect(tooBig.data?.errors.file).toBe("requests.errors.fileTooLarge");
      expect(await filesOnDisk()).toEqual(before);
      expect(await db().select().from(customerRequests).where(eq(customerRequests.customerId, identity.id))).toEqual(
        [],
      );
    });

    it("removes the stored files when the transaction fails", async () => {
      const { identity } = await customerWithContract(db());
      const before = await filesOnDisk();
      const failing = () => {
        throw new Error("template exploded");
      };
      await expect(
        submitCustomerRequest(
          db(),
          {
            customerId: identity.id,
            kind: "claim",
            contractId: null,
            details: {},
            lang: "fr",
            submissionKey: crypto.randomUUID(),
            uploads: [
              { fileName: "a.pdf", bytes: PDF },
              { fileName: "b.pdf", bytes: PDF },
            ],
          },
          failing,
          fileStore(uploadsDir),
        ),
      ).rejects.toThrow("template exploded");
      expect(await filesOnDisk()).toEqual(before);
    });
  });

  describe("appointment", () => {
    // Monday 23 November 2026, 10:10 in Paris.
    const NOW = new Date("2026-11-23T09:10:00Z");
    const book = (identity: CustomerIdentity, fields: Record<string, string>, now = NOW) =>
      appointmentAction(
        db(),
        multipart("/espace-client/rendez-vous", { _token: issueFormToken(), channel: "video", ...fields }),
        identity,
        "fr",
        now,
      ).then((result) => answerOf<{ errors: Record<string, string>; notice: string }>(result));

    it("books a future slot within opening hours, with an .ics invitation for the customer", async () => {
      const { identity } = await customerWithContract(db());
      const answer = await book(identity, { motif: "Bilan de mes contrats", date: "2026-11-24", time: "10:30" });
      expect(answer.status).toBe(302);
      const reference = new URL(answer.location ?? "", "http://x").searchParams.get("envoye") ?? "";
      const messages = await outboxFor(db(), reference);
      const confirmation = messages.find((m) => m.topic === "request.appointment.confirmation")?.payload as {
        to: string;
        attachments: Array<{ filename: string; content: string }>;
      };
      expect(confirmation.to).toBe(identity.email);
      expect(confirmation.attachments[0]?.filename).toBe("rendez-vous.ics");
      expect(confirmation.attachments[0]?.content).toContain("DTSTART:20261124T093000Z");
      const event = messages.find((m) => m.channel === "webhook")?.payload as { event: Record<string, unknown> };
      expect(event.event).toMatchObject({
        motif: "Bilan de mes contrats",
        date_souhaitee: "2026-11-24",
        heure_souhaitee: "10:30",
      });
      // The page after the redirect repeats the day and time booked, in the customer's words.
      const page = await loadAppointmentPage(
        db(),
        identity,
        new URL(`http://x/espace-client/rendez-vous?envoye=${reference}`),
        "fr",
        new Date("2026-11-20T09:00:00Z"),
      );
      expect(page.booked).toEqual({ day: "mardi 24 novembre 2026", time: "10\u00a0h\u00a030" });
      const someoneElse = await customerWithContract(db());
      const theirs = await loadAppointmentPage(
        db(),
        someoneElse.identity,
        new URL(`http://x/espace-client/rendez-vous?envoye=${reference}`),
        "fr",
        new Date("2026-11-20T09:00:00Z"),
      );
      expect(theirs.booked).toBeNull();
    });

    it("refuses missing fields, past slots, Sundays, public holidays and times outside opening hours", async () => {
      const { identity } = await customerWithContract(db());
      const missing = await book(identity, { motif: "", date: "2026-11-24", time: "" });
      expect(missing.status).toBe(400);
      expect(missing.data?.notice).toBe("requests.appointment.errors.required");
      const cases: Array<[string, string, string, Date?]> = [
        ["2026-11-23", "09:30", "requests.appointment.errors.past"],
        ["2026-11-29", "10:00", "requests.appointment.errors.closed"],
        ["2026-11-24", "19:00", "requests.appointment.errors.outsideHours"],
        ["2026-12-25", "10:00", "requests.appointment.errors.holiday", new Date("2026-12-01T09:00:00Z")],
      ];
      for (const [date, time, message, now] of cases) {
        const answer = await book(identity, { motif: "Un motif", date, time }, now);
        expect(answer.status, `${date} ${time}`).toBe(400);
        expect(answer.data?.errors.time).toBe(message);
      }
      expect(await db().select().from(customerRequests).where(eq(customerRequests.customerId, identity.id))).toEqual(
        [],
      );
    });
  });

  describe("claim", () => {
    const claimPath = (reference: string) => `/espace-client/contrats/${reference}/sinistre`;
    const fields = () => ({
      _token: issueFormToken(),
      eventDate: "2026-01-10",
      place: "Lyon",
      kind: "glass",
      description: "Pare-brise fissuré par un gravillon.",
      thirdParty: "no",
    });

    it("stores a claim with up to 5 files, and refuses a sixth", async () => {
      const { identity, contract } = await customerWithContract(db());
      const files = (n: number) =>
        Array.from({ length: n }, (_, i) => ["files", new File([PDF], `photo-${i}.pdf`)] as [string, File]);
      const six = await answerOf<{ errors: Record<string, string> }>(
        await claimAction(
          db(),
          multipart(claimPath(contract.reference), fields(), files(6)),
          identity,
          "fr",
          contract.reference,
        ),
      );
      expect(six.status).toBe(400);
      expect(six.data?.errors.files).toBe("requests.claim.errors.tooManyFiles");
      const five = await answerOf(
        await claimAction(
          db(),
          multipart(claimPath(contract.reference), fields(), files(5)),
          identity,
          "fr",
          contract.reference,
        ),
      );
      expect(five.status).toBe(302);
      const reference = new URL(five.location ?? "", "http://x").searchParams.get("envoye") ?? "";
      expect(reference).toMatch(/^SIN-/);
      const [row] = await db().select().from(customerRequests).where(eq(customerRequests.reference, reference));
      expect(
        await db()
          .select()
          .from(customerRequestFiles)
          .where(eq(customerRequestFiles.requestId, row?.id ?? "")),
      ).toHaveLength(5);
    });

    // A claim is one step: the intent changes nothing, and is sent to show it.
    it.each(STEPS)("refuses an impossible event date with its message on %s", async (intent) => {
      const { identity, contract } = await customerWithContract(db());
      for (const eventDate of IMPOSSIBLE_DAYS) {
        const answer = await answerOf<{ errors: Record<string, string> }>(
          await claimAction(
            db(),
            multipart(claimPath(contract.reference), { ...fields(), intent, eventDate }),
            identity,
            "fr",
            contract.reference,
          ),
        );
        expect(answer.status, eventDate).toBe(400);
        expect(answer.data?.errors).toEqual({ eventDate: "requests.claim.errors.eventDate" });
      }
      expect(await db().select().from(customerRequests).where(eq(customerRequests.customerId, identity.id))).toEqual(
        [],
      );
    });

    it("asks who the third party is when there is one, and stores it with the joint report's scan", async () => {
      const { identity, contract } = await customerWithContract(db());
      const send = async (extra: Record<string, string>, files: Array<[string, File]> = []) =>
        answerOf<{ errors: Record<string, string>; values: Record<string, string> }>(
          await claimAction(
            db(),
            multipart(claimPath(contract.reference), { ...fields(), thirdParty: "yes", ...extra }, files),
            identity,
            "fr",
            contract.reference,
          ),
        );
      const empty = await send({});
      expect(empty.status).toBe(400);
      expect(empty.data?.errors).toEqual({
        thirdPartyName: "requests.claimThirdParty.errors.name",
        jointReport: "requests.claimThirdParty.errors.jointReport",
      });
      const hostile = await send({
        thirdPartyName: "x".repeat(5000),
        thirdPartyInsurer: "y".repeat(300),
        thirdPartyPlate: "<script>",
        jointReport: "maybe",
      });
      expect(hostile.status).toBe(400);
      expect(Object.keys(hostile.data?.errors ?? {}).sort()).toEqual([
        "jointReport",
        "thirdPartyInsurer",
        "thirdPartyName",
        "thirdPartyPlate",
      ]);
      expect(hostile.data?.values.thirdPartyName?.length).toBeLessThan(300);
      const badScan = await send({ thirdPartyName: "Jean Martin", jointReport: "yes" }, [
        ["jointReportFile", new File([EXE], "constat.pdf")],
      ]);
      expect(badScan.status).toBe(400);
      expect(badScan.data?.errors).toEqual({ jointReportFile: "requests.errors.fileType" });

      const sent = await send(
        {
          thirdPartyName: "Jean Martin",
          thirdPartyInsurer: "Assur Ouest",
          thirdPartyPlate: "ab-123-cd",
          jointReport: "yes",
        },
        [
          ["files", new File([PDF], "photo.pdf")],
          ["jointReportFile", new File([PDF], "constat.pdf")],
        ],
      );
      expect(sent.status).toBe(302);
      const reference = new URL(sent.location ?? "", "http://x").searchParams.get("envoye") ?? "";
      const [row] = await db().select().from(customerRequests).where(eq(customerRequests.reference, reference));
      const stored = await db()
        .select()
        .from(customerRequestFiles)
        .where(eq(customerRequestFiles.requestId, row?.id ?? ""));
      expect(stored).toHaveLength(2);
      expect(row?.details).toMatchObject({
        thirdParty: true,
        thirdPartyName: "Jean Martin",
        thirdPartyInsurer: "Assur Ouest",
        thirdPartyPlate: "AB-123-CD",
        jointReport: true,
        fileCount: 2,
      });
      expect(stored.map((file) => file.fileName)).toContain(row?.details.jointReportFile);
      const rows = summaryRows("claim", row?.details ?? {}, createTranslator("fr"), "fr");
      expect(rows).toEqual(
        expect.arrayContaining([
          { label: "Tiers", value: "Jean Martin" },
          { label: "Assureur du tiers", value: "Assur Ouest" },
          { label: "Immatriculation du tiers", value: "AB-123-CD" },
          { label: "Constat amiable", value: "Oui" },
        ]),
      );
    });

    it("answers 404 for another customer's contract", async () => {
      const owner = await customerWithContract(db());
      const other = await customerWithContract(db());
      const reference = owner.contract.reference;
      expect(await thrownStatus(() => loadClaimPage(db(), other.identity, reference, new URL("http://x/")))).toBe(404);
      expect(
        await thrownStatus(() =>
          claimAction(db(), multipart(claimPath(reference), fields()), other.identity, "fr", reference),
        ),
      ).toBe(404);
    });
  });

  it("limits each customer to 20 requests an hour, whatever the kind", async () => {
    const { identity } = await customerWithContract(db());
    for (let i = 0; i < REQUEST_RATE_LIMIT.limit; i++)
      await hitRateLimit(db(), `requests:${identity.id}`, REQUEST_RATE_LIMIT);
    const answer = await answerOf(
      await documentAction(
        db(),
        multipart("/espace-client/documents/envoyer", { _token: issueFormToken(), type: "devis" }),
        identity,
        "fr",
      ),
    );
    expect(answer.status).toBe(429);
    expect(answer.headers.get("Retry-After")).toMatch(/^\d+$/);
    // Another customer is not affected.
    const other = await customerWithContract(db());
    const fine = await answerOf(
      await documentAction(
        db(),
        multipart("/espace-client/documents/envoyer", { _token: issueFormToken(), type: "devis" }),
        other.identity,
        "fr",
      ),
    );
    expect(fine.status).toBe(302);
  });

  it("shows each customer their own requests only", async () => {
    const a = await customerWithContract(db());
    const b = await customerWithContract(db());
    await documentAction(
      db(),
      multipart("/espace-client/documents/envoyer", { _token: issueFormToken(), type: "devis" }),
      a.identity,
      "fr",
    );
    expect((await loadRequestHistory(db(), a.identity)).map((r) => r.kind)).toEqual(["document"]);
    expect(await loadRequestHistory(db(), b.identity)).toEqual([]);
  });
});
