import { data, Link } from "react-router";
import { pageMeta } from "~/features/shell/page-meta";
import { useT } from "~/i18n/react";
import { log } from "~/server/logger.server";
import { buttonClasses } from "~/ui/button";
import type { Route } from "./+types/not-found";

/** Any unknown path: the 404 page inside the shell, status 404, and the path logged as an error. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  log.error("page not found", { path: path.slice(0, 512) });
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, "errors.notFound"),
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="font-display text-6xl text-gold-strong" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl">{t("errors.notFound.title")}</h1>
      <p className="mt-3 text-ink-soft">{t("errors.notFound.body")}</p>
      <Link to="/" className={`${buttonClasses("secondary", "lg")} mt-8`}>
        {t("errors.notFound.home")}
      </Link>
    </section>
  );
}
