import { Form, Link, useSearchParams } from "react-router";
import { useT } from "~/i18n/react";
import { catalogueDocumentPath, STAFF_PATHS } from "~/paths/backoffice";
import { BackofficePage } from "~/ui/backoffice-page";
import { Button, buttonClasses } from "~/ui/button";
import { Field, inputClasses } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import { CatalogueForm } from "./catalogue-form";
import type { CatalogueActionResult, loadCatalogueProduct } from "./catalogue-page.server";

type Data = Awaited<ReturnType<typeof loadCatalogueProduct>>;

/** One product: its documents (IPID, general conditions) and, for admins, its changes. */
export function CatalogueProductScreen({ data, result }: { data: Data; result?: CatalogueActionResult }) {
  const t = useT();
  const [params] = useSearchParams();
  const { product } = data;
  const done = params.get("fait");
  const failure = result && !result.ok ? result : undefined;
  return (
    <BackofficePage
      title={`${product.insurer} — ${product.name}`}
      actions={
        <Link to={STAFF_PATHS.catalogue} className={buttonClasses("ghost")}>
          {t("offers.catalogue.back")}
        </Link>
      }
    >
      <p className="text-sm">
        {t(`contracts.product.${product.contractProduct}`)} ·{" "}
        {t(product.archived ? "offers.catalogue.archived" : "offers.catalogue.active")}
      </p>
      {done && !failure && <Notice tone="success">{t("offers.catalogue.saved")}</Notice>}
      {failure && (
        <Notice tone="error">
          <span role="alert">{t(failure.error)}</span>
        </Notice>
      )}
      <section className="grid gap-4 md:grid-cols-2">
        {(["ipid", "conditions"] as const).map((kind) => {
          const document = product[kind];
          return (
            <div key={kind} className="rounded-card border border-line bg-surface p-5">
              <h2 className="mb-2 font-display text-lg text-ink">{t(`offers.catalogue.${kind}`)}</h2>
              {document ? (
                <p className="mb-3 break-all text-sm">
                  <a
                    href={catalogueDocumentPath(product.id, kind)}
                    className="font-semibold underline underline-offset-2"
                  >
                    {document.name}
                  </a>{" "}
                  · SHA-256 {document.sha256}
                </p>
              ) : (
                <p className="mb-3 text-sm text-muted">{t("offers.catalogue.noDocument")}</p>
              )}
              {data.admin && (
                <Form method="post" encType="multipart/form-data" className="flex flex-col gap-2">
                  <input type="hidden" name="intent" value={kind} />
                  <Field
                    id={`${kind}-file`}
                    label={t("offers.catalogue.upload")}
                    hint={t("offers.catalogue.uploadHint")}
                    error={failure?.intent === kind ? t(failure.error) : undefined}
                  >
                    {(aria) => (
                      <input {...aria} type="file" name="file" accept="application/pdf,.pdf" className={inputClasses} />
                    )}
                  </Field>
                  <Button type="submit" variant="secondary">
                    {t("offers.catalogue.uploadSubmit")}
                  </Button>
                </Form>
              )}
            </div>
          );
        })}
      </section>
      {data.admin && (
        <>
          <section className="rounded-card border border-line bg-surface p-5">
            <CatalogueForm intent="update" product={product} result={result} />
          </section>
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value={product.archived ? "restore" : "archive"} />
              <Button type="submit" variant="secondary">
                {t(product.archived ? "offers.catalogue.restore" : "offers.catalogue.archive")}
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <Button type="submit" variant="ghost">
                {t("offers.catalogue.delete")}
              </Button>
            </Form>
          </div>
        </>
      )}
    </BackofficePage>
  );
}
