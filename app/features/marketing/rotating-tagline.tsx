import { useEffect, useState } from "react";
import { useT } from "~/i18n/react";
import { cn } from "~/ui/cn";

export const TAGLINE_COUNT = 7;
export const TAGLINE_INTERVAL_MS = 5000;
export const TAGLINE_FADE_MS = 500;

/** Seven messages, one every 5 s, each fading out then in over 500 ms (spec §4, §9). */
export function RotatingTagline() {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let fade: number | undefined;
    const timer = window.setInterval(() => {
      setVisible(false);
      fade = window.setTimeout(() => {
        setIndex((current) => (current + 1) % TAGLINE_COUNT);
        setVisible(true);
      }, TAGLINE_FADE_MS);
    }, TAGLINE_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(fade);
    };
  }, []);
  return (
    <div className="bg-ink text-surface focus-on-dark">
      <p
        data-testid="tagline"
        className={cn(
          "mx-auto flex min-h-12 max-w-6xl items-center justify-center px-4 text-center text-sm font-semibold tracking-wide transition-opacity duration-500",
          visible ? "opacity-100" : "opacity-0",
        )}
      >
        {t(`home.taglines.${index + 1}`)}
      </p>
    </div>
  );
}
