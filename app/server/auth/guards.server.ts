import { createContext, data, type MiddlewareFunction, redirect } from "react-router";
import { type GuardedArea, signInPath } from "./areas";
import { isStaffRole, type StaffRole } from "./roles";
import { type CustomerIdentity, getCustomer, getIdentity, type StaffIdentity } from "./session.server";

/**
 * The page a signed-out visitor asked for, as the browser's address bar shows it, to come back to
 * after signing in: React Router's data requests ("/espace-client.data?_routes=…") name the page
 * without their suffix and bookkeeping parameters.
 */
export function returnPathOf(request: Request) {
  const url = new URL(request.url);
  let path = url.pathname.replace(/\.data$/, "");
  if (path === "/_root") path = "/";
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const query = url.searchParams.toString();
  return query ? `${path}?${query}` : path;
}

function toSignIn(area: GuardedArea, request: Request): never {
  throw redirect(signInPath(area, returnPathOf(request)));
}

/**
 * The customer area's guard: the signed-in customer, or a redirect to the customer sign-in screen
 * that comes back here afterwards. A member of staff is not a customer and is sent there too.
 */
export async function requireCustomer(request: Request): Promise<CustomerIdentity> {
  return (await getCustomer(request)) ?? toSignIn("customer", request);
}

/**
 * The back office's guard: a member of staff with at least `role` (an adviser, or an admin, who
 * may do everything an adviser may). Nobody signed in, or a customer: the staff sign-in screen.
 * An adviser where an admin is needed: 403.
 */
export async function requireStaff(request: Request, role: StaffRole = "adviser"): Promise<StaffIdentity> {
  const identity = await getIdentity(request);
  if (!identity || !isStaffRole(identity.role)) return toSignIn("staff", request);
  if (role === "admin" && identity.role !== "admin") {
    throw data({ error: "This needs an administrator." }, { status: 403 });
  }
  return identity as StaffIdentity;
}

/** The customer a guarded layout let in, for the loaders and actions under it. */
export const customerContext = createContext<CustomerIdentity>();
/** The member of staff a guarded layout let in, for the loaders and actions under it. */
export const staffContext = createContext<StaffIdentity>();

/**
 * The middleware of the customer area's layout route: it runs before every loader and every
 * action under the layout (a layout's loader would run beside its children's loaders, and not at
 * all for their actions), so no page of the area can forget its guard.
 */
export const customerAreaGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(customerContext, await requireCustomer(request));
  return keptFromCaches(await next());
};

/**
 * A guarded page never stays in a browser's cache or a proxy's: after signing out, Back or a
 * shared computer's history must not show it again (so no validator either). A file with caching
 * of its own (a download) keeps it.
 */
function keptFromCaches(response: Response) {
  const page = response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  if (!page && response.headers.has("Cache-Control")) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-store");
  headers.delete("ETag");
  // A copy: some responses (Response.redirect) have headers that cannot change.
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The same for the back office's layout (docs/decisions/0011); admin-only sections ask for "admin". */
export function staffAreaGuard(role: StaffRole = "adviser"): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    context.set(staffContext, await requireStaff(request, role));
    return keptFromCaches(await next());
  };
}
