import { FAQ_ITEMS } from "~/features/borrower/borrower-faq";
import { BorrowerPage } from "~/features/borrower/borrower-page";
import { simulateSavings, simulationInput } from "~/features/borrower/savings";
import { rateFigures, simulationFigures } from "~/features/borrower/savings-figures";
import { pageMeta } from "~/features/shell/page-meta";
import { queryOf } from "~/forms/form-reader";
import { DEFAULT_LANG, isLang } from "~/i18n/config";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import { createTranslator } from "~/i18n/translate";
import { ISLANDS_PAGE } from "~/islands/names";
import type { Route } from "./+types/assurance-emprunteur";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("borrower");

// Hydrated as islands: the header, the banner, the chat button, the guarantees, the simulator and
// the testimonials (ADR 0047).
export const handle = ISLANDS_PAGE;

export function loader({ request, context }: Route.LoaderArgs) {
  const simulation = simulationInput(queryOf(request.url));
  const lang = requestLanguage(context).lang;
  const result = simulateSavings(simulation.amount, simulation.years, simulation.age);
  return { simulation, figures: { rates: rateFigures(lang), simulation: simulationFigures(result, lang) } };
}

export const meta: Route.MetaFunction = (args) => {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as { lang?: string } | undefined;
  const t = createTranslator(isLang(root?.lang) ? root.lang : DEFAULT_LANG);
  const faq = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: FAQ_ITEMS.map((id) => ({
      "@type": "Question",
      name: t(`borrower.faq.items.${id}.question`),
      acceptedAnswer: { "@type": "Answer", text: t(`borrower.faq.items.${id}.answer`) },
    })),
  };
  return [...pageMeta(args, "pages.borrower"), { "script:ld+json": faq }];
};

export default function BorrowerInsurance({ loaderData }: Route.ComponentProps) {
  return <BorrowerPage simulation={loaderData.simulation} figures={loaderData.figures} />;
}
