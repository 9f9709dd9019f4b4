import { type CSSProperties, useRef, useState } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { type GalleryZone, labelNudge } from "./gallery-model";

/**
 * One area of the showroom: a link over the picture whose name and "Explorer" show on hover or
 * focus, moved sideways if the zoom has pushed its area past the edge of the stage.
 */
export function GalleryZoneLink({ zone }: { zone: GalleryZone }) {
  const t = useT();
  const name = t(zone.nameKey);
  const label = useRef<HTMLSpanElement>(null);
  const [nudge, setNudge] = useState(0);
  const keepLabelInView = () => {
    const element = label.current;
    const stage = element?.closest("[data-gallery-stage]")?.getBoundingClientRect();
    if (!element || !stage || element.offsetWidth === 0) return;
    const box = element.getBoundingClientRect();
    setNudge(labelNudge(box, stage, nudge, box.width / element.offsetWidth));
  };
  const place: CSSProperties = {
    left: `${zone.position.x}%`,
    top: `${zone.position.y}%`,
    width: `${zone.size.width}%`,
    height: `${zone.size.height}%`,
  };
  return (
    <Link
      to={zone.route}
      style={place}
      aria-label={t("gallery.zoneLabel", { name })}
      data-testid={`gallery-zone-${zone.id}`}
      onPointerEnter={keepLabelInView}
      onFocus={keepLabelInView}
      className="group absolute flex items-end justify-center rounded-card border-2 border-transparent p-3 transition-colors duration-300 hover:border-gold hover:bg-gold/10 focus-visible:border-gold focus-visible:bg-gold/10"
    >
      <span
        aria-hidden="true"
        className="absolute top-3 right-3 size-4 rounded-full border-2 border-surface bg-gold shadow-card"
      />
      <span
        ref={label}
        data-testid="gallery-zone-label"
        style={{ left: `${nudge}px` }}
        className="relative invisible translate-y-2 rounded-card bg-surface px-5 py-3 text-center opacity-0 shadow-card transition duration-300 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:visible group-focus-visible:translate-y-0 group-focus-visible:opacity-100 motion-reduce:translate-y-0"
      >
        <span className="block font-display text-xl text-ink">{name}</span>
        <span className="mt-1 flex items-center justify-center gap-1.5 text-sm font-semibold text-gold-strong">
          <span>{t("gallery.explore")}</span>
          <span aria-hidden="true">→</span>
        </span>
      </span>
    </Link>
  );
}
