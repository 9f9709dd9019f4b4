import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { formInput } from "~/forms/form-reader";
import { staffAuditLog } from "~/server/db/schema/audit";
import { siteSettings } from "~/server/db/schema/settings";
import { parseEnv } from "~/server/env.server";
import { OPENING_DAYS_SHOWN, readSiteSettingsForm } from "~/server/settings/site-settings";
import {
  SETTINGS_RECHECK_MS,
  StaleSettingsError,
  saveSiteSettings,
  siteConfig,
  storedSiteSettings,
} from "~/server/settings/site-settings.server";
import { buildSiteConfig } from "~/server/site-config.server";
import { testDatabases } from "../support/databases";

const actor = { id: null, email: "admin@maison-courtage.test", ip: "127.0.0.1" };
const base = buildSiteConfig(parseEnv({}));
const anyPhone = async (value: string) => /^[+\d][\d .]{8,}$/.test(value);

function form(fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return formInput(body);
}

describe("the settings form", () => {
  it("keeps what was filled, leaves empty fields to the environment and groups the ORIAS digits", async () => {
    const read = await readSiteSettingsForm(
      form({ brandName: " Courtage Lumière ", legalName: "", oriasNumber: "12 345 678", openingDays: ["5", "1", "1"] }),
      base,
      anyPhone,
    );
    expect(read).toEqual({
      ok: true,
      values: { brandName: "Courtage Lumière", oriasNumber: "12345678", openingDays: [1, 5] },
    });
  });

  it("names every bad field with its message's key", async () => {
    const read = await readSiteSettingsForm(
      form({
        oriasNumber: "1234567",
        contactEmail: "not-an-address",
        phone: "12",
        openingDays: ["8"],
        slotMinutes: "5",
        referralGiftEuros: "-3",
        opens: "18:00",
        closes: "09:00",
      }),
      base,
      anyPhone,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual({
      oriasNumber: "orias",
      contactEmail: "email",
      phone: "phone",
      openingDays: "days",
      slotMinutes: "slotMinutes",
      referralGiftEuros: "referralGiftEuros",
      closes: "hoursOrder",
    });
    expect(read.echo.contactEmail).toBe("not-an-address");
  });

  it("reads the day boxes as the whole week: unticking Saturday saves Monday to Friday, none ticked is refused", async () => {
    // The form shows the days in effect ticked (the environment's Monday to Saturday here).
    expect(base.openingHours.days).toEqual([1, 2, 3, 4, 5, 6]);
    const shown = { [OPENING_DAYS_SHOWN]: "1" };
    const weekdays = await readSiteSettingsForm(
      form({ ...shown, openingDays: ["1", "2", "3", "4", "5"] }),
      base,
      anyPhone,
    );
    expect(weekdays).toEqual({ ok: true, values: { openingDays: [1, 2, 3, 4, 5] } });
    // The environment's own days are left unstored, so they follow it.
    const asIs = await readSiteSettingsForm(
      form({ ...shown, openingDays: ["6", "1", "2", "3", "4", "5"] }),
      base,
      anyPhone,
    );
    expect(asIs).toEqual({ ok: true, values: {} });
    const none = await readSiteSettingsForm(form(shown), base, anyPhone);
    expect(none.ok || none.errors).toEqual({ openingDays: "daysNone" });
  });

  it("asks for both hours, in HH:MM, wide enough for one slot", async () => {
    const one = await readSiteSettingsForm(form({ opens: "09:00" }), base, anyPhone);
    expect(one.ok || one.errors).toEqual({ closes: "hoursBoth" });
    const badTime = await readSiteSettingsForm(form({ opens: "9h", closes: "25:00" }), base, anyPhone);
    expect(badTime.ok || badTime.errors).toEqual({ opens: "time", closes: "time" });
    const narrow = await readSiteSettingsForm(
      form({ opens: "09:00", closes: "09:40", slotMinutes: "60" }),
      base,
      anyPhone,
    );
    expect(narrow.ok || narrow.errors).toEqual({ closes: "hoursSlot" });
  });
});

describe.each(testDatabases())("saved settings on $name", ({ handle }) => {
  const db = () => handle().db;
  beforeEach(async () => {
    await db().delete(siteSettings);
  });

  it("gives the environment's values until an admin saves, then theirs; an emptied field goes back", async () => {
    expect(await siteConfig(db())).toMatchObject({ brandName: base.brandName, oriasNumber: null });
    const { version } = await storedSiteSettings(db(), Date.now() + SETTINGS_RECHECK_MS);
    const saved = await saveSiteSettings(db(), actor, {
      values: {
        brandName: "Courtage Lumière",
        oriasNumber: "12345678",
        opens: "08:30",
        closes: "17:00",
        slotMinutes: 45,
      },
      expectedVersion: version,
    });
    // The saving process sees its change at once.
    const config = await siteConfig(db());
    expect(config).toMatchObject({ brandName: "Courtage Lumière", oriasNumber: "12345678", legalName: null });
    expect(config.openingHours).toEqual({ ...base.openingHours, opens: "08:30", closes: "17:00", slotMinutes: 45 });

    await saveSiteSettings(db(), actor, { values: { oriasNumber: "12345678" }, expectedVersion: saved });
    expect(await siteConfig(db())).toMatchObject({ brandName: base.brandName, oriasNumber: "12345678" });

    const audit = await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, "settings.update"));
    expect(audit.at(-1)?.details).toEqual({
      before: { brandName: "Courtage Lumière", opens: "08:30", closes: "17:00", slotMinutes: 45 },
      after: { brandName: null, opens: null, closes: null, slotMinutes: null },
    });
  });

  it("shows another instance's change once its copy is older than the recheck period", async () => {
    const now = Date.now() + 10 * SETTINGS_RECHECK_MS;
    expect((await storedSiteSettings(db(), now)).values).toEqual({});
    // Another process saves: here, the row written as it would write it, without touching our copy.
    await db()
      .insert(siteSettings)
      .values({ id: 1, values: { brandName: "Autre instance" }, version: 7 })
      .onConflictDoUpdate({ target: siteSettings.id, set: { values: { brandName: "Autre instance" }, version: 7 } });
    expect((await storedSiteSettings(db(), now + 10)).values).toEqual({});
    const later = await storedSiteSettings(db(), now + SETTINGS_RECHECK_MS);
    expect(later).toMatchObject({ version: 7, values: { brandName: "Autre instance" } });
  });

  it("refuses a save made on an older version, and writes nothing", async () => {
    await saveSiteSettings(db(), actor, { values: { phone: "01 23 45 67 89" }, expectedVersion: 0 });
    await expect(
      saveSiteSettings(db(), actor, { values: { phone: "01 99 99 99 99" }, expectedVersion: 0 }),
    ).rejects.toBeInstanceOf(StaleSettingsError);
    const rows = await db().select().from(siteSettings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: 1, values: { phone: "01 23 45 67 89" } });
  });
});
