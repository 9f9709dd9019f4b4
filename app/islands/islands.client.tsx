/**
 * The browser's whole JavaScript on a page hydrated as islands (docs/decisions/0047): React, the
 * page's texts, and the code of the islands the page has. No router: every other part of the page
 * is the server's HTML, its links load pages and its forms post, as they do without JavaScript.
 * Nothing here may import `react-router` (the build refuses it: islands-plugin.ts).
 */
import { type ComponentType, StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { ChatLauncher } from "~/features/chat/chat-launcher";
import { SiteHeader } from "~/features/shell/site-header";
import { DEFAULT_LANG, isLang } from "~/i18n/config";
import { loadNamespaces } from "~/i18n/load-dictionary.client";
import type { Namespace } from "~/i18n/namespaces";
import { SHELL_NAMESPACES } from "~/i18n/namespaces";
import { I18nProvider } from "~/i18n/react";
import { ConsentIsland } from "./consent-island";
import { SlotHtmlContext } from "./island";
import type { IslandName } from "./names";
import { ToasterIsland } from "./toaster-island";

// biome-ignore lint/suspicious/noExplicitAny: each island's props come from its own JSON
type Loader = () => Promise<ComponentType<any>>;

const ISLANDS: Record<IslandName, { load: Loader; texts: readonly Namespace[] }> = {
  // On every public page, and in the shell's chunk already: no request of their own.
  header: { load: async () => SiteHeader, texts: [] },
  consent: { load: async () => ConsentIsland, texts: [] },
  chat: { load: async () => ChatLauncher, texts: [] },
  toaster: { load: async () => ToasterIsland, texts: [] },
  // Only product pages have a card: fetched when the page has one.
  quote: { load: () => import("~/features/quote/quote-panel").then((m) => m.QuotePanel), texts: ["quote", "forms"] },
  // The home page's timed invitation, rotating tagline and app card.
  "quote-popup": { load: () => import("~/features/marketing/quote-popup").then((m) => m.QuotePopup), texts: ["home"] },
  tagline: {
    load: () => import("~/features/marketing/rotating-tagline").then((m) => m.RotatingTagline),
    texts: ["home"],
  },
  "app-card": { load: () => import("~/features/marketing/app-card").then((m) => m.AppCard), texts: ["home"] },
  // The borrower page's guarantees, savings simulator and testimonials.
  guarantee: {
    load: () => import("~/features/borrower/borrower-guarantee").then((m) => m.GuaranteeCard),
    texts: ["borrower"],
  },
  savings: {
    load: () => import("~/features/borrower/savings-simulator").then((m) => m.SavingsSimulator),
    texts: ["borrower"],
  },
  testimonials: {
    load: () => import("~/features/borrower/testimonial-carousel").then((m) => m.TestimonialCarousel),
    texts: ["borrower"],
  },
  // The borrower quote page's benefit rows, inside the card's slot (islands within an island).
  benefit: {
    load: () => import("~/features/borrower/borrower-benefit").then((m) => m.BenefitRow),
    texts: ["borrower"],
  },
  // The premium vehicles hero's background, drifting with the scroll.
  parallax: { load: () => import("~/features/vehicles/premium-parallax").then((m) => m.PremiumParallax), texts: [] },
  // The careers page's apply buttons (and the dialog they open) and the form in its own section.
  apply: {
    load: () => import("~/features/careers/apply-buttons").then((m) => m.ApplyButtons),
    texts: ["careers", "forms"],
  },
  application: {
    load: () => import("~/features/careers/application-form").then((m) => m.ApplicationForm),
    texts: ["careers", "forms"],
  },
};

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}

/** Calls `done` once its root has committed. */
function Committed({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

async function hydrateIslands() {
  const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANG;
  const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter((element) =>
    isIslandName(element.dataset.island),
  );
  const names = new Set(elements.map((element) => element.dataset.island as IslandName));
  const texts = new Set<Namespace>(SHELL_NAMESPACES);
  for (const name of names) for (const namespace of ISLANDS[name].texts) texts.add(namespace);
  const [components] = await Promise.all([
    Promise.all([...names].map(async (name) => [name, await ISLANDS[name].load()] as const)),
    loadNamespaces(lang, [...texts]),
  ]);
  const byName = new Map(components);
  let waiting = elements.length;
  const done = () => {
    waiting -= 1;
    // The same mark as a page hydrated by React Router: tests wait for it.
    if (waiting === 0) document.documentElement.dataset.hydrated = "true";
  };
  if (waiting === 0) document.documentElement.dataset.hydrated = "true";
  for (const element of elements) {
    const Component = byName.get(element.dataset.island as IslandName);
    if (!Component) continue;
    const props = JSON.parse(element.dataset.props ?? "{}") as object;
    const slots = new Map<string, string>();
    for (const slot of element.querySelectorAll<HTMLElement>("[data-slot]")) {
      if (slot.dataset.slot) slots.set(slot.dataset.slot, slot.innerHTML);
    }
    // Each island its own root, hydrated at a transition's priority: one short task each.
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <I18nProvider lang={lang}>
            <SlotHtmlContext.Provider value={slots}>
              <Component {...props} />
            </SlotHtmlContext.Provider>
          </I18nProvider>
          <Committed done={done} />
        </StrictMode>,
      );
    });
  }
}

void hydrateIslands();
