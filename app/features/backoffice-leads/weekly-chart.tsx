import { useEffect, useRef } from "react";

/**
 * The leads of each week as bars, drawn by uPlot (about 50 KB, loaded only here, after the page
 * shows: the numbers are in the table beside it, which screen readers read instead).
 */
export function WeeklyChart({ weeks, label }: { weeks: Array<{ week: string; n: number }>; label: string }) {
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
          axes: [{ stroke: ink }, { stroke: ink }],
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
  }, [weeks, label]);
  return <div ref={box} aria-hidden="true" className="min-h-[220px] w-full" />;
}
