import { useEffect, useRef } from "react";
import { formatDate } from "~/i18n/format";

/**
 * The leads of each week as bars, drawn by uPlot (about 50 KB, loaded only here, after the page
 * shows: the numbers are in the table beside it, which screen readers read instead). The axis
 * writes its days in the staff member's language (uPlot's own labels are US "9/8").
 */
export function WeeklyChart({
  weeks,
  label,
  lang,
}: {
  weeks: Array<{ week: string; n: number }>;
  label: string;
  lang: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let plot: { destroy(): void } | undefined;
    let cancelled = false;
    (async () => {
      const [{ default: UPlot }] = await Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]);
      if (cancelled || !box.current) return;
      const ink = getComputedStyle(document.documentElement).getPropertyValue("--color-ink").trim() || "#13203b";
      const gold = getComputedStyle(document.documentElement).getPropertyValue("--color-gold").trim() || "#c9a96a";
      const xs = weeks.map((w) => Date.parse(`${w.week}T12:00:00Z`) / 1000);
      plot = new UPlot(
        {
          width: box.current.clientWidth || 600,
          height: 220,
          legend: { show: false },
          scales: { x: { time: true } },
          axes: [
            {
              stroke: ink,
              values: (_plot: unknown, ticks: number[]) =>
                ticks.map((tick) =>
                  formatDate(new Date(tick * 1000), lang, { day: "numeric", month: "short", timeZone: "Europe/Paris" }),
                ),
            },
            { stroke: ink },
          ],
          series: [
            {},
            { label, stroke: ink, fill: gold, points: { show: false }, paths: UPlot.paths.bars?.({ size: [0.6, 48] }) },
          ],
        },
        [xs, weeks.map((w) => w.n)],
        box.current,
      );
    })();
    return () => {
      cancelled = true;
      plot?.destroy();
    };
  }, [weeks, label, lang]);
  return <div ref={box} aria-hidden="true" className="min-h-[220px] w-full" />;
}
