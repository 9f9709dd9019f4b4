import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createStaticHandler, RouterContextProvider, type StaticHandlerContext } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as root from "~/root";
import * as news from "~/routes/_site/actualites";
import * as gallery from "~/routes/_site/galerie";
import { requestInfoContext } from "~/server/request-context";
import "./dictionaries.server";
import { requestLanguage } from "./request-language.server";
import { createTranslator } from "./translate";

// Counts the lookups while still making them (the module's own function, called through the mock).
const lookups = vi.hoisted(() => ({ count: 0 }));
vi.mock("./lang.server", async (original) => {
  const actual = await original<typeof import("./lang.server")>();
  return {
    ...actual,
    languageOf(request: Request) {
      lookups.count += 1;
      return actual.languageOf(request);
    },
  };
});
beforeEach(() => {
  lookups.count = 0;
});

const APP = path.resolve(import.meta.dirname, "..");

/** The app's route modules as React Router runs them: the root's middleware, then the matched loaders. */
const handler = createStaticHandler([
  {
    id: "root",
    path: "/",
    middleware: root.middleware as never,
    loader: root.loader as never,
    children: [
      { id: "news", path: "actualites", loader: news.loader as never },
      { id: "gallery", path: "galerie", loader: gallery.loader as never },
    ],
  },
]);

/** One document request through the handler, with the context Express would give it. */
async function documentRequest(pathname: string, cookie?: string) {
  const request = new Request(`http://localhost${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "test", nonce: "", clientIp: "127.0.0.1" });
  let result: StaticHandlerContext | undefined;
  await handler.query(request, {
    requestContext: context,
    async generateMiddlewareResponse(query) {
      const answer = await query(request);
      if (answer instanceof Response) return answer;
      result = answer;
      return new Response(null);
    },
  });
  if (!result) throw new Error(`no loader data for ${pathname}`);
  return { loaderData: result.loaderData, context };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the request's language", () => {
  it("is looked up once per request, and the root and the page's loader get the same one", async () => {
    const { loaderData, context } = await documentRequest("/actualites", "lang=en");
    expect(lookups.count).toBe(1);
    expect(requestLanguage(context).lang).toBe("en");
    expect(loaderData.root.lang).toBe("en");
    // The page's loader wrote its articles in the root's language.
    const { articles } = loaderData.news as { articles: Array<{ title: string }> };
    const french = await documentRequest("/actualites");
    expect(french.loaderData.root.lang).toBe("fr");
    expect((french.loaderData.news as typeof loaderData.news).articles[0]?.title).not.toBe(articles[0]?.title);
  });

  it("brings its translator along, in that language", async () => {
    const { loaderData, context } = await documentRequest("/galerie", "lang=ru");
    expect(lookups.count).toBe(1);
    const { lang, t } = requestLanguage(context);
    expect([lang, loaderData.root.lang]).toEqual(["ru", "ru"]);
    expect(t("common.toast.region")).toBe(createTranslator("ru")("common.toast.region"));
    expect(t("common.toast.region")).not.toBe(createTranslator("fr")("common.toast.region"));
    expect(loaderData.gallery).toEqual({ zoomLabels: expect.anything() });
  });

  it("falls back to French for a language the site does not speak", async () => {
    const { loaderData } = await documentRequest("/galerie", "lang=xx");
    expect(loaderData.root.lang).toBe("fr");
  });

  it("is decided nowhere else: no module but the middleware (and Express's own pages) reads the language cookie", () => {
    const readers = sourceFiles(APP).filter((file) => {
      const text = readFileSync(file, "utf8");
      return /\blanguageOf\(|readCookie\([^)]*["']lang["']/.test(text);
    });
    expect(readers.map((file) => path.relative(APP, file)).sort()).toEqual([
      "i18n/lang.server.ts",
      "i18n/request-language.server.ts",
      // The key of a page the server keeps (docs/decisions/0031): the language the middleware
      // would decide, by the same languageOf, before the router is reached.
      "page-cache-key.server.ts",
      // Answers given before the app sees the request (a refused cross-site form, the database
      // out of reach): no router, so no middleware; the same languageOf decides.
      "server/http/standalone-page.server.ts",
    ]);
  });
});
