import { Link, useRouteLoaderData } from "react-router";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { useT } from "~/i18n/react";
import type { loader as rootLoader } from "~/root";
import { buttonClasses } from "~/ui/button";
import { WrenchIcon } from "~/ui/icons";
import type { Route } from "./+types/maintenance";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("maintenance");

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "maintenance"),
  { name: "robots", content: "noindex" },
];

export default function MaintenancePage() {
  const t = useT();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const mail = root
    ? `mailto:${root.site.contactEmail}?subject=${encodeURIComponent(t("maintenance.mailSubject"))}`
    : undefined;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-gold-soft text-gold-strong">
        <WrenchIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl sm:text-4xl">{t("maintenance.title")}</h1>
      <p className="mt-4 text-ink-soft">{t("maintenance.body")}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses("secondary", "lg")}>
          {t("maintenance.home")}
        </Link>
        <a href={mail} className={buttonClasses("outline", "lg")}>
          {t("maintenance.contact")}
        </a>
      </div>
    </section>
  );
}
