import { redirect } from "react-router";
import { handleStaffSignOut } from "~/features/backoffice-access/sign-in.server";
import { STAFF_PATHS } from "~/paths/backoffice";
import type { Route } from "./+types/deconnexion";

/** Signing out is a POST (a link or a prefetch must never sign anyone out). */
export function loader() {
  throw redirect(STAFF_PATHS.home);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffSignOut(request, context);
}
