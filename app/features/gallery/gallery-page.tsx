import { type CSSProperties, type MouseEvent, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { Scene } from "~/ui/scene";
import { GALLERY_ZONES, INITIAL_ZOOM, nextZoom, sceneTransform, type ZoomLevel } from "./gallery-model";
import { GalleryZoneLink } from "./gallery-zone-link";
import { useDesktopOnly } from "./use-desktop-only";
import { useTilt } from "./use-tilt";

// The picture covers the space under the sticky header (h-16) at 16:9, whatever the window's shape.
const STAGE_HEIGHT = "calc(100dvh - 4rem)";
const SCENE_WIDTH = `max(100%, calc(${STAGE_HEIGHT} * 16 / 9))`;

/**
 * The immersive showroom (spec §2 "Gallery"): the picture tilts with the mouse (±6°), a click on
 * the scenery cycles the zoom, the four areas are links. The zoom button gives keyboards the
 * same control as a click on the scenery. Under 768 px visitors are sent home.
 */
export function GalleryPage({ zoomLabels }: { zoomLabels: Record<ZoomLevel, string> }) {
  const t = useT();
  const hintId = useId();
  const [zoom, setZoom] = useState<ZoomLevel>(INITIAL_ZOOM);
  const { tilt, onPointerMove, onPointerLeave } = useTilt();
  // Set once hydrated: until then clicks do nothing, which tests wait out.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useDesktopOnly();

  const cycleZoom = () => setZoom(nextZoom);
  const onSceneClick = (event: MouseEvent<HTMLDivElement>) => {
    // A click on an area follows its link and leaves the zoom alone.
    if ((event.target as Element).closest("a")) return;
    cycleZoom();
  };
  const zoomText = t("gallery.zoom", { zoom: zoomLabels[zoom] });

  return (
    <section
      aria-labelledby={`${hintId}-title`}
      data-gallery-stage
      className="relative overflow-hidden bg-ink text-paper focus-on-dark md:h-(--stage-height)"
      style={{ "--stage-height": STAGE_HEIGHT } as CSSProperties}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
    >
      <div className="relative z-10 flex flex-wrap items-start justify-between gap-4 p-4 sm:p-6 md:pointer-events-none">
        <div className="pointer-events-auto max-w-md rounded-card bg-ink p-5 shadow-card">
          {/* Hidden on narrow screens, which are sent home: the next page's title marks the arrival. */}
          <h1 id={`${hintId}-title`} className="hidden text-2xl text-surface md:block">
            {t("gallery.title")}
          </h1>
          <p id={hintId} className="mt-2 hidden text-sm text-paper md:block">
            {t("gallery.hint")}
          </p>
          <p className="text-sm text-paper md:hidden">{t("gallery.smallScreen")}</p>
        </div>
        <div className="pointer-events-auto flex flex-wrap gap-2">
          <button
            type="button"
            onClick={cycleZoom}
            aria-describedby={hintId}
            data-testid="gallery-zoom"
            className={cn(buttonClasses("secondary"), "hidden border border-surface/40 md:inline-flex")}
          >
            {zoomText}
          </button>
          <Link to="/" className={buttonClasses("primary")}>
            {t("gallery.exit")}
          </Link>
        </div>
      </div>
      <div className="absolute inset-0 hidden items-center justify-center perspective-distant md:flex">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the zoom button is its keyboard equivalent. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: same, the zoom button does it from the keyboard. */}
        <div
          data-testid="gallery-scene"
          data-ready={ready}
          data-zoom={zoom}
          data-tilt-x={tilt.x}
          data-tilt-y={tilt.y}
          onClick={onSceneClick}
          style={{ width: SCENE_WIDTH, transform: sceneTransform(tilt, zoom) }}
          className={cn(
            "relative aspect-video shrink-0 transition-transform duration-700 ease-out motion-reduce:transition-none",
            zoom === 2 ? "cursor-zoom-out" : "cursor-zoom-in",
          )}
        >
          <Scene name="showroom" alt={t("gallery.description")} priority cover />
          {GALLERY_ZONES.map((zone) => (
            <GalleryZoneLink key={zone.id} zone={zone} />
          ))}
        </div>
      </div>
    </section>
  );
}
