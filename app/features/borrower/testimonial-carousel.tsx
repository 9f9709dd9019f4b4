import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";
import { useT } from "~/i18n/react";
import { ChevronDownIcon } from "~/ui/icons";

export const CAROUSEL_DELAY_MS = 5000;
const TESTIMONIALS = ["1", "2", "3", "4", "5", "6"] as const;

/**
 * Borrowers' testimonials: one slide per view on phones, two on tablets, three on desktops;
 * advances every 5 s and loops back to the first (spec §4). Paused on hover or focus, and not
 * moving at all for visitors who ask for reduced motion.
 */
export function TestimonialCarousel() {
  const t = useT();
  const [reduced, setReduced] = useState(false);
  useEffect(() => setReduced(window.matchMedia("(prefers-reduced-motion: reduce)").matches), []);
  const [viewport, api] = useEmblaCarousel(
    { loop: true, align: "start" },
    reduced
      ? []
      : [Autoplay({ delay: CAROUSEL_DELAY_MS, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })],
  );
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api]);

  return (
    <section
      aria-labelledby="testimonials-title"
      aria-roledescription="carousel"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
    >
      <div className="flex items-end justify-between gap-4">
        <h2 id="testimonials-title" className="text-3xl">
          {t("borrower.testimonials.title")}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => api?.scrollPrev()}
            aria-label={t("borrower.testimonials.previous")}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface hover:border-gold-strong"
          >
            <ChevronDownIcon className="size-5 rotate-90" />
          </button>
          <button
            type="button"
            onClick={() => api?.scrollNext()}
            aria-label={t("borrower.testimonials.next")}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface hover:border-gold-strong"
          >
            <ChevronDownIcon className="size-5 -rotate-90" />
          </button>
        </div>
      </div>
      <div ref={viewport} className="mt-8 overflow-hidden" data-testid="carousel" data-selected={selected}>
        <div className="-ml-4 flex touch-pan-y">
          {TESTIMONIALS.map((id, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a labelled group.
            <figure
              key={id}
              role="group"
              aria-roledescription="slide"
              aria-label={t("borrower.testimonials.slide", { current: index + 1, total: TESTIMONIALS.length })}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <div className="h-full rounded-card border border-line bg-surface p-6">
                <p className="text-gold-strong" role="img" aria-label={t("borrower.testimonials.rating")}>
                  ★★★★★
                </p>
                <blockquote className="mt-3 text-ink-soft">
                  « {t(`borrower.testimonials.items.${id}.quote`)} »
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{t(`borrower.testimonials.items.${id}.name`)}</span>
                  <span className="text-muted"> · {t(`borrower.testimonials.items.${id}.details`)}</span>
                  <span className="mt-1 block font-semibold text-success">
                    {t(`borrower.testimonials.items.${id}.savings`)}
                  </span>
                </figcaption>
              </div>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
