import { pageMeta } from "~/features/shell/page-meta";
import { PremiumHero } from "~/features/vehicles/premium-hero";
import { needTexts } from "~/i18n/need-texts";
import { ISLANDS_PAGE } from "~/islands/names";
import type { Route } from "./+types/vehicules-premium";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("premium");

// Hydrated as islands: the header, the banner, the chat button and the hero's parallax (ADR 0047).
export const handle = ISLANDS_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.vehiclesPremium");

export default function VehiculesPremiumPage() {
  return <PremiumHero />;
}
