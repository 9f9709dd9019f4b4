import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { catalogueProductPath } from "~/paths/backoffice";
import { BackofficePage } from "~/ui/backoffice-page";
import { Notice } from "~/ui/notice";
import { TableFrame } from "~/ui/table-frame";
import { CatalogueForm } from "./catalogue-form";
import type { CatalogueActionResult, loadCatalogue } from "./catalogue-page.server";

type Data = Awaited<ReturnType<typeof loadCatalogue>>;

/** The products the broker places, by line; admins add one below. */
export function CatalogueScreen({ data, result }: { data: Data; result?: CatalogueActionResult }) {
  const t = useT();
  return (
    <BackofficePage title={t("offers.catalogue.title")}>
      <p className="-mt-2 max-w-[70ch] text-ink-soft">{t("offers.catalogue.lead")}</p>
      {result && !result.ok && <Notice tone="error">{t(result.error)}</Notice>}
      <TableFrame label={t("offers.catalogue.title")}>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col">{t("offers.catalogue.line")}</th>
              <th scope="col">{t("offers.catalogue.insurer")}</th>
              <th scope="col">{t("offers.catalogue.name")}</th>
              <th scope="col">{t("offers.catalogue.commission")}</th>
              <th scope="col">{t("offers.catalogue.documents")}</th>
              <th scope="col">{t("offers.catalogue.state")}</th>
            </tr>
          </thead>
          <tbody>
            {data.products.map((product) => (
              <tr key={product.id} className="border-t border-line">
                <td>{t(`contracts.product.${product.contractProduct}`)}</td>
                <td>{product.insurer}</td>
                <td>
                  <Link to={catalogueProductPath(product.id)} className="font-semibold underline underline-offset-2">
                    {product.name}
                  </Link>
                </td>
                <td>
                  {product.firstYearCommission} % / {product.renewalCommission} %
                </td>
                <td>
                  {[product.ipid && "IPID", product.conditions && t("offers.catalogue.conditionsShort")]
                    .filter(Boolean)
                    .join(" · ") || "—"}
                </td>
                <td>{t(product.archived ? "offers.catalogue.archived" : "offers.catalogue.active")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      {data.admin && (
        <section className="rounded-card border border-line bg-surface p-5" aria-labelledby="new-product">
          <h2 id="new-product" className="mb-3 font-display text-lg text-ink">
            {t("offers.catalogue.new")}
          </h2>
          <CatalogueForm intent="create" result={result} />
        </section>
      )}
    </BackofficePage>
  );
}
