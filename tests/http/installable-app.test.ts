import { createECDH, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HttpVisitor, servers } from "../support/http-client";

/**
 * The installable customer area (issue 45) over HTTP: its manifest and service worker with the
 * headers browsers need, linked from the area's pages only (the marketing pages keep their
 * weight), the area's answers saying whose they are, and sign-out emptying the browser's cache.
 */

const signedInCustomer = async () => {
  const visitor = new HttpVisitor(servers().openUrl);
  const person = await visitor.hook<{ email: string; password: string }>("customer");
  return visitor.signInAsCustomer(person.email, person.password);
};

describe("the installable customer area", () => {
  it("serves its manifest as application/manifest+json, named after the brand, starting at the area", async () => {
    const response = await new HttpVisitor(servers().openUrl).get("/espace-client/app.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: "Maison Courtage",
      start_url: "/espace-client",
      scope: "/espace-client",
      display: "standalone",
      theme_color: "#13203b",
      lang: "fr",
    });
    const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(["192x192 any", "512x512 any", "512x512 maskable", "180x180 any"]);
    for (const icon of manifest.icons) {
      const png = await fetch(`${servers().openUrl}${icon.src}`);
      expect(png.status, icon.src).toBe(200);
      expect(png.headers.get("content-type"), icon.src).toBe("image/png");
    }
  });

  it("describes the app in the visitor's language", async () => {
    const response = await new HttpVisitor(servers().openUrl).get("/espace-client/app.webmanifest", {
      Cookie: "lang=en",
    });
    expect(await response.json()).toMatchObject({ lang: "en", description: expect.stringContaining("contracts") });
  });

  it("serves its worker as JavaScript, never stale, allowed to control /espace-client itself", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    const response = await visitor.get("/espace-client/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("service-worker-allowed")).toBe("/espace-client");
    const source = await response.text();
    expect(source).toContain('addEventListener("fetch"');
    const etag = response.headers.get("etag") as string;
    expect((await visitor.get("/espace-client/sw.js", { "If-None-Match": etag })).status).toBe(304);
  });

  it("links the manifest and the touch icon from the area's pages, and marks them with the account", async () => {
    const customer = await signedInCustomer();
    const home = await customer.get("/espace-client");
    expect(home.status).toBe(200);
    expect(home.headers.get("x-area-account")).toMatch(/^[\w-]{22}$/);
    const html = await home.text();
    expect(html).toMatch(/<link [^>]*rel="manifest" href="\/espace-client\/app\.webmanifest"/);
    expect(html).toMatch(/<link [^>]*rel="apple-touch-icon" href="\/icons\/apple-touch-icon-180\.png"/);
    const other = await signedInCustomer();
    const theirs = await other.get("/espace-client");
    expect(theirs.headers.get("x-area-account")).not.toBe(home.headers.get("x-area-account"));
  });

  it.each(["/", "/sante-senior", "/espace-client/connexion"])(
    "%s carries neither a manifest nor the worker (the public pages keep their weight)",
    async (path) => {
      const response = await new HttpVisitor(servers().openUrl).get(path, { Cookie: "cookieConsent=declined" });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-area-account")).toBeNull();
      const html = await response.text();
      expect(html).not.toContain('rel="manifest"');
      expect(html).not.toContain("sw.js");
    },
  );

  it("signing out tells the browser to empty its cache", async () => {
    const customer = await signedInCustomer();
    const response = await customer.post("/espace-client/deconnexion");
    expect(response.status).toBe(302);
    expect(response.headers.get("clear-site-data")).toBe('"cache"');
  });
});

/**
 * A device's notifications (issue 45), turned on and off through "Mes informations": what a
 * browser's PushManager gave is checked (an https address of a known push service, real P-256
 * keys), another customer's device can be neither taken nor removed, and a post from another
 * site is refused before anything is read.
 */
describe("a device's notifications", () => {
  const PATH = "/espace-client/informations";
  const browserKeys = () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
  };
  const subscription = (overrides: Record<string, string> = {}, kinds = ["claimSteps", "documentsToSign"]) => {
    const fields = new URLSearchParams({
      intent: "push-on",
      endpoint: `https://push.example.test/send/${crypto.randomUUID()}`,
      ...browserKeys(),
      ...overrides,
    });
    for (const kind of kinds) fields.append("kinds", kind);
    return fields;
  };
  const post = (visitor: HttpVisitor, fields: URLSearchParams, headers: Record<string, string> = {}) =>
    visitor.post(PATH, fields.toString(), { type: "application/x-www-form-urlencoded", headers });
  const devices = async (visitor: HttpVisitor) => {
    const html = await (await visitor.get(PATH)).text();
    return [...html.matchAll(/name="device" value="([^"]+)"/g)].map((match) => match[1] as string);
  };

  it("saves this device with its kinds, lists it, and removes it", async () => {
    const customer = await signedInCustomer();
    const page = await (await customer.get(PATH)).text();
    expect(page).toContain("Notifications sur cet appareil");
    expect(page).toContain("Les étapes de mes sinistres");
    const fields = subscription();
    const saved = await post(customer, fields, { "User-Agent": "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile" });
    expect(saved.status).toBe(200);
    const [device] = await devices(customer);
    expect(device).toBeDefined();
    expect(await (await customer.get(PATH)).text()).toContain("Chrome, Android");
    // Saving again changes the kinds of the same device, not a second one.
    fields.delete("kinds");
    fields.append("kinds", "paymentProblems");
    expect((await post(customer, fields)).status).toBe(200);
    expect(await devices(customer)).toEqual([device]);
    const removed = await customer.post(PATH, { intent: "push-off", device: device as string });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe(`${PATH}?enregistre=pushOff`);
    expect(await devices(customer)).toEqual([]);
  });

  it.each([
    ["a malformed endpoint", { endpoint: "pas une adresse" }],
    ["an http endpoint", { endpoint: "http://push.example.test/send/1" }],
    ["an endpoint of our own network", { endpoint: "https://127.0.0.1/send/1" }],
    ["an endpoint that is too long", { endpoint: `https://push.example.test/${"a".repeat(2000)}` }],
    ["a huge key", { p256dh: "B".repeat(20_000) }],
    ["a key that is no P-256 point", { p256dh: Buffer.alloc(65, 4).toString("base64url") }],
    ["a short auth secret", { auth: "AAAA" }],
  ])("refuses %s with a 4xx", async (_name, overrides) => {
    const customer = await signedInCustomer();
    const response = await post(customer, subscription(overrides));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await devices(customer)).toEqual([]);
  });

  it("refuses no kind, or a kind it does not know", async () => {
    const customer = await signedInCustomer();
    expect((await post(customer, subscription({}, []))).status).toBe(400);
    expect((await post(customer, subscription({}, ["everything"]))).status).toBe(400);
  });

  it("lets no one take or remove another customer's device, nor post from another site", async () => {
    const owner = await signedInCustomer();
    const fields = subscription();
    expect((await post(owner, fields)).status).toBe(200);
    const [device] = await devices(owner);
    const intruder = await signedInCustomer();
    expect((await post(intruder, fields)).status).toBe(409);
    expect((await intruder.post(PATH, { intent: "push-off", device: device as string })).status).toBe(404);
    expect((await intruder.post(PATH, { intent: "push-off", endpoint: fields.get("endpoint") as string })).status).toBe(
      404,
    );
    expect(await devices(owner)).toEqual([device]);
    const crossSite = await post(owner, subscription(), {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    expect(await devices(owner)).toEqual([device]);
  });

  it("the worker shows pushes and opens their page", async () => {
    const source = await (await new HttpVisitor(servers().openUrl).get("/espace-client/sw.js")).text();
    expect(source).toContain('addEventListener("push"');
    expect(source).toContain('addEventListener("notificationclick"');
  });
});
