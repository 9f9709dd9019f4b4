import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { i18nTexts } from "./app/i18n/vite-texts-plugin.ts";
import { islands } from "./app/islands/islands-plugin.ts";
import { precompressAssets } from "./app/server/http/precompress-plugin.ts";

// The islands' wrapper (docs/decisions/0047) goes with it: left alone, the quote engine's group took
// it in, and every page with a header downloaded the quote engine.
const SHELL =
  /[\\/]app[\\/](ui|i18n|paths|features[\\/](shell|consent))[\\/]|[\\/]chat-launcher\.tsx$|[\\/]app[\\/]islands[\\/](island|mode|names)\.tsx?$/;
// Primitives only some pages or the phone drawer use: left to the pages that import them.
const LAZY_UI =
  /[\\/]app[\\/](ui[\\/](dialog|accordion|sonner-toaster|code-slots)|features[\\/](shell[\\/](mobile-drawer|desktop-menus)))\.tsx$/;
// Parts only the marketing pages show (heroes, scenes, key figures, revealed cards, the quote's
// progress): their own chunk, so the customer area and the back office, which share the shell's
// chunk, do not download them (issue 47: their bundles must not grow).
const MARKETING_UI =
  /[\\/]app[\\/](ui[\\/](reveal-card|scene|split-hero|key-figures|card-section|disclosure-group|progress-dots)\.tsx|art[\\/]scenes\.ts)$/;
const FEATURE = /[\\/]app[\\/]features[\\/]([a-z-]+)[\\/]/;
const VALIDATION = /node_modules[\\/]zod[\\/]/;
const QUOTE_ENGINE = /[\\/]app[\\/]features[\\/]quote[\\/]/;
// The form parts every public form uses (fields, consents, honeypot, file types): their own chunk,
// or a group that reaches them first takes them in (a group keeps its modules' dependencies), and
// the careers page downloaded the quote products, the request forms the careers form.
// The fields' schemas (zod) stay out: the quote forms fetch them on first focus.
const FORM_PARTS = /[\\/]app[\\/]forms[\\/](?!field-schema|auth-card|password-cards)[a-z-]+\.tsx?$/;
// What both doors share (customer area, back office: the sign-in cards, the areas' addresses):
// their own chunk, so the customer's sign-in does not download the back office's screens.
const SIGN_IN_CARDS = /[\\/]app[\\/](forms[\\/](auth-card|password-cards)\.tsx|server[\\/]auth[\\/]areas\.ts)$/;
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/][^\\/]+|turbo-stream|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  environments: {
    // The server build's entry is our Express app, which wraps React Router's handler, composed
    // with what the features contribute to start-up.
    ssr: { build: { rollupOptions: { input: "./app/main.server.ts" } } },
    // Every page needs React, the router and the shell: one chunk for each instead of thirty
    // small shared ones, so a first visit costs a handful of requests (issue 4, ≤ 25), and a
    // page downloads no other page's code.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 5 },
                // Validation (zod/mini), for every page with a form; the quote engine, for quote forms.
                { name: "validation", test: VALIDATION, minShareCount: 2, priority: 3 },
                { name: "form-parts", test: FORM_PARTS, minShareCount: 2, priority: 2.5 },
                { name: "quote-engine", test: QUOTE_ENGINE, minShareCount: 2, priority: 2 },
                { name: "sign-in-cards", test: SIGN_IN_CARDS, minShareCount: 2, priority: 2 },
                // What every page shows: header, footer, banner, chat button, UI primitives, texts loader.
                {
                  name: "app-shell",
                  test: (id) => SHELL.test(id) && !LAZY_UI.test(id) && !MARKETING_UI.test(id),
                  priority: 4,
                },
                { name: "marketing-ui", test: MARKETING_UI, minShareCount: 2, priority: 4 },
                // A feature's modules shared by its two addresses (home and its alternate...).
                { name: (id) => FEATURE.exec(id)?.[1] ?? null, test: FEATURE, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  ssr: { external: ["@electric-sql/pglite", "pg"] },
  build: {
    // `ANALYZE=1` (bench/bundle-report.ts) adds source maps to attribute chunk bytes to modules.
    sourcemap: Boolean(process.env.ANALYZE),
    // Illustrations stay files (cached a year, shared by pages), never data: URLs inside the
    // JavaScript, however small (app/art/README.md).
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
  },
  plugins: [
    tailwindcss(),
    i18nTexts(path.resolve(import.meta.dirname, "app/i18n/locales")),
    reactRouter(),
    // Pages hydrated as islands (docs/decisions/0047): their entry is a build of its own.
    islands(import.meta.dirname),
    precompressAssets(),
  ],
});
