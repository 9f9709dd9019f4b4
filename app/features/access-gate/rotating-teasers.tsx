import { useEffect, useState } from "react";
import { useT } from "~/i18n/react";

export const TEASER_COUNT = 10;
export const TEASER_INTERVAL_MS = 10_000;

/** The ten messages of the access screen, one every 10 s, fading in (spec §2, §9). */
export function RotatingTeasers() {
  const t = useT();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % TEASER_COUNT), TEASER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <figure className="mx-auto mt-10 max-w-md text-center" aria-label={t("gate.teasersLabel")}>
      <blockquote
        key={index}
        data-testid="gate-teaser"
        className="min-h-20 animate-fade-in font-display text-lg text-ink-soft italic"
      >
        « {t(`gate.teasers.${index + 1}`)} »
      </blockquote>
    </figure>
  );
}
