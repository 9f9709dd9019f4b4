import type { ReactNode } from "react";
import { cn } from "~/ui/cn";
import { CATEGORIES, type CategoryId } from "./categories";

/** Motifs drawn for each category on a 320×180 canvas, in the category's colours and the brand gold. */
const MOTIFS: Record<CategoryId, (accent: string) => ReactNode> = {
  savings: (accent) => (
    <>
      <rect x="92" y="118" width="34" height="34" rx="4" className={accent} />
      <rect x="140" y="98" width="34" height="54" rx="4" className={accent} opacity=".75" />
      <rect x="188" y="70" width="34" height="82" rx="4" className={accent} opacity=".5" />
      <path d="M96 58l52 30 36-22 46 30" fill="none" strokeWidth="6" strokeLinecap="round" className="stroke-gold" />
      <circle cx="236" cy="46" r="18" className="fill-gold" />
      <path d="M243 38a9 9 0 1 0 0 16M225 44h12M225 49h12" fill="none" strokeWidth="3" className="stroke-ink" />
    </>
  ),
  health: (accent) => (
    <>
      <path d="M160 150s-56-32-56-72a30 30 0 0156-15 30 30 0 0156 15c0 40-56 72-56 72z" className="fill-surface" />
      <path d="M152 72h16v16h16v16h-16v16h-16v-16h-16v-16h16z" className={accent} />
      <path d="M48 100h40l10-18 14 36 10-18h18" fill="none" strokeWidth="4" className="stroke-gold" />
    </>
  ),
  autoPremium: (accent) => (
    <>
      <path d="M40 150h240" strokeWidth="3" className="stroke-gold" />
      <path
        d="M64 128c0-14 8-20 26-24l34-24c8-6 18-8 30-8h34c14 0 24 4 34 12l24 20c22 2 34 8 34 24v8H64z"
        className={accent}
      />
      <path d="M132 84h28v20h-52zM170 84h20c8 0 14 2 20 8l12 12h-52z" className="fill-gold-soft" />
      <circle cx="108" cy="136" r="16" className="fill-ink stroke-gold" strokeWidth="4" />
      <circle cx="226" cy="136" r="16" className="fill-ink stroke-gold" strokeWidth="4" />
      <path d="M250 48l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" className="fill-gold" />
    </>
  ),
  borrower: (accent) => (
    <>
      <path d="M96 94l64-50 64 50v58H96z" className="fill-surface" />
      <path d="M84 98l76-60 76 60" fill="none" strokeWidth="8" strokeLinejoin="round" className="stroke-gold-strong" />
      <rect x="144" y="112" width="32" height="40" rx="3" className={accent} />
      <rect x="110" y="104" width="22" height="22" rx="2" className="fill-gold-soft" />
      <rect x="188" y="104" width="22" height="22" rx="2" className="fill-gold-soft" />
      <circle cx="252" cy="128" r="12" fill="none" strokeWidth="5" className="stroke-gold" />
      <path d="M264 128h28M282 128v10M290 128v8" fill="none" strokeWidth="5" className="stroke-gold" />
    </>
  ),
  healthCompany: (accent) => (
    <>
      <rect x="104" y="52" width="76" height="100" rx="4" className={accent} />
      <rect x="180" y="84" width="44" height="68" rx="4" className={accent} opacity=".7" />
      {[68, 92, 116].map((y) =>
        [116, 140, 160].map((x) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="10" height="12" className="fill-surface" />
        )),
      )}
      <circle cx="236" cy="60" r="22" className="fill-surface" />
      <path d="M231 46h10v9h9v10h-9v9h-10v-9h-9v-10h9z" className="fill-gold-strong" />
      <path d="M60 152h200" strokeWidth="3" className="stroke-gold" />
    </>
  ),
  healthSenior: (accent) => (
    <>
      <circle cx="238" cy="52" r="20" className="fill-gold" />
      <circle cx="132" cy="66" r="14" className={accent} />
      <circle cx="180" cy="72" r="12" className={accent} opacity=".75" />
      <path d="M110 150v-36c0-14 10-24 22-24s22 10 22 24v36z" className={accent} />
      <path d="M160 150v-30c0-12 9-20 20-20s20 8 20 20v30z" className={accent} opacity=".75" />
      <path
        d="M208 104v46M200 150h16"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        className="stroke-gold-strong"
      />
      <path d="M60 150h200" strokeWidth="3" className="stroke-gold" />
    </>
  ),
};

/** Decorative artwork of an article (its meaning is in the title next to it). */
export function CategoryArt({
  category,
  className,
  cover = false,
}: {
  category: CategoryId;
  className?: string;
  /** Fills a taller box by cropping the sides instead of leaving bands. */
  cover?: boolean;
}) {
  const { tint, accent } = CATEGORIES[category];
  return (
    <svg
      viewBox="0 0 320 180"
      width="320"
      height="180"
      preserveAspectRatio={cover ? "xMidYMid slice" : undefined}
      aria-hidden="true"
      focusable="false"
      className={cn("block h-auto w-full", className)}
      data-testid="article-art"
    >
      <rect width="320" height="180" className={tint} />
      <circle cx="52" cy="40" r="60" className="fill-surface" opacity=".35" />
      {MOTIFS[category](accent)}
    </svg>
  );
}
