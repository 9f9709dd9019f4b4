import { GalleryPage } from "~/features/gallery/gallery-page";
import { pageMeta } from "~/features/shell/page-meta";
import type { Route } from "./+types/galerie";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pages.gallery");

export default function GaleriePage() {
  return <GalleryPage />;
}
