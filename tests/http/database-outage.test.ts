import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_PATHS } from "~/paths/site";
import { startServer } from "../support/built-servers";
import { HttpVisitor } from "../support/http-client";
import { migratedPostgresTemplate } from "../support/migrated-databases";
import { createPostgresDatabase } from "../support/postgres-databases";
import { sampleForm } from "../support/quote-samples";

/**
 * The database out of reach (issue 28's faults), with the production build on PostgreSQL behind a
 * TCP gate the test opens and closes: at start-up the server waits for it instead of dying; during
 * operation pages answer a friendly 503 and a form sent meanwhile is not acknowledged; when the
 * database returns, so does the site, without a restart.
 */
const base = process.env.TEST_DATABASE_URL;

/** A TCP relay to the PostgreSQL server that can refuse connections and cut those it holds. */
function databaseGate(port: number) {
  const target = new URL(base as string);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    open: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(!base)("the database out of reach", () => {
  let gate: ReturnType<typeof databaseGate>;
  let server: Awaited<ReturnType<typeof startServer>>;
  let drop = async () => {};
  let directUrl = "";

  beforeAll(async () => {
    const database = await createPostgresDatabase(base as string, await migratedPostgresTemplate());
    drop = database.drop;
    directUrl = database.url;
    const gatePort = await freePort();
    gate = databaseGate(gatePort);
    const throughGate = new URL(database.url);
    throughGate.host = `127.0.0.1:${gatePort}`;
    // The server starts while nothing answers on the database's address; the gate opens 3 s later.
    const starting = startServer({}, { databaseUrl: throughGate.toString(), uploadsDir: "data/uploads", siteUrl: "" });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await gate.open();
    server = await starting;
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await gate?.close().catch(() => {});
    await drop();
  });

  const leadsOf = async (email: string) => {
    const client = new pg.Client({ connectionString: directUrl });
    await client.connect();
    try {
      return (await client.query("select reference from leads where email = $1", [email])).rows;
    } finally {
      await client.end();
    }
  };

  async function sendQuote(visitor: HttpVisitor, email: string) {
    const page = await visitor.get(SITE_PATHS.borrowerQuote);
    const token = /name="_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
    const form = sampleForm("borrower");
    form.set("email", email);
    form.set("_token", token);
    return visitor.post(SITE_PATHS.borrowerQuote, form.toString(), { type: "application/x-www-form-urlencoded" });
  }

  it("waited for the database at start-up, then served", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("answers 503 with a page that says so while it is gone, acknowledges nothing, and recovers when it returns", async () => {
    const visitor = new HttpVisitor(server.url);
    visitor.jar.set("cookieConsent", "declined");
    const lost = `outage.${crypto.randomUUID().slice(0, 8)}@example.fr`;
    const page = await visitor.get(SITE_PATHS.borrowerQuote);
    const token = /name="_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";

    await gate.close();
    const form = sampleForm("borrower");
    form.set("email", lost);
    form.set("_token", token);
    const during = await visitor.post(SITE_PATHS.borrowerQuote, form.toString(), {
      type: "application/x-www-form-urlencoded",
    });
    expect(during.status).toBe(503);
    const outagePage = await visitor.get("/");
    expect(outagePage.status).toBe(503);
    expect(outagePage.headers.get("retry-after")).toBeTruthy();
    expect(await outagePage.text()).toContain("Le site est momentanément indisponible");
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);

    await gate.open();
    await expect.poll(async () => (await visitor.get("/")).status, { timeout: 20_000, interval: 500 }).toBe(200);
    expect(await leadsOf(lost)).toEqual([]);
    const kept = `outage.after.${crypto.randomUUID().slice(0, 8)}@example.fr`;
    const after = await sendQuote(visitor, kept);
    expect(after.status).toBeLessThan(400);
    expect(await leadsOf(kept)).toHaveLength(1);
  });
});
