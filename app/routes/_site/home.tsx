import { HomePage } from "~/features/marketing/home-page";
import { insuranceAgencyJsonLd } from "~/features/shell/organization-json-ld";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { ISLANDS_PAGE } from "~/islands/names";
import type { Route } from "./+types/home";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("home", "quote");

// Hydrated as islands: the header, the banner, the chat button, the invitation, the tagline and the
// app card (ADR 0047).
export const handle = ISLANDS_PAGE;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "pages.home"),
  insuranceAgencyJsonLd(args.matches),
];

export default function Home() {
  return <HomePage variant="main" />;
}
