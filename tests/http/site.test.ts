import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/paths/site";
import { HttpVisitor, servers } from "../support/http-client";

/**
 * What the public site answers over HTTP, as the production build serves it: the route table,
 * the access gate's doors, what search engines read, caching and security headers. The pages'
 * look and behaviour are walked in a browser (tests/e2e/); here, status codes, headers and HTML.
 */

const h1Of = (html: string) => html.match(/<h1[\s>][\s\S]*?<\/h1>/)?.[0].replace(/<[^>]+>/g, "");
const attribute = (html: string, tag: RegExp, name: string) =>
  html.match(tag)?.[0].match(new RegExp(`${name}="([^"]*)"`))?.[1];
const admitted = () => new HttpVisitor(servers().gatedUrl).admit();
/** What a reader sees of some HTML: its text, entities decoded, white space folded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .trim();

describe("the route table", () => {
  it.each([...PUBLIC_PAGES, "/accueil-v3", "/maintenance"])(
    "%s answers 200 with a title and a heading once admitted",
    async (path) => {
      const visitor = await admitted();
      const response = await visitor.get(path, { Cookie: `${visitor.jar.header()}; cookieConsent=declined` });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(h1Of(html)?.trim()).toBeTruthy();
      expect(html).toMatch(/<title>\S[^<]*<\/title>/);
    },
  );

  it("the customer area sends a signed-out visitor to its sign-in screen, which answers", async () => {
    const visitor = await admitted();
    const area = await visitor.get("/espace-client");
    expect(area.status).toBe(302);
    expect(area.headers.get("location")).toBe("/espace-client/connexion");
    expect((await visitor.get("/espace-client/connexion")).status).toBe(200);
  });

  it("an unknown path is the 404 page, in the spec's English words and the visitor's language", async () => {
    const visitor = await admitted();
    const response = await visitor.get("/cette-page-n-existe-pas");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(h1Of(html)).toMatch(/^Oops! Page not found\s*Page introuvable$/);
    expect(html).toMatch(/lang="en"[^>]*>Oops! Page not found</);
    expect(html).toContain("La page demandée n&#x27;existe pas ou a été déplacée.");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>/);
  });

  it("an unknown article goes back to the news list", async () => {
    const visitor = await admitted();
    for (const id of ["99", "7", "0", "abc"]) {
      const response = await visitor.get(`/actualites/${id}`);
      expect(response.status, id).toBe(302);
      expect(response.headers.get("location"), id).toBe("/actualites");
    }
  });

  it("the health check reports the database", async () => {
    const response = await fetch(`${servers().gatedUrl}/healthz`);
    expect(await response.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  it("pages carry the security headers", async () => {
    const response = await (await admitted()).get("/");
    const headers = response.headers;
    expect(headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("the banner's beacon records the choice and answers 204 with the cookies, no page (issue 46)", async () => {
    const visitor = await admitted();
    const beacon = await visitor.post("/consent", { choice: "accepted", beacon: "1" });
    expect(beacon.status).toBe(204);
    expect(beacon.headers.get("location")).toBeNull();
    const cookies = beacon.headers.getSetCookie();
    expect(cookies.find((line) => line.startsWith("cookieConsent="))).toMatch(
      /^cookieConsent=accepted; Path=\/; Max-Age=15724800; SameSite=Lax/,
    );
    expect(cookies.some((line) => line.startsWith("consentId="))).toBe(true);
    // The form without JavaScript still goes back to the page.
    const posted = await visitor.post("/consent", { choice: "declined", redirectTo: "/carriere" });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe("/carriere");
  });

  it("the home page and its footer give the same founding year, the site configuration's (issue 46)", async () => {
    const visitor = await admitted();
    const html = await (await visitor.get("/", { Cookie: `${visitor.jar.header()}; cookieConsent=declined` })).text();
    const years = [...html.matchAll(/Courtier en assurances depuis (\d{4})/g)].map((match) => match[1]);
    expect(years.length).toBeGreaterThanOrEqual(2);
    expect(new Set(years)).toEqual(new Set(["2019"]));
  });

  it("a page hydrated as islands carries its islands and no router; a page hydrated whole keeps React Router's (issue 47)", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    const islands = await (await visitor.get("/sante-senior")).text();
    const names = [...islands.matchAll(/data-island="([a-z-]+)"/g)].map((match) => match[1]);
    expect(names).toEqual(["header", "quote", "chat", "consent", "toaster"]);
    expect(islands).not.toContain("__reactRouterContext");
    expect(islands).toMatch(
      /<script type="text\/x-module-after-paint"[^>]*>import "\/assets\/islands-[\w-]+\.js";<\/script>/,
    );
    // The card's props travel with it: the form token the page's form carries is in them too.
    const token = islands.match(/name="_token" value="([^"]+)"/)?.[1];
    expect(token).toBeTruthy();
    expect(islands.split(token as string).length).toBeGreaterThan(2);
    // The careers page, its form and dialog included, is islands too; a legal page hydrates whole.
    const careers = await (await visitor.get("/carriere")).text();
    expect([...careers.matchAll(/data-island="([a-z-]+)"/g)].map((match) => match[1])).toEqual([
      "header",
      "apply",
      "application",
      "chat",
      "consent",
      "toaster",
    ]);
    expect(careers).not.toContain("__reactRouterContext");
    const whole = await (await visitor.get("/mentions-legales")).text();
    expect(whole).toContain("__reactRouterContext");
    expect(whole).not.toMatch(/import "\/assets\/islands-/);
  });

  it("bad bodies get a clear 4xx", async () => {
    const visitor = await admitted();
    const huge = await visitor.post("/consent", "x".repeat(2 * 1024 * 1024), { type: "text/plain" });
    expect(huge.status).toBe(413);
    expect((await visitor.post("/consent", { choice: "maybe" })).status).toBe(400);
    expect((await visitor.post("/language", { lang: "xx" })).status).toBe(400);
    const openRedirect = await visitor.post("/language", { lang: "en", redirectTo: "//evil.example" });
    expect(openRedirect.headers.get("location")).toBe("/");
  });
});

describe("the access gate", () => {
  it("sends a visitor without the code to /login, whatever the path", async () => {
    const visitor = new HttpVisitor(servers().gatedUrl);
    for (const path of ["/", "/sante-famille", "/espace-client", "/backoffice", "/actualites/1"]) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/login");
    }
    const login = await (await visitor.get("/login")).text();
    expect(h1Of(login)).toContain("Site en cours de construction");
    expect(login).toContain("Veuillez entrer le code d&#x27;accès pour continuer");
    // No cookie banner on the gate.
    expect(login).not.toContain('data-testid="consent-banner"');
  });

  it("marks every response noindex and keeps robots out while gated", async () => {
    const visitor = new HttpVisitor(servers().gatedUrl);
    expect((await visitor.get("/login")).headers.get("x-robots-tag")).toContain("noindex");
    expect(await (await visitor.get("/robots.txt")).text()).toContain("Disallow: /");
    expect(await (await visitor.get("/sitemap.xml")).text()).not.toContain("<loc>");
    expect((await visitor.get("/healthz")).status).toBe(200);
  });

  it("without SITE_ACCESS_CODE the site is public and the login paths lead home", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    const page = await visitor.get("/sante-senior");
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBeNull();
    expect(h1Of(await page.text())).toBe("Mutuelle santé senior");
    for (const path of ["/login", "/seconnecter"]) {
      const login = await visitor.get(path);
      expect(login.status, path).toBe(302);
      expect(login.headers.get("location"), path).toBe("/");
    }
  });

  it("/healthz is the only open door: its .data request shows nothing of the site", async () => {
    const { gatedUrl } = servers();
    for (const path of ["/healthz.data", "/robots.txt.data", "/sitemap.xml.data"]) {
      const body = await (await fetch(`${gatedUrl}${path}`, { redirect: "manual" })).text();
      expect(body, path).not.toContain("contact@");
      expect(body, path).not.toContain("brandName");
      expect(body, path).not.toContain(gatedUrl);
    }
  });
});

describe("what search engines see", () => {
  it("robots.txt and sitemap.xml on the public site", async () => {
    const { openUrl } = servers();
    const robots = await (await fetch(`${openUrl}/robots.txt`)).text();
    expect(robots).toContain("Allow: /");
    expect(robots).toContain(`Sitemap: ${openUrl}/sitemap.xml`);
    const sitemap = await fetch(`${openUrl}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    for (const path of ["/", "/assurance-emprunteur", "/sante-famille", "/actualites/1", "/mentions-legales"]) {
      expect(xml).toContain(`<loc>${openUrl}${path}</loc>`);
    }
    expect(xml).not.toContain("/espace-client");
    // The customer area stays out of search engines, but not its door.
    expect(robots).toContain("Allow: /espace-client/connexion$");
    expect(robots.indexOf("Allow: /espace-client/connexion$")).toBeLessThan(robots.indexOf("Disallow: /espace-client"));
  });

  it("the sign-in screen may be indexed; the screens behind it may not", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    expect(await (await visitor.get("/espace-client/connexion")).text()).not.toMatch(/<meta name="robots"/);
    const forgotten = await (await visitor.get("/espace-client/mot-de-passe-oublie")).text();
    expect(attribute(forgotten, /<meta name="robots"[^>]*>/, "content")).toBe("noindex");
  });

  it("pages carry title, description, canonical, Open Graph and JSON-LD", async () => {
    const { openUrl } = servers();
    const visitor = new HttpVisitor(openUrl);
    const html = await (await visitor.get("/", { Cookie: "cookieConsent=declined" })).text();
    expect(html).toMatch(/<title>[^<]*Maison Courtage[^<]*<\/title>/);
    expect(attribute(html, /<meta name="description"[^>]*>/, "content")).toMatch(/assureurs/);
    expect(attribute(html, /<link rel="canonical"[^>]*>/, "href")).toBe(`${openUrl}/`);
    expect(attribute(html, /<meta property="og:title"[^>]*>/, "content")).toMatch(/Maison Courtage/);
    expect(attribute(html, /<meta property="og:locale"[^>]*>/, "content")).toBe("fr_FR");
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1],
    );
    expect(JSON.parse(jsonLd.join())).toMatchObject({ "@type": "InsuranceAgency", name: "Maison Courtage" });
    const senior = await (await visitor.get("/sante-senior?utm_source=x")).text();
    expect(attribute(senior, /<link rel="canonical"[^>]*>/, "href")).toBe(`${openUrl}/sante-senior`);
  });
});

describe("page caching", () => {
  it("pages carry a validator; a matching one gets a 304 without a new security policy", async () => {
    const { openUrl } = servers();
    const headers = { Cookie: "cookieConsent=declined" };
    const first = await fetch(`${openUrl}/actualites`, { headers });
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(first.headers.get("content-security-policy")).toContain("nonce-");

    const again = await fetch(`${openUrl}/actualites`, { headers: { ...headers, "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect((await again.arrayBuffer()).byteLength).toBe(0);

    // Another language is another page: a full answer.
    const english = await fetch(`${openUrl}/actualites`, {
      headers: { Cookie: "cookieConsent=declined; lang=en", "If-None-Match": etag },
    });
    expect(english.status).toBe(200);
    expect(english.headers.get("etag")).not.toBe(etag);
  });

  it("a marketing page kept by the server comes back with this response's nonce and a fresh token", async () => {
    // The page cache (app/server/http/page-cache.server.ts): the second visit is not rendered
    // again, yet its scripts carry the nonce its own policy names, and its form a token of its own.
    const { openUrl } = servers();
    const headers = { Cookie: "cookieConsent=accepted; lang=en" };
    const pages = [];
    for (let visit = 0; visit < 3; visit++) {
      const response = await fetch(`${openUrl}/vehicules-premium-v2`, { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe("gzip");
      const policyNonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
      const html = await response.text();
      const nonces = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]));
      expect([...nonces]).toEqual([policyNonce]);
      const token = html.match(/name="_token" value="([^"]+)"/)?.[1] as string;
      expect(html.split(token).length - 1).toBeGreaterThanOrEqual(2);
      pages.push({ html, nonce: policyNonce as string, token });
    }
    expect(new Set(pages.map((page) => page.token)).size).toBe(3);
    const [first, ...others] = pages.map((page) => page.html.replaceAll(page.nonce, "").replaceAll(page.token, ""));
    for (const other of others) expect(other).toBe(first);
    expect(first).toContain('lang="en"');
  });

  it("a signed-in page rendered again from the same data has this response's nonce, and shows a change at once", async () => {
    // The render memo (app/server/http/render-memo.server.ts): the data is read for every
    // request, and only an identical render is skipped.
    const visitor = new HttpVisitor(servers().openUrl);
    const owner = await visitor.hook<{ email: string; password: string }>("customer");
    await visitor.signInAsCustomer(owner.email, owner.password);
    const visit = async () => {
      const response = await visitor.get("/espace-client");
      expect(response.status).toBe(200);
      const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] as string;
      const html = await response.text();
      expect(new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]));
      return { html: html.replaceAll(nonce, ""), nonce };
    };
    const [first, second] = [await visit(), await visit()];
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html).toBe(first.html);
    expect(first.html).toContain('data-testid="unread-count"');
    expect((await visitor.post("/espace-client/notifications", { intent: "read-all" })).status).toBe(303);
    const after = await visit();
    expect(after.html).not.toContain('data-testid="unread-count"');
  });

  it("a page with a form in it is never revived: each visit gets a fresh form token", async () => {
    // The token is the form's idempotency key: a stored page would send one already used.
    const { openUrl } = servers();
    const headers = { Cookie: "cookieConsent=declined" };
    const first = await fetch(`${openUrl}/sante-famille`, { headers });
    const token = (html: string) => html.match(/name="_token" value="([^"]+)"/)?.[1];
    const again = await fetch(`${openUrl}/sante-famille`, {
      headers: { ...headers, "If-None-Match": first.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(200);
    const [before, after] = [token(await first.text()), token(await again.text())];
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  });

  it("build files are cached for a year; the customer area is never stored, and links the stylesheet the public pages carry", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    const home = await (await visitor.get("/")).text();
    // A public page carries the sheet itself (a first visit paints from the HTML alone); the sign-in
    // screen has it fetched for the area behind it, which links it (docs/decisions/0019, 0037).
    const inlineSheet = /<style data-app-css="">([\s\S]*?)<\/style>/;
    expect(home.match(inlineSheet)?.[1]?.length).toBeGreaterThan(10_000);
    expect(home).not.toContain('rel="stylesheet"');
    const signIn = await (await visitor.get("/espace-client/connexion")).text();
    expect(signIn).toMatch(inlineSheet);
    const sheet = attribute(signIn, /<link[^>]*rel="prefetch"[^>]*>/, "href");
    expect(sheet).toMatch(/^\/assets\/app-[\w-]+\.css$/);
    const sheetFile = await visitor.get(sheet as string);
    expect(sheetFile.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(home.match(inlineSheet)?.[1]).toBe((await sheetFile.text()).replaceAll("</style", "<\\/style"));
    // The page's scripts, held until the first paint (docs/decisions/0019).
    const script = attribute(home, /<link rel="x-modulepreload-after-paint"[^>]*>/, "href");
    expect(script).toMatch(/^\/assets\//);
    const asset = await visitor.get(script as string);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // public/'s files by their names, for an hour; a page's path is never looked up among them.
    const icon = await visitor.get("/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await visitor.get("/favicon.svg.bak")).status).toBe(404);
    expect((await visitor.get("/%E0%A4%A")).status).toBe(404);

    const person = await visitor.hook<{ email: string; password: string }>("customer");
    await visitor.signInAsCustomer(person.email, person.password);
    const area = await visitor.get("/espace-client");
    expect(area.status).toBe(200);
    expect(area.headers.get("cache-control")).toBe("private, no-store");
    expect(area.headers.get("etag")).toBeNull();
    const areaPage = await area.text();
    expect(areaPage).not.toContain("<style data-app-css");
    expect(attribute(areaPage, /<link[^>]*rel="stylesheet"[^>]*>/, "href")).toBe(sheet);
  });
});

describe("the legal notice", () => {
  const notice = async (lang?: string) => {
    const { openUrl } = servers();
    const cookie = `cookieConsent=declined${lang ? `; lang=${lang}` : ""}`;
    const response = await fetch(`${openUrl}/mentions-legales`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it("an installation that set none of the broker's legal fields shows them 'à compléter', and its contact address", async () => {
    // The open server is such an installation; the demo brand's complete identity is walked in a
    // browser (tests/e2e/legal.spec.ts).
    const html = await notice();
    const article = html.slice(html.indexOf('data-testid="legal-notice"'));
    const badges = [...article.matchAll(/data-testid="to-complete"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(badges.length).toBeGreaterThanOrEqual(5);
    expect(badges[0]).toBe("à compléter");
    expect(article).toMatch(/<a href="mailto:contact@maison-courtage\.fr"[^>]*>contact@maison-courtage\.fr<\/a>/);
  });

  it("shows its real last-update date, in the reader's language", async () => {
    const updated = (html: string) => html.match(/<p[^>]*data-testid="legal-updated"[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? "";
    const french = updated(await notice());
    expect(textOf(french)).toBe("Dernière mise à jour : 21 novembre 2026");
    expect(french).toMatch(/<time datetime="2026-11-21">/i);
    expect(textOf(updated(await notice("en")))).toBe("Last updated: November 21, 2026");
  });
});

describe("the news", () => {
  it("each article's advice box leads to its topic's quote form", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    const topics: Record<string, string> = {
      1: "/vehicules-standard",
      2: "/sante-senior",
      3: "/vehicules-premium-v2",
      4: "/assurance-emprunteur-v2",
      5: "/sante-entreprise-v2",
      6: "/sante-senior",
    };
    for (const [id, quote] of Object.entries(topics)) {
      const html = await (await visitor.get(`/actualites/${id}`, { Cookie: "cookieConsent=declined" })).text();
      const advice = html.slice(html.indexOf('data-testid="article-advice"'));
      expect(textOf(advice)).toContain("Besoin de conseils personnalisés ?");
      const link = advice
        .match(/<a [^>]*>[\s\S]*?<\/a>/g)
        ?.find((anchor) => textOf(anchor) === "Obtenir un devis gratuit");
      expect(attribute(link ?? "", /<a [^>]*>/, "href"), id).toBe(quote);
    }
  });

  it("an article tells search engines what it is", async () => {
    const html = await (
      await new HttpVisitor(servers().openUrl).get("/actualites/1", { Cookie: "cookieConsent=declined" })
    ).text();
    const title = textOf(h1Of(html) ?? "");
    expect(title).toBeTruthy();
    expect(attribute(html, /<meta property="og:type"[^>]*>/, "content")).toBe("article");
    expect(textOf(attribute(html, /<meta property="og:title"[^>]*>/, "content") ?? "")).toBe(title);
    const articles = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] as string))
      .filter((ld) => ld["@type"] === "Article");
    expect(articles).toHaveLength(1);
    const [ld] = articles;
    // Compared as read (textOf folds the French no-break spaces the h1 is written with).
    expect(textOf(ld.headline)).toBe(title);
    expect(ld).toMatchObject({
      "@type": "Article",
      datePublished: "2026-11-19",
      dateModified: "2026-11-19",
      inLanguage: "fr",
    });
    expect(ld.author.name).toBeTruthy();
    expect(ld.publisher.name).toBe(ld.author.name);
    expect(textOf(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "").startsWith(title)).toBe(true);
  });
});
