import type { ReactNode } from "react";
import { useActionData, useLoaderData, useRouteLoaderData } from "react-router";
import { useT } from "~/i18n/react";
import { Island } from "~/islands/island";
import { Badge } from "~/ui/card";
import { ShieldIcon } from "~/ui/icons";
import { ProductIllustration } from "./product-illustration";
import { PRODUCTS } from "./products/registry";
import type { QuoteActionData } from "./quote-action.server";
import { QuotePanel } from "./quote-panel";
import type { ProductId } from "./types";

type LoaderData = { formToken: string; sentReference: string | null };
type RootData = { site: { brandName: string; oriasNumber: string | null } };

/**
 * A product page around its quote card: title, lead and the product's claims (spec §2),
 * from `pages.<page>.*` in the dictionaries.
 */
export function QuotePage({
  product,
  page,
  claims,
  marketing,
  below,
}: {
  product: ProductId;
  page: string;
  claims: number;
  /** Replaces the claims list beside the card (the page's own hero content). */
  marketing?: ReactNode;
  /** Sections under the hero. */
  below?: ReactNode;
}) {
  const t = useT();
  const { formToken, sentReference } = useLoaderData() as LoaderData;
  const serverState = useActionData() as QuoteActionData | undefined;
  const root = useRouteLoaderData("root") as RootData | undefined;
  return (
    <>
      <Island
        name="quote"
        component={QuotePanel}
        props={{
          config: PRODUCTS[product],
          formToken,
          sentReference,
          serverState,
          broker: { brandName: root?.site.brandName ?? "", oriasNumber: root?.site.oriasNumber ?? null },
        }}
      >
        <Badge>{t("quote.badge")}</Badge>
        <h1 className="mt-4 text-3xl sm:text-4xl">{t(`pages.${page}.title`)}</h1>
        <p className="mt-4 max-w-xl text-lg text-ink-soft">{t(`pages.${page}.lead`)}</p>
        {marketing ?? <QuoteClaims page={page} count={claims} />}
        <ProductIllustration product={product} className="mt-8 hidden h-auto w-full max-w-sm lg:block" />
      </Island>
      {below}
    </>
  );
}

/** A product page's claims from `pages.<page>.claims.1..count`. */
export function QuoteClaims({ page, count }: { page: string; count: number }) {
  const t = useT();
  return (
    <ul className="mt-6 space-y-3">
      {Array.from({ length: count }, (_, index) => String(index + 1)).map((claim) => (
        <li key={claim} className="flex items-start gap-3">
          <ShieldIcon className="mt-0.5 size-5 shrink-0 text-gold-strong" />
          <span>{t(`pages.${page}.claims.${claim}`)}</span>
        </li>
      ))}
    </ul>
  );
}
