import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { REASON_MAX } from "~/server/limits";
import { buttonClasses } from "~/ui/button";
import { TextAreaField } from "~/ui/form-controls";
import { IntentFields, type KindPanelProps, labelClasses } from "./kind-panel-parts";

/** A document sent: acknowledged, accepted, or asked again with the reason the customer reads. */
export function DocumentPanel({ request, open }: KindPanelProps) {
  const t = useT();
  if (!open) return null;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {(["acknowledge", "accept"] as const).map((step) => (
          <Form method="post" key={`${step}-${request.version}`}>
            <IntentFields intent="documentStep" version={request.version} />
            <input type="hidden" name="step" value={step} />
            <button type="submit" className={buttonClasses(step === "accept" ? "primary" : "outline")}>
              {t(`handling.staff.document.${step}`)}
            </button>
          </Form>
        ))}
      </div>
      <Form method="post" className="mt-5 flex flex-col gap-2" key={`again-${request.version}`}>
        <IntentFields intent="documentStep" version={request.version} />
        <input type="hidden" name="step" value="askAgain" />
        <TextAreaField
          id="document-reason"
          name="reason"
          label={t("handling.staff.document.reason")}
          labelClassName={labelClasses}
          required
          maxLength={REASON_MAX}
          rows={2}
        />
        <button type="submit" className={`${buttonClasses("outline")} self-start`}>
          {t("handling.staff.document.askAgain")}
        </button>
      </Form>
    </>
  );
}
