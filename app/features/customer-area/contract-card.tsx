import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { cancellationPath } from "~/paths/customer-area";
import type { ContractStatus } from "~/server/contracts/contract-types";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import type { ContractCard } from "./customer-home.server";

const STATUS_TONES: Record<ContractStatus, string> = {
  active: "bg-success-soft text-success",
  cancelling: "bg-warning-soft text-warning",
  cancelled: "bg-sand text-ink-soft",
  suspended: "bg-error-soft text-error",
  pending: "bg-gold-soft text-ink",
};

/** The contract's status, in words and in colour (the words alone carry the meaning). */
export function StatusBadge({ status }: { status: ContractStatus }) {
  const t = useT();
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold", STATUS_TONES[status])}
      data-testid="contract-status"
    >
      {t(`contracts.status.${status}`)}
    </span>
  );
}

/** One contract on the home: type, reference, status, premium, and what can be done with it. */
export function ContractCardView({ contract }: { contract: ContractCard }) {
  const t = useT();
  const which = <span className="sr-only"> {t("area.contracts.forContract", { reference: contract.reference })}</span>;
  return (
    <article
      className="rounded-card border border-line bg-paper p-4 sm:p-5"
      data-testid="contract-card"
      aria-labelledby={`contract-${contract.reference}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`contract-${contract.reference}`} className="font-sans text-base font-semibold">
            {t(`contracts.product.${contract.product}`)}
          </h3>
          <p className="mt-1 text-sm text-ink-soft">
            {t("area.contracts.reference", { reference: contract.reference })}
          </p>
        </div>
        <StatusBadge status={contract.status} />
      </div>
      <p className="mt-3 text-lg font-semibold" data-testid="contract-premium">
        {t("area.contracts.perMonth", { amount: contract.monthlyPremium })}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={contract.href} className={buttonClasses("secondary")}>
          {t("area.contracts.view")}
          {which}
        </Link>
        <a href={contract.downloadHref} download className={buttonClasses("outline")}>
          {t("area.contracts.download")}
          {which}
        </a>
        {contract.cancellable && (
          <Link to={cancellationPath(contract.reference)} className={buttonClasses("ghost")}>
            {t("area.contracts.cancel")}
            {which}
          </Link>
        )}
      </div>
    </article>
  );
}
