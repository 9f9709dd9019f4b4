import { describe, expect, it } from "vitest";
import { HttpVisitor, servers } from "../support/http-client";
import { openRawConnection, rawGet, rawPost } from "../support/raw-http";

/**
 * The live surface as an attacker or a careless client meets it (issue 9), against the
 * production build. A real browser's cross-site form stays in tests/e2e/hardening.spec.ts.
 */
const EVIL = "https://evil.example";
const portOf = (url: string) => Number(new URL(url).port);

describe("cross-site requests", () => {
  const STATE_CHANGING: Array<[string, Record<string, string> | string, string?]> = [
    ["/api/chat-assistant", JSON.stringify({ message: "bonjour" }), "text/plain"],
    ["/api/auth/sign-out", "{}", "application/json"],
    ["/espace-client/deconnexion", {}],
    ["/language", { lang: "en", redirectTo: "/" }],
    ["/consent", { choice: "accepted", redirectTo: "/" }],
    ["/assurance-emprunteur", { _step: "0" }],
    ["/carriere", { name: "x" }],
  ];

  it.each(STATE_CHANGING)("%s is refused with 403 from another Origin or Sec-Fetch-Site", async (path, body, type) => {
    const visitor = new HttpVisitor(servers().openUrl);
    const variants: Array<Record<string, string>> = [
      { Origin: EVIL },
      { Origin: "", "Sec-Fetch-Site": "cross-site" },
      { Origin: "null" },
    ];
    for (const headers of variants) {
      const response = await visitor.post(path, body, { type, headers });
      expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      const text = await response.text();
      // A JSON API gets a line; a page's form, a page that says what happened and what to do.
      if (path.startsWith("/api/")) expect(text).toBe("Cross-site request refused.");
      else expect(text).toMatch(/Votre envoi n(&#39;|’)a pas été accepté/);
    }
  });

  it("a refused form gets a page in the visitor's language, runs no action, and links back to the site", async () => {
    const { openUrl } = servers();
    const visitor = new HttpVisitor(openUrl);
    visitor.jar.set("lang", "en");
    const response = await visitor.post(
      "/language",
      { lang: "ru", redirectTo: "/" },
      { headers: { Origin: "http://localhost:1", Referer: "http://localhost:1/assurance-sante?x=1" } },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("set-cookie") ?? "").not.toContain("lang=ru");
    const html = await response.text();
    expect(html).toContain("Your submission was not accepted");
    expect(html).toContain(`href="${openUrl}/assurance-sante?x=1"`);
  });
});

describe("one address", () => {
  const hostRead = async (url: string, path: string, host: string) => {
    const connection = await openRawConnection(portOf(url));
    try {
      connection.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      await connection.closed;
      return connection.received();
    } finally {
      connection.close();
    }
  };

  it("a page read under another host name is redirected (308) to the same path on SITE_URL", async () => {
    const { openUrl } = servers();
    const answer = await hostRead(openUrl, "/assurance-sante?utm_source=x", `localhost:${portOf(openUrl)}`);
    expect(answer).toMatch(/^HTTP\/1\.1 308/);
    expect(answer).toMatch(new RegExp(`\r\nLocation: ${openUrl}/assurance-sante\\?utm_source=x\r\n`, "i"));
  });

  it("health checks answer under any name, and the site's own name is served", async () => {
    const { openUrl } = servers();
    expect(await hostRead(openUrl, "/healthz", "10.1.2.3:8080")).toMatch(/^HTTP\/1\.1 200/);
    expect(await hostRead(openUrl, "/", new URL(openUrl).host)).toMatch(/^HTTP\/1\.1 200/);
  });

  it("from the site's own pages still work, and a JSON API refuses other types with 415", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    const language = await visitor.post(
      "/language",
      { lang: "en", redirectTo: "/actualites" },
      {
        headers: { "Sec-Fetch-Site": "same-origin" },
      },
    );
    expect(language.status).toBe(302);
    expect(language.headers.get("location")).toBe("/actualites");
    const textPlain = await visitor.post("/api/chat-assistant", JSON.stringify({ message: "bonjour" }), {
      type: "text/plain",
    });
    expect(textPlain.status).toBe(415);
  });
});

describe("redirects after /language and /consent", () => {
  it.each(["/%0d%0aX-Evil:%201", "/%00", "/%E9", "/%09/evil.example", "/%5Cevil.example"])(
    "stay on the site and never fail on redirectTo=%s",
    async (value) => {
      const { openUrl } = servers();
      // Without Origin: the raw body as a script (not a browser) sends it.
      const visitor = new HttpVisitor(openUrl);
      for (const [path, field] of [
        ["/language", "lang=en"],
        ["/consent", "choice=declined"],
      ] as const) {
        const response = await visitor.post(path, `${field}&redirectTo=${value}`, {
          type: "application/x-www-form-urlencoded",
          headers: { Origin: "" },
        });
        expect(response.status, `${path} ${value}`).toBe(302);
        const location = response.headers.get("location") as string;
        expect(new URL(location, openUrl).origin, `${path} ${value}`).toBe(openUrl);
        expect(response.headers.get("x-evil")).toBeNull();
      }
    },
  );
});

describe("keep-alive connections", () => {
  // Each answer below is given without reading the ~300 KB body: the gate's redirect, the
  // same-origin refusal, a 405 on a loader-only route, sign-out.
  const CASES: Array<[string, "gated" | "open", string, Record<string, string>?]> = [
    ["gate redirect", "gated", "/consent"],
    ["cross-site refusal", "open", "/language", { Origin: EVIL }],
    ["405 on a resource route", "open", "/healthz"],
    ["sign-out", "open", "/espace-client/deconnexion"],
    ["413 over the limit", "open", "/consent"],
  ];

  it.each(CASES)("serve the next request at once after a refused body (%s)", async (name, server, path, headers) => {
    const base = server === "gated" ? servers().gatedUrl : servers().openUrl;
    const size = name.startsWith("413") ? 1_200_000 : 300 * 1024;
    const connection = await openRawConnection(portOf(base));
    try {
      connection.write(rawPost(path, size, headers));
      connection.write(rawGet("/healthz"));
      const started = Date.now();
      const answers = await connection.waitForResponses(2, 3_000);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(answers[1]).toContain("200");
    } finally {
      connection.close();
    }
  });
});

describe("a request past the parser's limits (issue 48)", () => {
  it("a 600 KB address is answered 414 by the built server, not with a connection reset", async () => {
    const connection = await openRawConnection(portOf(servers().openUrl));
    try {
      const request = `GET /?q=${"a".repeat(600_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
      for (let at = 0; at < request.length; at += 65_536) connection.write(request.slice(at, at + 65_536));
      expect(await connection.waitForResponses(1, 5_000)).toEqual(["HTTP/1.1 414 URI Too Long"]);
    } finally {
      connection.close();
    }
  });
});

describe("one-value headers", () => {
  it("a file that says nosniff itself, and a screen with its own Referrer-Policy, send each header once", async () => {
    const visitor = new HttpVisitor(servers().openUrl);
    const owner = await visitor.hook<{ email: string; password: string; references: string[] }>("customer");
    await visitor.signInAsCustomer(owner.email, owner.password);
    const pdf = await visitor.get(`/espace-client/contrats/${owner.references[0]}/recapitulatif.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("x-content-type-options")).toBe("nosniff");
    const page = await visitor.get("/");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    const reset = await new HttpVisitor(servers().openUrl).get("/backoffice/nouveau-mot-de-passe");
    // Its token stays on the site; "no-referrer" would make Chrome post the form with Origin: null.
    expect(reset.headers.get("referrer-policy")).toBe("same-origin");
    expect(reset.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("a customer's password paused by someone else's guesses", () => {
  it("is said on the screen with the wait, and a button that sends a code to the address instead", async () => {
    const owner = new HttpVisitor(servers().openUrl);
    const person = await owner.hook<{ email: string; password: string }>("customer");
    // Strangers' wrong passwords, each from a browser that never signed in, honouring each wait
    // they are told (issue 48, item 3): the sixth failure makes the next try wait 4 s.
    for (let failures = 0; failures < 6; ) {
      const guess = await new HttpVisitor(servers().openUrl).post("/espace-client/connexion", {
        email: person.email,
        password: `wrong-${failures}`,
      });
      if (guess.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, Number(guess.headers.get("retry-after")) * 1000));
        continue;
      }
      expect(guess.status).toBe(401);
      failures++;
    }
    const refused = await owner.post("/espace-client/connexion", { email: person.email, password: person.password });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(4);
    const page = await refused.text();
    expect(page).toMatch(new RegExp(`patientez ${wait}\\s?s avant un nouvel essai`, "u"));
    expect(page).toMatch(/<form[^>]*data-testid="code-instead"[^>]*action="\/espace-client\/code"/);
    expect(page).toContain(`name="email" value="${person.email}"`);
    const sent = await owner.post("/espace-client/code", { intent: "send", email: person.email });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/espace-client/code");
  });
});

// What an admin's hand-made address or a tampered form gets from the deliveries monitor: a 400
// with its message (or a 404 for a message that does not exist), never a 500.
describe("the deliveries monitor's bad input", () => {
  it("refuses a filter, a channel, a date or an id that is not one of ours", async () => {
    const admin = new HttpVisitor(servers().openUrl);
    await admin.signInAsStaff("admin");
    for (const query of ["canal=sms", "etat=lost", "depuis=2026-02-30", "page=0", "relancer=1&canal=webhook"]) {
      expect((await admin.get(`/backoffice/envois?${query}`)).status, query).toBe(400);
    }
    const post = async (form: Record<string, string>) => {
      const response = await admin.post("/backoffice/envois", form);
      return { status: response.status, text: await response.text() };
    };
    const badId = await post({ intent: "replay", id: "not-a-uuid" });
    expect(badId.status).toBe(400);
    expect(badId.text).toContain("Cet identifiant de message");
    expect((await post({ intent: "replayDead", channel: "sms", since: "2026-11-01" })).status).toBe(400);
    expect((await post({ intent: "replayDead", channel: "email", since: "01/11/2026" })).status).toBe(400);
    expect((await post({ intent: "replay", id: crypto.randomUUID() })).status).toBe(404);
  });
});
