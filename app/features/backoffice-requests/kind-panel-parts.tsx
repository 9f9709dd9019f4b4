import type { SlotDay } from "~/server/customer-requests/appointment-slots.server";
import type { KindView } from "~/server/customer-requests/kind-view.server";
import type { CustomerRequestKind, CustomerRequestStatus } from "~/server/db/schema/customer-requests";

export { labelClasses } from "./request-page-styles";
export const term = "text-xs font-semibold uppercase tracking-wide text-muted";

/** What a kind's own panel is given: the request, its handling as loaded, whether it is still open. */
export type KindPanelProps = {
  request: { id: string; kind: CustomerRequestKind; status: CustomerRequestStatus; version: number };
  handling: KindView;
  proposable: SlotDay[];
  /** The day asked for without JavaScript, whose times the proposal form lists. */
  proposeDay: string | null;
  open: boolean;
};

/** Every form of the panel says which intent it is and which version of the request it acts on. */
export function IntentFields({ intent, version }: { intent: string; version: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
    </>
  );
}
