import { GalleryPage } from "~/features/gallery/gallery-page";
import { pageMeta } from "~/features/shell/page-meta";
import { needTexts } from "~/i18n/need-texts";
import type { Route } from "./+types/galerie";

// The texts this page shows, fetched before it renders (the shell's come with the root).
await needTexts("gallery");

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.gallery");

export default function GaleriePage() {
  return <GalleryPage />;
}
