import { useT } from "~/i18n/react";

export type SealView = { subject: string; until: string; daysLeft: number | null; demo: boolean } | null;

/**
 * The signatures' seal certificate: which one, until when, and a warning within 30 days of its
 * end (after it, documents can no longer be sealed). Null: the configured PKCS#12 cannot be read.
 */
export function SealCertificatePanel({ seal }: { seal: SealView }) {
  const t = useT();
  return (
    <section className="grid gap-2 rounded-card border border-line bg-surface p-5" data-testid="seal-certificate">
      <h2 className="font-sans text-lg font-semibold">{t("signatures.settings.title")}</h2>
      {seal ? (
        <>
          <p>{t("signatures.settings.subject", { subject: seal.subject })}</p>
          <p className="text-sm text-ink-soft">{t("signatures.settings.until", { date: seal.until })}</p>
          {seal.demo && <p className="text-sm text-ink-soft">{t("signatures.settings.demo")}</p>}
          {seal.daysLeft !== null && (
            <p role="alert" className="rounded-card bg-error-soft px-4 py-3 text-error">
              {t("signatures.settings.expiring", { days: seal.daysLeft, date: seal.until })}
            </p>
          )}
        </>
      ) : (
        <p role="alert" className="rounded-card bg-error-soft px-4 py-3 text-error">
          {t("signatures.settings.unreadable")}
        </p>
      )}
    </section>
  );
}
