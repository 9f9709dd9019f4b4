import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("applies defaults for an empty environment in development", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.NODE_ENV).toBe("development");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_ACCESS_CODE).toBeUndefined();
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(env.BETTER_AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(env.BETTER_AUTH_SECRET).not.toBe(env.SESSION_SECRET);
    expect(env.CHAT_HISTORY_DAYS).toBe(90);
  });

  it("keeps files in the directory by default, and in the database only on PostgreSQL", () => {
    expect(parseEnv({}).FILE_STORAGE).toBe("directory");
    expect(parseEnv({ FILE_STORAGE: "database", DATABASE_URL: "postgres://db/app" }).FILE_STORAGE).toBe("database");
    expect(() => parseEnv({ FILE_STORAGE: "database" })).toThrow(/FILE_STORAGE.*database needs DATABASE_URL/);
    expect(() => parseEnv({ FILE_STORAGE: "s3" })).toThrow(EnvError);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ SITE_ACCESS_CODE: "", DATABASE_URL: "" }).SITE_ACCESS_CODE).toBeUndefined();
  });

  it("accepts a valid full configuration", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      PORT: "8080",
      DATABASE_URL: "postgres://user@db:5432/app",
      SITE_ACCESS_CODE: "1234",
      SESSION_SECRET: "x".repeat(40),
      BETTER_AUTH_SECRET: "y".repeat(40),
      CHAT_HISTORY_DAYS: "30",
      TRUST_PROXY: "true",
      SITE_ORIAS: "12345678",
    });
    expect(env.PORT).toBe(8080);
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.SITE_ORIAS).toBe("12345678");
    expect(env.CHAT_HISTORY_DAYS).toBe(30);
  });

  it.each([
    ["PORT", { PORT: "abc" }],
    ["PORT", { PORT: "70000" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://localhost/db" }],
    ["SITE_ACCESS_CODE", { SITE_ACCESS_CODE: "12345" }],
    ["SITE_ACCESS_CODE", { SITE_ACCESS_CODE: "12 4" }],
    ["SESSION_SECRET", { SESSION_SECRET: "short" }],
    ["SESSION_SECRET", { NODE_ENV: "production" }],
    ["BETTER_AUTH_SECRET", { BETTER_AUTH_SECRET: "short" }],
    ["BETTER_AUTH_SECRET", { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) }],
    ["BETTER_AUTH_SECRET", { SESSION_SECRET: "x".repeat(40), BETTER_AUTH_SECRET: "x".repeat(40) }],
    ["CHAT_HISTORY_DAYS", { CHAT_HISTORY_DAYS: "0" }],
    ["CHAT_HISTORY_DAYS", { CHAT_HISTORY_DAYS: "soon" }],
    ["SITE_ORIAS", { SITE_ORIAS: "ABC" }],
    ["SITE_CONTACT_EMAIL", { SITE_CONTACT_EMAIL: "not-an-email" }],
    ["TRUST_PROXY", { TRUST_PROXY: "maybe?" }],
    ["SMTP_URL", { SMTP_URL: "http://mail.example.fr" }],
    ["LEAD_WEBHOOK_URL", { LEAD_WEBHOOK_URL: "ftp://crm.example.fr" }],
    ["LEAD_WEBHOOK_SECRET", { LEAD_WEBHOOK_URL: "https://crm.example.fr/hook" }],
    ["LEAD_MIN_FILL_MS", { LEAD_MIN_FILL_MS: "-1" }],
    ["TEST_HOOKS_TOKEN", { TEST_HOOKS_TOKEN: "short" }],
    ["LLM_BASE_URL", { LLM_BASE_URL: "ftp://llm.example.fr/v1", LLM_API_KEY: "k", LLM_MODEL: "m" }],
    ["LLM_MODEL", { LLM_BASE_URL: "https://llm.example.fr/v1", LLM_API_KEY: "k" }],
    ["LLM_BASE_URL", { LLM_API_KEY: "k", LLM_MODEL: "m" }],
    ["LLM_TIMEOUT_MS", { LLM_TIMEOUT_MS: "10" }],
    ["LLM_FIRST_TOKEN_MS", { LLM_FIRST_TOKEN_MS: "soon" }],
  ])("names %s when it is invalid", (name, source) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name} `));
  });

  it("never prints a secret's value", () => {
    try {
      parseEnv({ SESSION_SECRET: "tiny-secret" });
    } catch (error) {
      expect(String(error)).not.toContain("tiny-secret");
      expect(String(error)).toContain("SESSION_SECRET (hidden)");
    }
  });

  it("leaves the model off unless all three LLM_* are set, with timeouts by default", () => {
    const off = parseEnv({});
    expect([off.LLM_BASE_URL, off.LLM_API_KEY, off.LLM_MODEL]).toEqual([undefined, undefined, undefined]);
    expect([off.LLM_TIMEOUT_MS, off.LLM_FIRST_TOKEN_MS]).toEqual([8000, 3000]);
    const on = parseEnv({ LLM_BASE_URL: "http://127.0.0.1:8080/v1", LLM_API_KEY: "k", LLM_MODEL: "mistral-small" });
    expect(on.LLM_MODEL).toBe("mistral-small");
  });

  it("never prints an API key", () => {
    const key = `sk-${"s".repeat(600)}`;
    const parse = () => parseEnv({ LLM_BASE_URL: "https://llm.example.fr/v1", LLM_API_KEY: key, LLM_MODEL: "m" });
    expect(parse).toThrow("LLM_API_KEY (hidden)");
    expect(parse).not.toThrow(key);
  });
});
