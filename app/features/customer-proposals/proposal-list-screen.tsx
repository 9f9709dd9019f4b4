import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { AreaPage } from "~/ui/area-page";
import { Badge, Card } from "~/ui/card";
import type { ProposalItem } from "./proposals-page.server";

function Item({ item }: { item: ProposalItem }) {
  const t = useT();
  return (
    <li>
      <Link
        to={item.href}
        className="flex min-h-11 flex-col gap-1 rounded-control border border-line bg-surface px-4 py-3 hover:border-ink focus-visible:outline-2"
        data-testid="proposal-item"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold">
            {item.products.map((product) => t(`contracts.product.${product}`)).join(" · ")}
          </span>
          <Badge>{t(`proposals.state.${item.state}`)}</Badge>
        </span>
        <span className="text-sm text-ink-soft">
          {t("proposals.list.reference", { reference: item.reference, count: item.options })}
        </span>
        {item.state === "sent" && (
          <span className="text-sm text-ink-soft" data-testid="proposal-start">
            {t("proposals.list.startsOn", { date: item.startsOn })}
          </span>
        )}
        {item.state === "sent" && item.until && (
          <span className="text-sm text-ink-soft">{t("proposals.list.until", { date: item.until })}</span>
        )}
      </Link>
    </li>
  );
}

/** "Mes propositions": the offers waiting for an answer first, then those that ended. */
export function ProposalListScreen({ open, others }: { open: ProposalItem[]; others: ProposalItem[] }) {
  const t = useT();
  return (
    <AreaPage backTo={CUSTOMER_PATHS.home} backLabel={t("area.contract.back")}>
      <h1 className="mt-4 text-3xl sm:text-4xl">{t("proposals.list.title")}</h1>
      <p className="mt-2 text-ink-soft">{t("proposals.list.intro")}</p>
      <Card className="mt-6">
        <h2 className="text-xl">{t("proposals.list.waiting")}</h2>
        {open.length === 0 ? (
          <p className="mt-3 text-ink-soft">{t("proposals.list.empty")}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {open.map((item) => (
              <Item key={item.id} item={item} />
            ))}
          </ul>
        )}
      </Card>
      {others.length > 0 && (
        <section className="mt-6" aria-labelledby="proposals-history">
          <h2 id="proposals-history" className="text-xl">
            {t("proposals.list.history")}
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {others.map((item) => (
              <Item key={item.id} item={item} />
            ))}
          </ul>
        </section>
      )}
    </AreaPage>
  );
}
