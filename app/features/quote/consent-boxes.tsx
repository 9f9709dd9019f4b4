import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { FieldError } from "~/ui/form-controls";
import { CONSENT_FIELDS } from "./schema";

export type Broker = { brandName: string; oriasNumber: string | null };

/**
 * The privacy acknowledgement (required) and the callback consent (optional, never ticked in
 * advance), worded as `consentTexts` stores them with the lead. `error` is the privacy box's
 * message, already in the visitor's language.
 */
export function ConsentBoxes({ id, broker, error }: { id: string; broker: Broker; error: string | undefined }) {
  const t = useT();
  const errorId = `${id}-privacy-error`;
  return (
    <div className="space-y-3 rounded-control bg-sand p-4 text-sm">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name={CONSENT_FIELDS.privacy}
          className="mt-0.5 size-5 shrink-0 accent-[var(--color-gold-strong)]"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          {t("quote.consent.privacy")}{" "}
          <Link
            to="/mentions-legales#donnees-personnelles"
            className="font-semibold text-gold-strong underline underline-offset-2"
          >
            {t("quote.consent.privacyLink")}
          </Link>
        </span>
      </label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name={CONSENT_FIELDS.callback}
          className="mt-0.5 size-5 shrink-0 accent-[var(--color-gold-strong)]"
        />
        <span>
          {t("quote.consent.callback", {
            brand: broker.brandName,
            orias: broker.oriasNumber ?? t("common.toBeCompleted"),
          })}
        </span>
      </label>
    </div>
  );
}
