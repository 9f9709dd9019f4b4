import { Link } from "react-router";
import { formatDay, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { buttonClasses } from "~/ui/button";
import { Notice } from "~/ui/notice";
import type { CancellationPageData } from "./cancellation-data";
import { Rows } from "./cancellation-parts";
import { RequestCard, RequestPage } from "./request-ui";

/** The public entry's acknowledgement: the same whether or not a contract was matched. */
export function PublicReceipt({ contractName, sentAtText }: { contractName: string; sentAtText: string }) {
  const t = useT();
  return (
    <RequestPage title={t("requests.cancel.title")} lead={contractName}>
      <Notice tone="success" className="mb-6" id="request-sent">
        <p className="text-base">{t("requests.cancel.sent")}</p>
        <p className="mt-1 font-normal">{t("complaints.cancel.sentMessage")}</p>
      </Notice>
      <RequestCard>
        <Rows rows={[[t("requests.cancel.requestedAt"), sentAtText]]} />
      </RequestCard>
    </RequestPage>
  );
}

/** The customer's acknowledgement: the reference, when it was asked, the effect date, and where to follow it. */
export function AreaReceipt({
  contractName,
  receipt,
}: {
  contractName: string;
  receipt: NonNullable<CancellationPageData["receipt"]>;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <RequestPage title={t("requests.cancel.title")} lead={contractName}>
      <Notice tone="success" className="mb-6" id="request-sent">
        <p className="text-base">{t("requests.cancel.sent")}</p>
        <p className="mt-1 font-normal">{t("requests.cancel.sentMessage")}</p>
      </Notice>
      <RequestCard>
        <h2 className="text-2xl">{t("requests.cancel.receiptTitle")}</h2>
        <Rows
          rows={[
            [t("requests.summary.reference"), receipt.reference],
            [t("requests.cancel.requestedAt"), formatMoment(new Date(receipt.createdAt), lang)],
            [t("requests.cancel.effect"), formatDay(receipt.details.effectDate, lang)],
            [t("requests.summary.reason"), t(`requests.cancel.reasons.${receipt.details.reason}`)],
          ]}
        />
        <p>{t("requests.cancel.emailSent", { email: receipt.details.email })}</p>
        <Link to={CUSTOMER_PATHS.requests} className={buttonClasses("outline")}>
          {t("requests.seeHistory")}
        </Link>
      </RequestCard>
    </RequestPage>
  );
}
