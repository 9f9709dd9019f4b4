import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_RATE_LIMIT } from "~/features/careers/application-action.server";
import { applicationAnnouncer } from "~/features/careers/application-emails.server";
import { type ApplicationDraft, submitApplication } from "~/features/careers/submit-application.server";
import "~/i18n/dictionaries.server";
import { jobApplications } from "~/server/db/schema/careers";
import { outbox } from "~/server/db/schema/outbox";
import { parseEnv } from "~/server/env.server";
import { issueFormToken } from "~/server/leads/form-token.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { fileStore } from "~/server/storage.server";
import { runAgainstInMemoryApp } from "../support/app-under-test";
import { testDatabases } from "../support/databases";
import {
  applicationForm,
  uniqueEmail as email,
  PDF,
  postApplication as post,
  applicationsOf as rowsFor,
  shownAWhileAgo,
} from "../support/lead-forms";

const site = buildSiteConfig(parseEnv({}));
const announce = applicationAnnouncer({ site, notifyEmail: "jobs@broker.example" });

let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), "uploads-"));
});
afterAll(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
});

const filesIn = async (dir: string) => readdir(path.join(dir, "cv")).catch(() => [] as string[]);

function draft(overrides: Partial<ApplicationDraft> = {}): ApplicationDraft {
  return {
    name: "Claire Martin",
    email: email(),
    message: "Je souhaite vous rejoindre.",
    lang: "en",
    consent: { text: "J'accepte…", at: new Date() },
    cv: { fileName: "../../etc/cv-claire.pdf", bytes: PDF },
    submissionKey: crypto.randomUUID(),
    ...overrides,
  };
}

describe.each(testDatabases())("application storage on $name", ({ handle }) => {
  const db = () => handle().db;

  it("stores the application, its CV file and its two emails together", async () => {
    const application = draft();
    const result = await submitApplication(db(), application, announce, fileStore(uploadsDir));
    expect(result.outcome).toBe("created");
    expect(result.reference).toMatch(/^CA-[A-Z2-9]{8}$/);
    const [row] = await db().select().from(jobApplications).where(eq(jobApplications.id, result.id));
    expect(row).toMatchObject({
      name: "Claire Martin",
      email: application.email,
      cvFileName: "cv-claire.pdf",
      cvSize: PDF.byteLength,
      lang: "en",
      consentText: "J'accepte…",
    });
    expect(row?.cvStoragePath).toMatch(/^cv\/[0-9a-f-]{36}\.pdf$/);
    expect(await readFile(path.join(uploadsDir, row?.cvStoragePath as string))).toEqual(Buffer.from(PDF));

    const messages = (await db().select().from(outbox)).filter((m) =>
      JSON.stringify(m.payload).includes(result.reference),
    );
    expect(messages.map((m) => m.topic).sort()).toEqual(["application.confirmation", "application.notification"]);
    const notification = messages.find((m) => m.topic === "application.notification")?.payload as {
      to: string;
      text: string;
    };
    expect(notification.to).toBe("jobs@broker.example");
    expect(notification.text).toContain("cv-claire.pdf");
    expect(notification.text).toContain("back-office");
    const confirmation = messages.find((m) => m.topic === "application.confirmation")?.payload as {
      to: string;
      subject: string;
    };
    expect(confirmation.to).toBe(application.email);
    expect(confirmation.subject).toContain("Your application");
  });

  it("keeps neither row nor file when the outbox cannot be written (one transaction)", async () => {
    const application = draft();
    const before = await filesIn(uploadsDir);
    const failing = () => {
      throw new Error("template exploded");
    };
    await expect(submitApplication(db(), application, failing, fileStore(uploadsDir))).rejects.toThrow(
      "template exploded",
    );
    expect(await db().select().from(jobApplications).where(eq(jobApplications.email, application.email))).toEqual([]);
    expect(await filesIn(uploadsDir)).toEqual(before);
  });

  it("answers a resubmitted form with the first application, keeping one file", async () => {
    const application = draft();
    const first = await submitApplication(db(), application, announce, fileStore(uploadsDir));
    const before = await filesIn(uploadsDir);
    const again = await submitApplication(db(), application, announce, fileStore(uploadsDir));
    expect(again).toEqual({ ...first, outcome: "replayed" });
    expect(await db().select().from(jobApplications).where(eq(jobApplications.email, application.email))).toHaveLength(
      1,
    );
    expect(await filesIn(uploadsDir)).toEqual(before);
  });
});

describe("application action", () => {
  let actionUploads: string;
  runAgainstInMemoryApp(async () => {
    actionUploads = await mkdtemp(path.join(tmpdir(), "uploads-action-"));
    return { UPLOADS_DIR: actionUploads, LEAD_MIN_FILL_MS: "3000" };
  });
  afterAll(async () => {
    await rm(actionUploads, { recursive: true, force: true });
  });

  it("stores a valid application with its PDF and redirects to the notice (post/redirect/get)", async () => {
    const address = email();
    const result = await post(applicationForm(address));
    expect(result).toMatchObject({ status: 302, location: "/carriere?candidature=envoyee#candidature" });
    const [row] = await rowsFor(address);
    expect(await readFile(path.join(actionUploads, row?.cvStoragePath as string))).toEqual(Buffer.from(PDF));
  });

  it("stores text without control characters, keeping the message's line breaks and tabs", async () => {
    const address = email();
    const form = applicationForm(address);
    form.set("name", "Claire\u0000Martin\u0007");
    form.set("message", "Bonjour\u0000 !\r\nJe joins mon CV.\u001b[31m\n\tMerci");
    const result = await post(form);
    expect(result.status).toBe(302);
    const [row] = await rowsFor(address);
    expect(row).toMatchObject({ name: "Claire Martin", message: "Bonjour  !\nJe joins mon CV. [31m\n\tMerci" });
  });

  it("refuses a file that is not a PDF, even named .pdf, and stores nothing", async () => {
    const address = email();
    const fake = new File(["<html>not a pdf</html>"], "cv.pdf", { type: "application/pdf" });
    const result = await post(applicationForm(address, fake));
    expect(result).toMatchObject({ status: 400, data: { errors: { fields: { cv: "careers.errors.cvNotPdf" } } } });
    expect(await rowsFor(address)).toHaveLength(0);
  });

  it("answers 400 with every field's error for an empty form", async () => {
    const form = new FormData();
    form.set("_token", shownAWhileAgo());
    const result = await post(form);
    expect(result.status).toBe(400);
    expect(Object.keys(result.data?.errors.fields ?? {}).sort()).toEqual(["consent", "cv", "email", "name"]);
  });

  it("refuses a body declared larger than the upload limit before reading it", async () => {
    const result = await post(applicationForm(email()), { length: 7 * 1024 * 1024 });
    expect(result).toMatchObject({ status: 413, data: { errors: { fields: { cv: "careers.errors.cvTooLarge" } } } });
  });

  it("pretends success to a bot that fills the honeypot, and stores nothing", async () => {
    const address = email();
    const form = applicationForm(address);
    form.set("website", "http://spam.example");
    expect((await post(form)).status).toBe(302);
    expect(await rowsFor(address)).toHaveLength(0);
  });

  it("turns away a form sent faster than a person could", async () => {
    const form = applicationForm(email());
    form.set("_token", issueFormToken());
    expect(await post(form)).toMatchObject({ status: 400, data: { errors: { notice: "careers.errors.tooFast" } } });
  });

  it("limits applications per client and hour", async () => {
    const clientIp = crypto.randomUUID();
    for (let i = 0; i < APPLICATION_RATE_LIMIT.limit; i++) {
      expect((await post(applicationForm(email()), { clientIp })).status).toBe(302);
    }
    const limited = await post(applicationForm(email()), { clientIp });
    expect(limited).toMatchObject({ status: 429, data: { errors: { notice: "careers.errors.rateLimited" } } });
  });
});
