import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server per request: the language lives in a cookie.
  ssr: true,
} satisfies Config;
