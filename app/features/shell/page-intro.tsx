import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { useT } from "~/i18n/react";
import { buttonClasses } from "~/ui/button";

/** A page's title and lead; pages whose content is still to come also offer a way to reach us. */
export function PageIntro({ page, children }: { page: string; children?: ReactNode }) {
  const t = useT();
  const root = useRouteLoaderData("root") as { site: { contactEmail: string } } | undefined;
  return (
    <section className="mx-auto max-w-6xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20">
      <h1 className="max-w-3xl text-3xl sm:text-4xl">{t(`pages.${page}.title`)}</h1>
      <p className="mt-5 max-w-2xl text-lg text-ink-soft">{t(`pages.${page}.lead`)}</p>
      {children ?? (
        <div className="mt-8 max-w-2xl rounded-card border border-line bg-surface p-6">
          <p className="text-ink-soft">{t("pages.comingSoon")}</p>
          {root && (
            <a href={`mailto:${root.site.contactEmail}`} className={`${buttonClasses("primary")} mt-4`}>
              {t("pages.contactCta")}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
