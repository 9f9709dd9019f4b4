import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // The server build's entry is our Express app, which wraps React Router's handler.
  environments: {
    ssr: { build: { rollupOptions: { input: "./app/server/http-app.server.ts" } } },
  },
  ssr: { external: ["@electric-sql/pglite", "pg"] },
  plugins: [tailwindcss(), reactRouter()],
});
