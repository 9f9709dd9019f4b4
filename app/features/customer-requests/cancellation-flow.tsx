import { useT } from "~/i18n/react";
import type { CancellationActionData, CancellationPageData } from "./cancellation-data";
import { CancellationForm } from "./cancellation-form";
import { CancellationInfo } from "./cancellation-info";
import { AlreadyCancelling } from "./cancellation-parts";
import { AreaReceipt, PublicReceipt } from "./cancellation-receipts";
import { CancellationReview } from "./cancellation-review";
import { ForVisitor, RequestPage } from "./request-ui";

/**
 * "Résiliation en trois clics" (décret 2023-182): the terms and consequences, the form, a
 * summary with "Confirmer ma demande de résiliation", then the acknowledgement with the date and
 * time of the request and the date the cancellation takes effect. No re-authentication.
 */
export function CancellationFlow({ page, result }: { page: CancellationPageData; result?: CancellationActionData }) {
  // The public entry (no account) speaks to a visitor.
  return (
    <ForVisitor visitor={page.open !== undefined}>
      <CancellationStep page={page} result={result} />
    </ForVisitor>
  );
}

function CancellationStep({ page, result }: { page: CancellationPageData; result?: CancellationActionData }) {
  const t = useT();
  const { terms, open } = page;
  const contractName = terms
    ? `${t(`contracts.product.${terms.product}`)} — ${terms.reference}`
    : t("complaints.cancel.lead");

  // The public entry's acknowledgement says the same whether or not a contract was matched.
  if (page.step === "done" && open?.sentAtText) {
    return <PublicReceipt contractName={contractName} sentAtText={open.sentAtText} />;
  }
  if (page.step === "done" && page.receipt) return <AreaReceipt contractName={contractName} receipt={page.receipt} />;

  // A contract no longer active has nothing to cancel: say so on its own, with the pending request.
  if (terms && terms.status !== "active") {
    return (
      <RequestPage title={t("requests.cancel.title")} lead={contractName}>
        <AlreadyCancelling status={terms.status} pending={page.pending} />
      </RequestPage>
    );
  }

  const failure = result && result.ok === false ? result : undefined;
  const showForm = page.step === "form" || failure !== undefined;
  if (result?.ok === true) return <CancellationReview page={page} result={result} contractName={contractName} />;
  if (showForm && (!terms || terms.status === "active")) {
    return <CancellationForm page={page} failure={failure} contractName={contractName} />;
  }
  return <CancellationInfo page={page} contractName={contractName} />;
}
