import "~/i18n/dictionaries.server";
import type { Lang } from "~/i18n/config";
import { createTranslator } from "~/i18n/translate";
import { APP_SCOPE, APPLE_TOUCH_ICON_PATH } from "~/paths/installable-app";

/** DESIGN.md's ink, the colour of the shell's header (and of root.tsx's theme-color meta). */
export const APP_THEME_COLOUR = "#13203b";
/** DESIGN.md's paper, the page background shown while the installed app starts. */
const APP_BACKGROUND_COLOUR = "#faf7f1";

/**
 * The web app manifest of the customer area: installed, it opens on the area's home, standalone,
 * with the brand's name and icons at the sizes Android, desktop Chromium and iOS ask for.
 */
export function webAppManifest(brandName: string, lang: Lang) {
  return {
    id: APP_SCOPE,
    name: brandName,
    short_name: brandName.length > 12 ? brandName.split(" ")[0] : brandName,
    description: createTranslator(lang)("area.app.description"),
    lang,
    start_url: APP_SCOPE,
    scope: APP_SCOPE,
    display: "standalone",
    orientation: "portrait",
    theme_color: APP_THEME_COLOUR,
    background_color: APP_BACKGROUND_COLOUR,
    icons: [
      { src: "/icons/app-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/app-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/app-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: APPLE_TOUCH_ICON_PATH, sizes: "180x180", type: "image/png", purpose: "any" },
    ],
  };
}
