import { createCookie } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { languageCookie, languageOf } from "~/i18n/lang.server";
import { cookieName, lazySignedCookie, readCookie, serializeCookie } from "./cookies.server";
import { env, resetEnvCache } from "./env.server";

function serveAt(siteUrl: string) {
  process.env.SITE_URL = siteUrl;
  resetEnvCache();
}

afterEach(() => {
  delete process.env.SITE_URL;
  resetEnvCache();
});

const withCookie = (cookie: string) => new Request("https://www.maison-courtage.fr/", { headers: { Cookie: cookie } });

describe("cookies over HTTPS", () => {
  it("take the __Host- prefix, with Secure, Path=/ and no Domain", () => {
    serveAt("https://www.maison-courtage.fr");
    expect(cookieName("lang")).toBe("__Host-lang");
    const line = serializeCookie("lang", "en", { maxAge: 60 });
    expect(line).toBe("__Host-lang=en; Path=/; Max-Age=60; SameSite=Lax; HttpOnly; Secure");
    expect(line).not.toMatch(/Domain=/i);
    expect(languageCookie("it")).toMatch(/^__Host-lang=it; Path=\/; .*; Secure$/);
  });

  it("are read under both names during the transition, the prefixed one first", () => {
    serveAt("https://www.maison-courtage.fr");
    expect(readCookie(withCookie("lang=ru"), "lang")).toBe("ru");
    expect(readCookie(withCookie("lang=ru; __Host-lang=es"), "lang")).toBe("es");
    expect(languageOf(withCookie("lang=ru; __Host-lang=es"))).toBe("es");
  });

  it("signed cookies too: written prefixed, an older bare one still read", async () => {
    serveAt("https://www.maison-courtage.fr");
    const cookie = lazySignedCookie(`t${crypto.randomUUID().slice(0, 6)}`, { maxAge: 60 });
    const written = await cookie().serialize("hello");
    expect(written).toMatch(/^__Host-t\w+=.*; Path=\/; .*HttpOnly; Secure; SameSite=Lax$/);
    const value = written.split(";")[0]?.split("=").slice(1).join("=") as string;
    const bare = `${cookie().name.replace("__Host-", "")}=${value}`;
    expect(await cookie().parse(`${cookie().name}=${value}`)).toBe("hello");
    // The bare cookie from before the switch carries the same signature: it still counts.
    expect(await cookie().parse(bare)).toBe("hello");
    expect(await cookie().parse("other=1")).toBeNull();
  });
});

describe("cookies over plain http (development, tests)", () => {
  it("keep their bare names, without Secure", () => {
    serveAt("http://localhost:3000");
    expect(serializeCookie("lang", "en", { maxAge: 60 })).toBe("lang=en; Path=/; Max-Age=60; SameSite=Lax; HttpOnly");
    expect(readCookie(withCookie("__Host-lang=es"), "lang")).toBeUndefined();
    expect(readCookie(withCookie("xlang=es; lang=it"), "lang")).toBe("it");
  });
});

describe("signed cookies", () => {
  const cookieValue = (line: string) => line.split(";")[0]?.split("=").slice(1).join("=") as string;

  it("read what React Router's signed cookies wrote, and write what they read", async () => {
    serveAt("http://localhost:3000");
    const name = `s${crypto.randomUUID().slice(0, 6)}`;
    const ours = lazySignedCookie(name, { maxAge: 60 });
    const theirs = createCookie(name, { secrets: [env().SESSION_SECRET], path: "/" });
    const value = { reference: "DV-ABCD2345", note: "déjà vu ✓" };
    expect(await ours().parse(`${name}=${cookieValue(await theirs.serialize(value))}`)).toEqual(value);
    expect(await theirs.parse(`${name}=${cookieValue(await ours().serialize(value))}`)).toEqual(value);
    expect(cookieValue(await ours().serialize(value))).toBe(cookieValue(await theirs.serialize(value)));
  });

  it("count a cookie with a forged or missing signature as absent", async () => {
    serveAt("http://localhost:3000");
    const name = `s${crypto.randomUUID().slice(0, 6)}`;
    const cookie = lazySignedCookie(name, { maxAge: 60 });
    const genuine = cookieValue(await cookie().serialize({ admin: false }));
    const forged = `${Buffer.from(JSON.stringify({ admin: true })).toString("base64")}.${genuine.split(".")[1]}`;
    expect(await cookie().parse(`${name}=${forged}`)).toBeNull();
    expect(await cookie().parse(`${name}=${genuine.split(".")[0]}`)).toBeNull();
    expect(await cookie().parse(`${name}=${genuine}x`)).toBeNull();
    expect(await cookie().parse(`${name}=`)).toBe("");
    expect(await cookie().parse(`${name}=${genuine}`)).toEqual({ admin: false });
    expect(await cookie().parse(undefined as unknown as string)).toBeNull();
  });
});
