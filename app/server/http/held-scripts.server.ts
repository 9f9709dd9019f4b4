import { HELD_MODULE_TYPE, HELD_PRELOAD_REL } from "../../scripts-after-paint";

/**
 * React Router's module preloads and module script, written inert: nothing is fetched or run
 * before the first paint, when `SCRIPTS_AFTER_PAINT` (root layout) wakes them. Only attributes
 * change, so React hydrates the same elements it rendered.
 */
export function holdScriptsUntilFirstPaint(html: string) {
  return html
    .replaceAll('<link rel="modulepreload"', `<link rel="${HELD_PRELOAD_REL}"`)
    .replace(/(<script\b[^>]*?\btype=)"module"/, `$1"${HELD_MODULE_TYPE}"`);
}
