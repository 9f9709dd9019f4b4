import { data } from "react-router";
import { NotFoundMessage } from "~/features/not-found/not-found-message";
import { pageMeta } from "~/features/shell/page-meta";
import { log } from "~/server/logger.server";
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
  return <NotFoundMessage />;
}
