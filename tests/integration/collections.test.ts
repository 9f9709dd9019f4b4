import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { ActionError } from "~/server/action-error";
import { collectionFile, collectionPreview, runCollection } from "~/server/collections/collection-runs.server";
import { importRejects } from "~/server/collections/reject-imports.server";
import {
  formalNoticeLetter,
  listUnpaidPremiums,
  recordPremiumPaid,
  sendFormalNotice,
  sendPremiumReminder,
} from "~/server/collections/unpaid-premiums.server";
import { changeContractStatus } from "~/server/contracts/contract-status.server";
import type { Database } from "~/server/db/client.server";
import { outbox } from "~/server/db/schema/outbox";
import { paymentInstalments } from "~/server/db/schema/payments";
import { parseEnv } from "~/server/env.server";
import { changeInstalmentStatus } from "~/server/payments/instalments.server";
import { activateMandate, addBankAccount } from "~/server/payments/mandates.server";
import { contractSchedule, saveSchedule } from "~/server/payments/schedules.server";
import { buildSiteConfig } from "~/server/site-config.server";
import type { StaffActor } from "~/server/staff/staff-actor";
import { insertContract } from "../support/contract-factory";
import { createCustomer, createUser } from "../support/customers";
import { testDatabases } from "../support/databases";
import { readPdf } from "../support/pdf-reader";
import { ensureXmllint, validateAgainstSchema } from "../support/xmllint";

const NOW = new Date("2027-03-01T08:00:00Z");
const ICS = "FR72ZZZ123456";
const SCHEMA = path.resolve(import.meta.dirname, "../../app/server/collections/schema/pain.008.001.02.xsd");
const ACCOUNT = { holder: "Élodie Lefèvre", iban: "FR7630006000011234567890189", bic: "AGRIFRPPXXX" };

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ActionError) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error("not refused");
}

/** A pain.002 saying no to these debits. */
const pain002 = (rejects: Array<[string, string]>) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt>
<GrpHdr><MsgId>R-${crypto.randomUUID().slice(0, 8)}</MsgId><CreDtTm>2027-03-09T08:00:00</CreDtTm></GrpHdr>
<OrgnlGrpInfAndSts><OrgnlMsgId>X</OrgnlMsgId><OrgnlMsgNmId>pain.008.001.02</OrgnlMsgNmId></OrgnlGrpInfAndSts>
<OrgnlPmtInfAndSts><OrgnlPmtInfId>X.0</OrgnlPmtInfId>${rejects
  .map(
    ([id, code]) =>
      `<TxInfAndSts><OrgnlEndToEndId>${id}</OrgnlEndToEndId><TxSts>RJCT</TxSts><StsRsnInf><Rsn><Cd>${code}</Cd></Rsn></StsRsnInf></TxInfAndSts>`,
  )
  .join("")}</OrgnlPmtInfAndSts></CstmrPmtStsRpt></Document>`;

describe.each(testDatabases())("collections, rejects and unpaid premiums on $name", ({ handle }) => {
  const db = () => handle().db;
  const site = {
    ...buildSiteConfig(parseEnv({})),
    creditorIdentifier: ICS,
    brokerIban: "FR1420041010050500013M02606",
    brokerBic: "PSSTFRPPPAR",
  };
  beforeAll(() => ensureXmllint());

  /** A customer with a monthly schedule from `day`, its first instalment announced; signed or not. */
  async function scheduled(database: Database, day: string, signed: boolean) {
    const customer = await createCustomer(database);
    const actor = { id: customer.id, email: customer.email, ip: "198.51.100.7" };
    const contract = await insertContract(database, customer.id, "vehicle", {
      startDate: "2026-01-01",
      anniversaryDate: "2026-01-01",
    });
    await database.transaction((tx) =>
      saveSchedule(
        tx,
        { contractId: contract.id, frequency: "monthly", firstDueDate: day, premiumCents: 6_000, feesCents: 150 },
        actor,
        NOW,
      ),
    );
    const { mandate } = await database.transaction((tx) =>
      addBankAccount(tx, { customerId: customer.id, details: ACCOUNT, creditorIdentifier: ICS, actor, now: NOW }),
    );
    if (signed) await database.transaction((tx) => activateMandate(tx, mandate.id, NOW));
    const [first] = (await contractSchedule(database, contract.id))?.instalments ?? [];
    await database.transaction((tx) =>
      changeInstalmentStatus(tx, { instalmentId: first?.id as string, to: "notified", cause: "prenotified", now: NOW }),
    );
    return { customer, contract, instalmentId: first?.id as string };
  }

  it("produces one valid pain.008 for a due date, leaves out the unsigned mandate and the cancelled contract, saying why", async () => {
    const admin = await createUser(db(), "admin");
    const actor: StaffActor = { id: admin.id, email: admin.email, name: "Admin", ip: "203.0.113.1" };
    const day = "2027-03-05";
    const good = await scheduled(db(), day, true);
    const unsigned = await scheduled(db(), day, false);
    const cancelled = await scheduled(db(), day, true);
    await db().transaction((tx) =>
      changeContractStatus(
        tx,
        {
          contractId: cancelled.contract.id,
          to: "cancelled",
          cause: "staffDecision",
          actorId: null,
          endDate: "2027-04-01",
        },
        NOW,
      ),
    );
    const preview = await collectionPreview(db(), day);
    const leftOut = Object.fromEntries(preview.map((line) => [line.instalmentId, line.leftOut]));
    expect(leftOut).toEqual({
      [good.instalmentId]: null,
      [unsigned.instalmentId]: "noActiveMandate",
      [cancelled.instalmentId]: "contractCancelled",
    });

    expect(await refusal(runCollection(db(), actor, { ...site, brokerIban: null }, day, NOW))).toEqual({
      status: 409,
      code: "creditorMissing",
    });
    const run = await runCollection(db(), actor, site, day, NOW);
    expect(run).toMatchObject({ debitCount: 1, totalCents: 6_150 });
    const file = await collectionFile(db(), run.id);
    expect(validateAgainstSchema(file?.xml as string, SCHEMA).ok).toBe(true);
    expect(file?.xml).toContain("<SeqTp>FRST</SeqTp>");
    expect(file?.xml).toContain("<Nm>Elodie Lefevre</Nm>");
    const [collected] = await db()
      .select()
      .from(paymentInstalments)
      .where(eq(paymentInstalments.id, good.instalmentId));
    expect(collected).toMatchObject({ status: "collected" });
    // Nothing left to collect that day: a second run is refused, nothing debited twice.
    expect(await refusal(runCollection(db(), actor, site, day, NOW))).toEqual({
      status: 409,
      code: "nothingToCollect",
    });
    expect(await refusal(runCollection(db(), actor, site, "05/03/2027", NOW))).toMatchObject({ status: 400 });

    // The bank sends it back: insufficient funds. The same file again is refused; the same line in
    // a CSV changes nothing.
    const endToEnd = collected?.collectionReference as string;
    const report = new TextEncoder().encode(
      pain002([
        [endToEnd, "AM04"],
        ["MCUNKNOWN-20270305", "MD01"],
      ]),
    );
    const imported = await importRejects(db(), actor, { fileName: "rejets.xml", bytes: report }, NOW);
    expect(imported).toMatchObject({
      format: "pain.002",
      rejectsAdded: 1,
      linesRepeated: 0,
      unknown: ["MCUNKNOWN-20270305"],
    });
    expect(await refusal(importRejects(db(), actor, { fileName: "rejets.xml", bytes: report }, NOW))).toEqual({
      status: 409,
      code: "alreadyImported",
    });
    const csv = new TextEncoder().encode(`Référence;Motif\n${endToEnd};AM04\n`);
    expect(await importRejects(db(), actor, { fileName: "rejets.csv", bytes: csv }, NOW)).toMatchObject({
      format: "csv",
      rejectsAdded: 0,
      linesRepeated: 1,
    });
    expect(
      await refusal(
        importRejects(db(), actor, { fileName: "x.csv", bytes: new TextEncoder().encode("Nom;Prénom\nA;B\n") }, NOW),
      ),
    ).toEqual({ status: 400, code: "rejectColumns" });

    // The unpaid premium: listed with its reason; the notice needs a reminder first; a payment closes it.
    const unpaid = (await listUnpaidPremiums(db())).find((row) => row.instalmentId === good.instalmentId);
    expect(unpaid).toMatchObject({ reasonCode: "AM04", amountCents: 6_150, reminders: 0, notice: null });
    expect(await refusal(sendFormalNotice(db(), actor, good.instalmentId, NOW))).toEqual({
      status: 409,
      code: "reminderFirst",
    });
    expect(await refusal(sendPremiumReminder(db(), actor, { ...site, brokerIban: null }, good.instalmentId))).toEqual({
      status: 409,
      code: "transferDetailsMissing",
    });
    await sendPremiumReminder(db(), actor, site, good.instalmentId);
    const mails = (await db().select().from(outbox)).filter((row) => row.topic === "premium.reminder");
    const mail = JSON.stringify(mails.at(-1)?.payload);
    expect(mail).toContain("FR14 2004 1010 0505 0001 3M02 606");
    expect(mail).toContain("Provision insuffisante");
    const notice = await sendFormalNotice(db(), actor, good.instalmentId, NOW);
    expect(notice).toEqual({ sentOn: "2027-03-01", suspensionOn: "2027-03-31", terminationOn: "2027-04-10" });
    expect(await refusal(sendFormalNotice(db(), actor, good.instalmentId, NOW))).toEqual({
      status: 409,
      code: "noticeAlreadySent",
    });
    const letter = await formalNoticeLetter(db(), site, good.instalmentId);
    const { text } = await readPdf(letter?.bytes as Uint8Array);
    expect(text).toContain("L113-3");
    expect(text).toContain("31 mars 2027");
    expect(text).toContain("10 avril 2027");
    await recordPremiumPaid(db(), actor, good.instalmentId, NOW);
    expect((await listUnpaidPremiums(db())).some((row) => row.instalmentId === good.instalmentId)).toBe(false);
    expect(await refusal(recordPremiumPaid(db(), actor, good.instalmentId, NOW))).toEqual({
      status: 409,
      code: "notUnpaid",
    });
  }, 180_000);
});
