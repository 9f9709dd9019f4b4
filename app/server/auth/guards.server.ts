import { createContext, type MiddlewareFunction, redirect } from "react-router";
import { log } from "../logger.server";
import { GUARDED_AREAS, type GuardedArea, RETURN_TO_PARAM, SESSION_ENDED_PARAM, signInPath } from "./areas";
import { hasStaffRole, isStaffRole, type StaffRole } from "./roles";
import { type CustomerIdentity, getCustomer, getSignedIn, type StaffIdentity } from "./session.server";
import { endSession, staffSessionPolicy, staffSessionVerdict, touchStaffSession } from "./staff-sessions.server";

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
 * The member of staff each request's first check let in: the layout's middleware and the page's
 * loader or action receive the same Request, so the page's own `requireStaff(request, role)`
 * only compares roles (a request React Router rebuilds, for the loaders after a document's
 * action, is checked again in full).
 */
const admitted = new WeakMap<Request, StaffIdentity>();

/**
 * A member of staff without the role a screen needs: a 403, logged as a warning with who asked
 * for what (ASVS 16.3.2: failed authorization attempts are logged).
 */
function refuseRole(staff: StaffIdentity, needed: StaffRole, request: Request): never {
  log.warn("authorization refused", {
    userId: staff.id,
    role: staff.role,
    needed,
    method: request.method,
    path: new URL(request.url).pathname,
  });
  // A Response (not `data()`): thrown from a middleware, it still reaches an error boundary as a 403.
  throw Response.json({ error: "This needs an administrator." }, { status: 403 });
}

/**
 * The back office's one guard (docs/decisions/0023): a member of staff holding at least `role`
 * (hasStaffRole: an admin may do everything an adviser may), signed in with their second factor,
 * in a session that is neither too old nor idle (staff-sessions.server.ts). Nobody signed in, or
 * a customer: the staff sign-in screen. Staff without a TOTP app yet: the enrolment screen, and
 * nothing else. Staff without the role: 403. The back office's layout asks it for "adviser"
 * before anything under it runs; a screen asks it again with the role its declaration
 * (StaffScreen.role) names, first thing in its loader and action.
 */
export async function requireStaff(request: Request, role: StaffRole = "adviser"): Promise<StaffIdentity> {
  const known = admitted.get(request);
  if (known) return hasStaffRole(known.role, role) ? known : refuseRole(known, role, request);
  const signedIn = await getSignedIn(request);
  if (!signedIn || !isStaffRole(signedIn.identity.role)) return toSignIn("staff", request);
  const now = new Date();
  const verdict = signedIn.deactivated
    ? "deactivated"
    : staffSessionVerdict(signedIn.session, now, staffSessionPolicy());
  if (verdict !== "active") {
    await endSession(signedIn.session.id);
    log.info("staff session ended", { userId: signedIn.identity.id, reason: verdict });
    const query = new URLSearchParams({ [SESSION_ENDED_PARAM]: "1" });
    const returnTo = returnPathOf(request);
    if (returnTo !== GUARDED_AREAS.staff.home) query.set(RETURN_TO_PARAM, returnTo);
    throw redirect(`${GUARDED_AREAS.staff.signIn}?${query}`);
  }
  // Only the second factor's own screens are open to a session that has not passed it.
  if (!signedIn.twoFactorEnabled) throw redirect(GUARDED_AREAS.staff.enrol);
  await touchStaffSession(signedIn.session, now);
  const staff = signedIn.identity as StaffIdentity;
  admitted.set(request, staff);
  return hasStaffRole(staff.role, role) ? staff : refuseRole(staff, role, request);
}

/**
 * Set by the guarded layouts: the page will be sent `no-store` (keptFromCaches), so the document
 * needs no validator (hashing the whole page for an ETag that is then removed cost about a tenth
 * of a signed-in page's CPU).
 */
export const keptFromCachesContext = createContext<boolean>(false);

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
  context.set(keptFromCachesContext, true);
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

/**
 * The same for the back office's layout (docs/decisions/0011): any member of staff gets in; a
 * screen that needs more asks `requireStaff(request, role)` in its loader and action, where a 403
 * is drawn by the back office's own error boundary (a middleware's would skip every loader, the
 * root's included, and fall to the bare root boundary).
 */
export const staffAreaGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(staffContext, await requireStaff(request));
  context.set(keptFromCachesContext, true);
  return keptFromCaches(await next());
};
