import borrower from "./borrower.svg";
import careers from "./careers.svg";
import company from "./company.svg";
import health from "./health.svg";
import home from "./home.svg";
import showroom from "./showroom.svg";
import vehicles from "./vehicles.svg";

/**
 * The site's illustrations (app/art/README.md): static SVG files that the build fingerprints and
 * the server caches for a year; each page shows them with <img> at their own proportions.
 */
export const SCENES = {
  home: { src: home, width: 500, height: 480 },
  borrower: { src: borrower, width: 500, height: 480 },
  vehicles: { src: vehicles, width: 500, height: 480 },
  health: { src: health, width: 500, height: 480 },
  company: { src: company, width: 500, height: 480 },
  careers: { src: careers, width: 500, height: 480 },
  showroom: { src: showroom, width: 1600, height: 900 },
} as const;

export type SceneName = keyof typeof SCENES;
