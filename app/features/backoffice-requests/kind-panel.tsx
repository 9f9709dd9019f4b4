import type { ComponentType } from "react";
import { useT } from "~/i18n/react";
import type { CustomerRequestKind } from "~/server/db/schema/customer-requests";
import { AppointmentPanel } from "./appointment-panel";
import { CancellationPanel } from "./cancellation-panel";
import { ClaimPanel } from "./claim-panel";
import { DocumentPanel } from "./document-panel";
import type { KindPanelProps } from "./kind-panel-parts";
import { h2, section } from "./request-page-styles";

/**
 * Each kind's own part of the request page (null: the inbox's answer and status are all it has).
 * A kind missing here fails the typecheck.
 */
const KIND_PANELS = {
  cancellation: CancellationPanel,
  appointment: AppointmentPanel,
  claim: ClaimPanel,
  document: DocumentPanel,
  message: null,
  complaint: null,
} satisfies Record<CustomerRequestKind, ComponentType<KindPanelProps> | null>;

/** What staff do that is proper to the request's kind: confirm a cancellation, move an appointment, settle a document. */
export function KindPanel(props: Omit<KindPanelProps, "open">) {
  const t = useT();
  const { request, handling } = props;
  const Panel: ComponentType<KindPanelProps> | null = KIND_PANELS[request.kind];
  const open = request.status !== "done" && request.status !== "refused";
  // A kind with no steps of its own (a message, a complaint) has nothing to show here: no empty
  // card before the "Traitement" one (issue 46 item 11).
  if (!Panel && !handling.stage) return null;
  return (
    <section className={section} aria-labelledby="handling" data-testid="kind-panel">
      <h2 id="handling" className={h2}>
        {t("handling.staff.titleOf", { kind: t(`requests.kinds.${request.kind}`) })}
      </h2>
      {handling.stage && (
        <p className="mb-3 text-sm font-semibold" data-testid="kind-stage">
          {t("handling.staff.stage", { stage: t(`handling.stage.${handling.stage}`) })}
        </p>
      )}
      {Panel && <Panel {...props} open={open} />}
    </section>
  );
}
