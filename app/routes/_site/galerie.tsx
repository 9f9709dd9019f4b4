import { zoomLabels } from "~/features/gallery/gallery-model";
import { GalleryPage } from "~/features/gallery/gallery-page";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import { requestLanguage } from "~/i18n/request-language.server";
import type { Route } from "./+types/galerie";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("gallery");

export function loader({ context }: Route.LoaderArgs) {
  return { zoomLabels: zoomLabels(requestLanguage(context).lang) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.gallery");

export default function GaleriePage({ loaderData }: Route.ComponentProps) {
  return <GalleryPage zoomLabels={loaderData.zoomLabels} />;
}
