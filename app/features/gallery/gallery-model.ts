import { SITE_PATHS } from "~/paths/site";
/** The gallery's constants and pure rules (spec §2 "Gallery", §4, §9). */

/** Zoom levels cycled by clicks on the background, starting at the first. */
export const ZOOM_LEVELS = [1.15, 1.5, 2] as const;
export type ZoomLevel = (typeof ZOOM_LEVELS)[number];
export const INITIAL_ZOOM: ZoomLevel = ZOOM_LEVELS[0];

/** Each zoom level as the reader writes it ("1,15" in French), written by the loader so the browser
 * formats no number while it hydrates. */
export function zoomLabels(lang: string): Record<ZoomLevel, string> {
  const format = new Intl.NumberFormat(lang);
  return Object.fromEntries(ZOOM_LEVELS.map((level) => [level, format.format(level)])) as Record<ZoomLevel, string>;
}

/** Largest tilt, in degrees, either way on each axis. */
export const MAX_TILT_DEG = 6;

/** Below this viewport width (px) the gallery is not shown: visitors go back home. */
export const MIN_GALLERY_WIDTH = 768;

export type GalleryZone = {
  id: "sante" | "emprunteur" | "vehicules" | "carriere";
  /** Dictionary key of the zone's name. */
  nameKey: string;
  route: string;
  /** Position and size in percent of the showroom image. */
  position: { x: number; y: number };
  size: { width: number; height: number };
};

/** The four areas of the showroom, placed over the illustration (app/art/showroom.svg draws them there). */
export const GALLERY_ZONES: readonly GalleryZone[] = [
  {
    id: "sante",
    nameKey: "gallery.zones.sante",
    route: SITE_PATHS.healthFamily,
    position: { x: 10, y: 26 },
    size: { width: 18, height: 46 },
  },
  {
    id: "emprunteur",
    nameKey: "gallery.zones.emprunteur",
    route: SITE_PATHS.borrower,
    position: { x: 31, y: 26 },
    size: { width: 17, height: 46 },
  },
  {
    id: "vehicules",
    nameKey: "gallery.zones.vehicules",
    route: SITE_PATHS.vehiclesPremium,
    position: { x: 51, y: 44 },
    size: { width: 22, height: 34 },
  },
  {
    id: "carriere",
    nameKey: "gallery.zones.carriere",
    route: SITE_PATHS.careers,
    position: { x: 76, y: 26 },
    size: { width: 15, height: 46 },
  },
];

/** 1.15 → 1.5 → 2 → 1.15; any other value starts the cycle again. */
export function nextZoom(current: number): ZoomLevel {
  const index = ZOOM_LEVELS.indexOf(current as ZoomLevel);
  return ZOOM_LEVELS[(index + 1) % ZOOM_LEVELS.length] ?? INITIAL_ZOOM;
}

export type Tilt = { x: number; y: number };
export const NO_TILT: Tilt = { x: 0, y: 0 };

type Box = { left: number; top: number; width: number; height: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
// Two decimals are plenty for a transform, and `+ 0` turns -0 into 0.
const round = (value: number) => Math.round(value * 100) / 100 + 0;

/**
 * The scene's rotation for a pointer at (clientX, clientY) over `box`: the side under the pointer
 * leans away, `y` (rotateY) follows the horizontal position and `x` (rotateX) the vertical one,
 * both in degrees within ±MAX_TILT_DEG, 0 at the centre.
 */
export function computeTilt(clientX: number, clientY: number, box: Box): Tilt {
  if (box.width <= 0 || box.height <= 0) return NO_TILT;
  const horizontal = clamp(((clientX - box.left) / box.width) * 2 - 1, -1, 1);
  const vertical = clamp(((clientY - box.top) / box.height) * 2 - 1, -1, 1);
  return { x: round(-vertical * MAX_TILT_DEG), y: round(horizontal * MAX_TILT_DEG) };
}

export function isTooNarrow(viewportWidth: number) {
  return viewportWidth < MIN_GALLERY_WIDTH;
}

/** The CSS transform of the scene for a tilt and a zoom. */
export function sceneTransform(tilt: Tilt, zoom: number) {
  return `rotateX(${tilt.x}deg) rotateY(${tilt.y}deg) scale(${zoom})`;
}

/** Space kept between an area's label and the edge of the stage, in screen pixels. */
export const LABEL_MARGIN = 16;

type Span = { left: number; right: number };

/**
 * How far (in the scene's own pixels) to move an area's label sideways so that it shows whole:
 * zoomed in, an area at the edge of the showroom reaches past the stage, and its centred label
 * would be cut. `label` is where the label stands now on screen, already moved by `current`;
 * `scale` is the scene's zoom (screen pixels per scene pixel).
 */
export function labelNudge(label: Span, stage: Span, current: number, scale: number, margin = LABEL_MARGIN) {
  if (scale <= 0) return 0;
  // Where it would stand unmoved, then the smallest move that brings it inside.
  const left = label.left - current * scale;
  const right = label.right - current * scale;
  const room = { left: stage.left + margin, right: stage.right - margin };
  if (right - left > room.right - room.left) return round((room.left - left) / scale);
  if (left < room.left) return round((room.left - left) / scale);
  if (right > room.right) return round((room.right - right) / scale);
  return 0;
}
