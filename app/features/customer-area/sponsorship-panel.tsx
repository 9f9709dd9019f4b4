import { useEffect, useState } from "react";
import { useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import type { CustomerHome } from "./customer-home.server";

type Sponsorship = CustomerHome["sponsorship"];

/** The ring: progress towards the next gift, a third per referral (spec §9). */
function ProgressRing({ progress }: { progress: number }) {
  const t = useT();
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  return (
    <svg
      viewBox="0 0 100 100"
      className="size-28 shrink-0"
      role="img"
      aria-label={t("area.sponsorship.ring", { count: progress })}
      data-testid="sponsorship-ring"
      data-progress={progress}
    >
      <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="10" className="stroke-sand" />
      <circle
        cx="50"
        cy="50"
        r={radius}
        fill="none"
        strokeWidth="10"
        strokeLinecap="round"
        className="stroke-gold-strong"
        strokeDasharray={`${(circumference * progress) / 3} ${circumference}`}
        transform="rotate(-90 50 50)"
      />
      <text x="50" y="57" textAnchor="middle" className="fill-ink font-semibold" fontSize="22">
        {progress}/3
      </text>
    </svg>
  );
}

/**
 * Shares the referral link: the device's share sheet where the browser has one (Web Share API),
 * a copy button otherwise. Before the script runs (or without it) the link stays in its field,
 * ready to be selected, and the e-mail link works.
 */
function ShareLink({ link }: { link: string }) {
  const t = useT();
  const [mode, setMode] = useState<"none" | "share" | "copy">("none");
  const [status, setStatus] = useState<"copied" | "failed" | null>(null);
  useEffect(() => {
    const data = { url: link };
    setMode(typeof navigator.share === "function" && navigator.canShare?.(data) !== false ? "share" : "copy");
  }, [link]);

  async function share() {
    try {
      await navigator.share({
        title: t("area.sponsorship.shareTitle"),
        text: t("area.sponsorship.shareText"),
        url: link,
      });
    } catch {
      // Closing the share sheet is not an error worth a word.
    }
  }
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  const mail = `mailto:?subject=${encodeURIComponent(t("area.sponsorship.shareTitle"))}&body=${encodeURIComponent(`${t("area.sponsorship.shareText")} ${link}`)}`;
  return (
    <div className="mt-4">
      <label htmlFor="referral-link" className="text-sm font-semibold">
        {t("area.sponsorship.link")}
      </label>
      <input
        id="referral-link"
        readOnly
        value={link}
        className="mt-1 min-h-11 w-full rounded-control border border-line bg-surface px-3 text-sm"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {mode === "share" && (
          <Button type="button" onClick={share}>
            {t("area.sponsorship.share")}
          </Button>
        )}
        {mode === "copy" && (
          <Button type="button" onClick={copy}>
            {t("area.sponsorship.copy")}
          </Button>
        )}
        <a href={mail} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold underline">
          {t("area.sponsorship.byEmail")}
        </a>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-success">
        {status === "copied" && t("area.sponsorship.copied")}
        {status === "failed" && <span className="text-error">{t("area.sponsorship.copyFailed")}</span>}
      </p>
    </div>
  );
}

export function SponsorshipPanel({ sponsorship }: { sponsorship: Sponsorship }) {
  const t = useT();
  const figures = [
    ["referrals", String(sponsorship.referrals)],
    ["toNextGift", String(sponsorship.toNextGift)],
    ["gifts", String(sponsorship.gifts)],
    ["saved", sponsorship.saved],
  ] as const;
  return (
    <div data-testid="sponsorship">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <ProgressRing progress={sponsorship.progress} />
        <dl className="grid flex-1 grid-cols-2 gap-3">
          {figures.map(([key, value]) => (
            <div key={key} className="rounded-control bg-paper px-3 py-2" data-testid={`sponsorship-${key}`}>
              <dt className="text-xs text-ink-soft">{t(`area.sponsorship.${key}`)}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="mt-4 text-sm text-ink-soft">{t("area.sponsorship.rule")}</p>
      <p className="mt-3 text-sm font-semibold">{t("area.sponsorship.code")}</p>
      <p className="mt-1 font-mono text-lg tracking-wide" data-testid="referral-code">
        {sponsorship.code}
      </p>
      <ShareLink link={sponsorship.link} />
    </div>
  );
}
