import { redirect } from "react-router";
import { handleSignOut } from "~/features/customer-auth/password-sign-in.server";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import type { Route } from "./+types/deconnexion";

/** Signing out is a POST (a link or a prefetch must never sign anyone out). */
export function loader() {
  throw redirect(CUSTOMER_PATHS.home);
}

export async function action({ request }: Route.ActionArgs) {
  return handleSignOut(request);
}
