import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { LEGAL_SECTIONS } from "~/paths/site";
import { FieldError } from "~/ui/form-controls";
import { type Broker, consentTexts } from "./consent-texts";
import { CONSENT_FIELDS } from "./field-names";

const box = "mt-0.5 size-5 shrink-0 accent-[var(--color-gold-strong)]";

/**
 * A required privacy acknowledgement: its box, its words, a link to the data protection notice,
 * and `error` (already in the visitor's language) under it.
 */
export function PrivacyBox({
  id,
  name,
  text,
  linkText,
  error,
}: {
  id: string;
  name: string;
  text: string;
  linkText: string;
  error: string | undefined;
}) {
  const errorId = `${id}-error`;
  return (
    <>
      <label className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          className={box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          {text}{" "}
          <Link
            to={LEGAL_SECTIONS.dataProtection}
            className="font-semibold text-gold-strong underline underline-offset-2"
          >
            {linkText}
          </Link>
        </span>
      </label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </>
  );
}

/**
 * A lead form's consents: the privacy acknowledgement (required) and the callback consent
 * (optional, never ticked in advance), worded as `consentTexts` stores them with the lead.
 * `error` is the privacy box's message, already in the visitor's language.
 */
export function ConsentBoxes({ id, broker, error }: { id: string; broker: Broker; error: string | undefined }) {
  const t = useT();
  const texts = consentTexts(t, broker);
  return (
    <div className="space-y-3 rounded-control bg-sand p-4 text-sm">
      <PrivacyBox
        id={`${id}-privacy`}
        name={CONSENT_FIELDS.privacy}
        text={texts.privacy}
        linkText={t("forms.privacyLink")}
        error={error}
      />
      <label className="flex items-start gap-3">
        <input type="checkbox" name={CONSENT_FIELDS.callback} className={box} />
        <span>{texts.callback}</span>
      </label>
    </div>
  );
}
