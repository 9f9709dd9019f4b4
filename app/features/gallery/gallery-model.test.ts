import { describe, expect, it } from "vitest";
import "~/i18n/dictionaries.server";
import { createTranslator } from "~/i18n/translate";
import {
  computeTilt,
  GALLERY_ZONES,
  INITIAL_ZOOM,
  isTooNarrow,
  LABEL_MARGIN,
  labelNudge,
  MAX_TILT_DEG,
  nextZoom,
  sceneTransform,
  ZOOM_LEVELS,
} from "./gallery-model";

const box = { left: 100, top: 50, width: 1000, height: 600 };

describe("zoom", () => {
  it("starts at 1.15 and cycles 1.15 → 1.5 → 2 → 1.15", () => {
    expect(ZOOM_LEVELS).toEqual([1.15, 1.5, 2]);
    expect(INITIAL_ZOOM).toBe(1.15);
    const seen = [INITIAL_ZOOM];
    for (let step = 0; step < 3; step++) seen.push(nextZoom(seen.at(-1) as number));
    expect(seen).toEqual([1.15, 1.5, 2, 1.15]);
  });

  it("restarts the cycle from an unknown value", () => {
    expect(nextZoom(3)).toBe(1.15);
  });
});

describe("tilt", () => {
  it("is flat at the centre", () => {
    expect(computeTilt(600, 350, box)).toEqual({ x: 0, y: 0 });
  });

  it("reaches 6 degrees at the edges, following the pointer", () => {
    expect(MAX_TILT_DEG).toBe(6);
    expect(computeTilt(100, 50, box)).toEqual({ x: 6, y: -6 });
    expect(computeTilt(1100, 650, box)).toEqual({ x: -6, y: 6 });
    expect(computeTilt(850, 350, box)).toEqual({ x: 0, y: 3 });
  });

  it("never goes beyond ±6 degrees, even outside the box", () => {
    for (const [x, y] of [
      [-5000, -5000],
      [5000, 5000],
      [-5000, 5000],
      [1099, 51],
    ] as const) {
      const tilt = computeTilt(x, y, box);
      expect(Math.abs(tilt.x)).toBeLessThanOrEqual(6);
      expect(Math.abs(tilt.y)).toBeLessThanOrEqual(6);
    }
    expect(computeTilt(-5000, 5000, box)).toEqual({ x: -6, y: -6 });
  });

  it("stays flat over an empty box", () => {
    expect(computeTilt(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });

  it("makes the scene's transform", () => {
    expect(sceneTransform({ x: 2, y: -3.5 }, 1.5)).toBe("rotateX(2deg) rotateY(-3.5deg) scale(1.5)");
  });
});

describe("zones", () => {
  it("are the spec's four, with their routes", () => {
    expect(GALLERY_ZONES.map((zone) => [zone.id, zone.route])).toEqual([
      ["sante", "/sante-famille"],
      ["emprunteur", "/assurance-emprunteur"],
      ["vehicules", "/vehicules-premium"],
      ["carriere", "/carriere"],
    ]);
  });

  it("are named as in the spec, in French", () => {
    const fr = createTranslator("fr");
    expect(GALLERY_ZONES.map((zone) => fr(zone.nameKey))).toEqual(["Santé", "Emprunteur", "Véhicules", "Carrière"]);
  });

  it("lie inside the image and do not overlap", () => {
    for (const zone of GALLERY_ZONES) {
      expect(zone.position.x).toBeGreaterThanOrEqual(0);
      expect(zone.position.y).toBeGreaterThanOrEqual(0);
      expect(zone.position.x + zone.size.width).toBeLessThanOrEqual(100);
      expect(zone.position.y + zone.size.height).toBeLessThanOrEqual(100);
    }
    const sorted = [...GALLERY_ZONES].sort((a, b) => a.position.x - b.position.x);
    for (let index = 1; index < sorted.length; index++) {
      const previous = sorted[index - 1] as (typeof sorted)[number];
      expect(previous.position.x + previous.size.width).toBeLessThanOrEqual(sorted[index]?.position.x ?? 0);
    }
  });
});

describe("viewport", () => {
  it("is too narrow under 768 px", () => {
    expect(isTooNarrow(767)).toBe(true);
    expect(isTooNarrow(390)).toBe(true);
    expect(isTooNarrow(768)).toBe(false);
    expect(isTooNarrow(1280)).toBe(false);
  });
});

describe("an area's label, kept inside the stage", () => {
  const stage = { left: 0, right: 1280 };

  it("stays where it is when it shows whole", () => {
    expect(labelNudge({ left: 300, right: 450 }, stage, 0, 1.5)).toBe(0);
  });

  it("moves right, in scene pixels, when zoom pushed it past the left edge", () => {
    // 40 screen px too far left at zoom 1.5, plus the margin: (40 + 16) / 1.5 scene px.
    expect(labelNudge({ left: -40, right: 170 }, stage, 0, 1.5)).toBeCloseTo((40 + LABEL_MARGIN) / 1.5, 1);
  });

  it("moves left at the right edge", () => {
    expect(labelNudge({ left: 1200, right: 1300 }, stage, 0, 2)).toBe(-(20 + LABEL_MARGIN) / 2);
  });

  it("starts again from the unmoved place, so it settles back when the zoom comes down", () => {
    // Already moved 30 scene px at zoom 1 (now standing at 100..200): unmoved it would fit.
    expect(labelNudge({ left: 100, right: 200 }, stage, 30, 1)).toBe(0);
  });
});
