import { CUSTOMER_PATHS } from "~/paths/customer-area";

/** Where the installable customer area's files are served (issue 45); linked from the area's pages only. */
export const APP_MANIFEST_PATH = `${CUSTOMER_PATHS.home}/app.webmanifest`;
export const APP_WORKER_PATH = `${CUSTOMER_PATHS.home}/sw.js`;
/** The worker's scope: the whole area, `/espace-client` itself included (hence Service-Worker-Allowed). */
export const APP_SCOPE = CUSTOMER_PATHS.home;
export const APPLE_TOUCH_ICON_PATH = "/icons/apple-touch-icon-180.png";
/** The worker's personal cache (one account's pages and documents), and its offline copies' stamp. */
export const AREA_PAGES_CACHE = "area-pages";
export const SAVED_AT_HEADER = "X-Saved-At";
