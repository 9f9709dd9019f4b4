import { BorrowerBenefitRows, BorrowerInfoSection } from "~/features/borrower/borrower-quote-extras";
import { handleQuoteAction, quoteLoaderData } from "~/features/quote/quote-action.server";
import { QuotePage } from "~/features/quote/quote-page";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { ISLANDS_PAGE } from "~/islands/names";
import type { Route } from "./+types/assurance-emprunteur-v2";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("borrower", "quote", "forms");

// Hydrated as islands: the header, the banner, the chat button, the quote card and the benefit rows
// beside it (ADR 0047).
export const handle = ISLANDS_PAGE;

export const loader = ({ request }: Route.LoaderArgs) => quoteLoaderData(request);

export const action = ({ request, context }: Route.ActionArgs) => handleQuoteAction(request, context, "borrower");

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.borrowerQuote");

export default function AssuranceEmprunteurV2Page() {
  return (
    <QuotePage
      product="borrower"
      page="borrowerQuote"
      claims={3}
      marketing={<BorrowerBenefitRows />}
      below={<BorrowerInfoSection />}
    />
  );
}
