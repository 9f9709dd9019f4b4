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
