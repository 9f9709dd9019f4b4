import { CompanyDetails, CompanyLearnMore } from "~/features/company-health/company-landing";
import { handleQuoteAction, quoteLoaderData } from "~/features/quote/quote-action.server";
import { QuoteClaims, QuotePage } from "~/features/quote/quote-page";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { ISLANDS_PAGE } from "~/islands/names";
import type { Route } from "./+types/sante-entreprise-v2";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("company", "quote", "forms");

// Hydrated as islands: the header, the banner, the chat button and the quote card (ADR 0047).
export const handle = ISLANDS_PAGE;

export const loader = ({ request }: Route.LoaderArgs) => quoteLoaderData(request);

export const action = ({ request, context }: Route.ActionArgs) => handleQuoteAction(request, context, "healthCompany");

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.healthCompanyQuote");

export default function SanteEntreprisev2Page() {
  return (
    <QuotePage
      product="healthCompany"
      page="healthCompanyQuote"
      claims={3}
      marketing={<CompanyClaimsAndLearnMore />}
      below={<CompanyDetails />}
    />
  );
}

function CompanyClaimsAndLearnMore() {
  return (
    <>
      <QuoteClaims page="healthCompanyQuote" count={3} />
      <CompanyLearnMore />
    </>
  );
}
