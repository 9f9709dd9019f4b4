/**
 * Draws the installable customer area's icons (issue 45) from the brand mark of public/favicon.svg,
 * at the sizes the platforms ask for: 192 and 512 (Android, desktop), 512 maskable (Android crops
 * it to a circle or a squircle: the mark stays inside the central 80 % safe zone on a full-bleed
 * background) and 180 (iOS's apple-touch-icon, which must be opaque). The PNGs are committed
 * (palette-optimised, a few kB each): run `npx tsx scripts/app-icons.ts` after changing the mark.
 */
import { writeFile } from "node:fs/promises";
import sharp from "sharp";

const INK = "#13203b";
const GOLD = "#c9a96a";
const MARK = `<path d="M9 16.5 16 10l7 6.5M11 15.5V23h10v-7.5" fill="none" stroke="${GOLD}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The house mark on an ink square; `inset` shrinks the mark towards the centre (maskable safe zone). */
function artwork(size: number, inset: number) {
  const scale = (size * (1 - 2 * inset)) / 32;
  const offset = size * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${INK}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${MARK}</g></svg>`;
}

const ICONS = [
  { file: "app-192.png", size: 192, inset: 0.08 },
  { file: "app-512.png", size: 512, inset: 0.08 },
  { file: "app-maskable-512.png", size: 512, inset: 0.2 },
  { file: "apple-touch-icon-180.png", size: 180, inset: 0.1 },
];

for (const icon of ICONS) {
  const png = await sharp(Buffer.from(artwork(icon.size, icon.inset)))
    .png({ palette: true, compressionLevel: 9, effort: 10 })
    .toBuffer();
  await writeFile(new URL(`../public/icons/${icon.file}`, import.meta.url), png);
  process.stdout.write(`${icon.file}: ${png.length} bytes\n`);
}
