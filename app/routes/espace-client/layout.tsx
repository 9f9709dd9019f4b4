import { Outlet } from "react-router";
import { customerAreaGuard } from "~/server/auth/guards.server";
import type { Route } from "./+types/layout";

/**
 * The guarded customer area. Its middleware runs requireCustomer before every loader and action
 * of every page under it (a signed-out visitor goes to the sign-in screen, and comes back here
 * afterwards), and hands the customer to them through `customerContext`.
 */
export const middleware: Route.MiddlewareFunction[] = [customerAreaGuard];

export default function CustomerAreaLayout() {
  return <Outlet />;
}
