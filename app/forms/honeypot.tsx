import { useT } from "~/i18n/react";
import { HONEYPOT_FIELD } from "./field-names";

/**
 * A text field people never see nor reach (off screen, out of the tab order, hidden from
 * assistive technology); bots that fill every field fill it, and the intake turns them away.
 */
export function Honeypot() {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label>
        {t("forms.honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
