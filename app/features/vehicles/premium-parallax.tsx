import { useEffect, useRef } from "react";

export const PARALLAX_FACTOR = 0.3;
/** Fifteen decorative dots, placed once (percent of the hero) so server and browser agree. */
const DOTS = [
  [8, 18],
  [15, 72],
  [22, 40],
  [31, 85],
  [38, 12],
  [44, 58],
  [52, 30],
  [58, 78],
  [64, 15],
  [70, 50],
  [76, 88],
  [82, 25],
  [88, 65],
  [93, 40],
  [97, 10],
] as const;

/**
 * The premium hero's background: it drifts at 0.3× the scroll (parallax) behind fifteen gold dots,
 * and stays still for visitors who ask for reduced motion. The only part of the page that needs
 * JavaScript: an island of its own (docs/decisions/0047), positioned against the hero's section
 * through the island's `display: contents` element.
 */
export function PremiumParallax() {
  const background = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (background.current)
          background.current.style.transform = `translate3d(0, ${window.scrollY * PARALLAX_FACTOR}px, 0)`;
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div
      ref={background}
      data-testid="parallax"
      aria-hidden="true"
      className="absolute inset-0 -z-10 will-change-transform"
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--color-ink-soft),transparent_65%)]" />
      {DOTS.map(([left, top]) => (
        <span
          key={`${left}-${top}`}
          data-testid="premium-dot"
          className="absolute size-1.5 rounded-full bg-gold/70"
          style={{ left: `${left}%`, top: `${top}%` }}
        />
      ))}
    </div>
  );
}
