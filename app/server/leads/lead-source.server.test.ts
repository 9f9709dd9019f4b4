import { describe, expect, it } from "vitest";
import { leadSourceOf, trackTouch } from "./lead-source.server";

const NOW = new Date("2026-11-20T10:00:00.000Z");

function landing(path: string, { referer, cookie }: { referer?: string; cookie?: string } = {}) {
  const headers = new Headers();
  if (referer) headers.set("Referer", referer);
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`http://localhost${path}`, { headers });
}

/** The cookie a landing sets, sent back by the browser on the next request. */
function cookieAfter(request: Request) {
  const header = trackTouch(request, NOW);
  return header?.split(";")[0];
}

describe("lead source tracking", () => {
  it("remembers a campaign's first and last touch, and a referral code in capitals", () => {
    const first = cookieAfter(landing("/?utm_source=news&utm_campaign=ete&parrain=marie-2024"));
    const second = cookieAfter(landing("/sante-senior", { referer: "https://www.google.com/search", cookie: first }));
    const source = leadSourceOf(landing("/sante-senior", { cookie: second }), "/sante-senior", "fr");
    expect(source).toEqual({
      page: "/sante-senior",
      referrer: "https://www.google.com/search",
      firstTouch: { at: NOW.toISOString(), landing: "/", referrer: null, utm: { source: "news", campaign: "ete" } },
      lastTouch: {
        at: NOW.toISOString(),
        landing: "/sante-senior",
        referrer: "https://www.google.com/search",
        utm: {},
      },
      referralCode: "MARIE-2024",
      lang: "fr",
    });
  });

  it("records no referrer that is not an http(s) page of another site, and no malformed code", () => {
    expect(trackTouch(landing("/", { referer: "javascript:alert(1)" }), NOW)).toBeNull();
    expect(trackTouch(landing("/", { referer: "http://localhost/other" }), NOW)).toBeNull();
    expect(trackTouch(landing("/?parrain=%3Cscript%3Ealert(1)%3C%2Fscript%3E"), NOW)).toBeNull();
    const cookie = cookieAfter(landing("/?utm_medium=cpc", { referer: "data:text/html,hi" }));
    const source = leadSourceOf(landing("/", { cookie }), "/", "fr");
    expect(source.firstTouch).toMatchObject({ referrer: null, utm: { medium: "cpc" } });
  });

  it("caps UTM values and strips control characters from them", () => {
    const cookie = cookieAfter(landing(`/?utm_source=${"x".repeat(300)}&utm_term=a%00b`));
    const utm = leadSourceOf(landing("/", { cookie }), "/", "fr").firstTouch?.utm;
    expect(utm).toEqual({ source: "x".repeat(100), term: "a b" });
  });

  it("sets nothing on a plain visit, a form post or a data request", () => {
    expect(trackTouch(landing("/sante-senior"), NOW)).toBeNull();
    expect(trackTouch(new Request("http://localhost/?utm_source=x", { method: "POST" }), NOW)).toBeNull();
    expect(trackTouch(landing("/accueil.data?utm_source=x"), NOW)).toBeNull();
  });
});
