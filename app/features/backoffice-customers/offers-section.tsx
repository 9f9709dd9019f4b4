import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { offerPath, STAFF_PATHS } from "~/paths/backoffice";
import { buttonClasses } from "~/ui/button";
import { Section } from "./customer-forms";

export type CustomerOfferItem = {
  id: string;
  reference: string;
  status: string;
  version: number;
  questionnaire: string;
};

/** The customer's offers (issue 42), newest first, and a new one. */
export function OffersSection({ customerId, items }: { customerId: string; items: CustomerOfferItem[] }) {
  const t = useT();
  return (
    <Section id="offers" title={t("offers.staff.section")}>
      <Link
        to={`${STAFF_PATHS.newOffer}?client=${encodeURIComponent(customerId)}`}
        className={buttonClasses("outline")}
      >
        {t("offers.staff.newTitle")}
      </Link>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{t("offers.staff.empty")}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-1 text-sm">
          {items.map((item) => (
            <li key={item.id} data-testid="staff-offer">
              <Link to={offerPath(item.id)} className="font-semibold underline underline-offset-2">
                {item.reference}
              </Link>{" "}
              · v{item.version} · {t(`offers.needs.questionnaires.${item.questionnaire}`)} ·{" "}
              {t(`offers.status.${item.status}`)}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
