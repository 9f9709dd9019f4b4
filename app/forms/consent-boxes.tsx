import { useT } from "~/i18n/react";
import { LEGAL_SECTIONS } from "~/paths/site";
import { CheckboxField } from "~/ui/form-controls";
import { PageLink } from "~/ui/page-link";
import { type Broker, consentTexts } from "./consent-texts";
import { CONSENT_FIELDS } from "./field-names";

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
  return (
    <CheckboxField
      id={id}
      name={name}
      error={error}
      label={
        <>
          {text}{" "}
          <PageLink
            to={LEGAL_SECTIONS.dataProtection}
            className="font-semibold text-gold-strong underline underline-offset-2"
          >
            {linkText}
          </PageLink>
        </>
      }
    />
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
      <CheckboxField name={CONSENT_FIELDS.callback} label={texts.callback} />
    </div>
  );
}
