import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuthFormState } from "~/features/customer-auth/auth-form-state";
import { handleCodeRequest } from "~/features/customer-auth/code-sign-in.server";
import { handlePasswordSignIn } from "~/features/customer-auth/password-sign-in.server";
import "~/i18n/dictionaries.server";
import {
  customerAreaGuard,
  customerContext,
  requireCustomer,
  requireStaff,
  returnPathOf,
  staffAreaGuard,
  staffContext,
} from "~/server/auth/guards.server";
import type { Role, StaffRole } from "~/server/auth/roles";
import { getDb } from "~/server/db/index.server";
import { sessions, users } from "~/server/db/schema/auth";
import { outbox } from "~/server/db/schema/outbox";
import { appEngines, requestContextFor, runAgainstApp } from "../support/app-under-test";
import {
  answerOf,
  CookieJar,
  createCustomer,
  createUser,
  formPost,
  pageRequest,
  signedInJar,
} from "../support/customers";

/** What a guard did: let the person through (their role), or answered with a status and a place. */
async function outcome(guard: Promise<{ role: Role }>) {
  try {
    return { passed: (await guard).role };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    const refusal = thrown as { init?: { status?: number } };
    if (refusal?.init?.status) return { status: refusal.init.status, location: null };
    throw thrown;
  }
}

describe("returnPathOf", () => {
  it.each([
    ["/espace-client", "/espace-client"],
    ["/espace-client/contrats/MC-1?vue=pdf", "/espace-client/contrats/MC-1?vue=pdf"],
    // React Router's data requests name the page they load.
    ["/espace-client.data?_routes=routes%2Fespace-client%2Fhome", "/espace-client"],
    ["/espace-client/contrats.data?index&vue=pdf", "/espace-client/contrats?vue=pdf"],
    ["/_root.data", "/"],
  ])("%s comes back as %s", (path, expected) => {
    expect(returnPathOf(new Request(`http://localhost:3000${path}`))).toBe(expected);
  });
});

describe.each(appEngines())("guards on %s", (engine) => {
  runAgainstApp(engine, () => ({ SITE_URL: "http://localhost:3000" }));
  // Opening and migrating the database belongs to the setup, not to the first test\'s time.
  beforeAll(() => getDb());

  /** A page request from a browser signed in with this role, or signed out. */
  async function visitAs(role: Role | "signed out", path: string) {
    if (role === "signed out") return pageRequest(path);
    const person = role === "customer" ? await createCustomer(await getDb()) : await createUser(await getDb(), role);
    return pageRequest(path, await signedInJar(person));
  }

  it.each([
    ["customer", { passed: "customer" }],
    ["adviser", { status: 302, location: "/espace-client/connexion?redirectTo=%2Fespace-client%2Fcontrats" }],
    ["admin", { status: 302, location: "/espace-client/connexion?redirectTo=%2Fespace-client%2Fcontrats" }],
    ["signed out", { status: 302, location: "/espace-client/connexion?redirectTo=%2Fespace-client%2Fcontrats" }],
  ] as const)("requireCustomer, as %s", async (role, expected) => {
    expect(await outcome(requireCustomer(await visitAs(role, "/espace-client/contrats")))).toEqual(expected);
  });

  it("requireCustomer sends a signed-out visitor of the area's home to the plain sign-in address", async () => {
    expect(await outcome(requireCustomer(pageRequest("/espace-client")))).toEqual({
      status: 302,
      location: "/espace-client/connexion",
    });
  });

  const toStaffSignIn = { status: 302, location: "/backoffice/connexion?redirectTo=%2Fbackoffice%2Fleads" };
  it.each([
    ["admin", "adviser", { passed: "admin" }],
    ["adviser", "adviser", { passed: "adviser" }],
    ["customer", "adviser", toStaffSignIn],
    ["signed out", "adviser", toStaffSignIn],
    ["admin", "admin", { passed: "admin" }],
    ["adviser", "admin", { status: 403, location: null }],
    ["customer", "admin", toStaffSignIn],
    ["signed out", "admin", toStaffSignIn],
  ] as const)("requireStaff, as %s, where %s is needed", async (role, needed, expected) => {
    const request = await visitAs(role, "/backoffice/leads");
    expect(await outcome(requireStaff(request, needed as StaffRole))).toEqual(expected);
  });

  it("the customer area's middleware hands the customer to what runs under it, and stops everyone else", async () => {
    const context = new RouterContextProvider();
    let ran = false;
    const next = async () => {
      ran = true;
      return new Response("page");
    };
    const customer = await createCustomer(await getDb());
    const request = pageRequest("/espace-client", await signedInJar(customer));
    await customerAreaGuard({ request, context, params: {}, url: new URL(request.url), pattern: "" } as never, next);
    expect(ran).toBe(true);
    expect(context.get(customerContext)).toMatchObject({ id: customer.id, role: "customer" });

    ran = false;
    const staff = await visitAs("admin", "/espace-client");
    const refused = await outcome(
      customerAreaGuard({ request: staff, context: new RouterContextProvider(), params: {} } as never, next) as never,
    );
    expect(refused).toEqual({ status: 302, location: "/espace-client/connexion" });
    expect(ran).toBe(false);
  });

  it("the back office's middleware lets any member of staff in; an admin screen's requireStaff refuses an adviser", async () => {
    const next = async () => new Response("page");
    const context = new RouterContextProvider();
    const asAdmin = await visitAs("admin", "/backoffice/equipe");
    await staffAreaGuard({ request: asAdmin, context, params: {} } as never, next);
    expect(context.get(staffContext).role).toBe("admin");
    expect(await outcome(requireStaff(asAdmin, "admin"))).toEqual({ passed: "admin" });
    const adviser = await visitAs("adviser", "/backoffice/equipe");
    const adviserContext = new RouterContextProvider();
    await staffAreaGuard({ request: adviser, context: adviserContext, params: {} } as never, next);
    expect(adviserContext.get(staffContext).role).toBe("adviser");
    // The same request, checked again by the screen (the layout's answer is reused), and a fresh one.
    expect(await outcome(requireStaff(adviser, "admin"))).toEqual({ status: 403, location: null });
    expect(await outcome(requireStaff(await visitAs("adviser", "/backoffice/equipe"), "admin"))).toEqual({
      status: 403,
      location: null,
    });
  });

  describe("the customer sign-in screens", () => {
    it("bring the customer back to the page they were sent away from", async () => {
      const customer = await createCustomer(await getDb());
      const answer = await answerOf(
        await handlePasswordSignIn(
          formPost("/espace-client/connexion?redirectTo=%2Fespace-client%3Fvue%3Dcontrats", {
            email: customer.email,
            password: customer.password,
          }),
          requestContextFor(),
        ),
      );
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/espace-client?vue=contrats");
    });

    it.each(["//evil.example/", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"])(
      "never send anyone to another site (%s)",
      async (target) => {
        const customer = await createCustomer(await getDb());
        const answer = await answerOf(
          await handlePasswordSignIn(
            formPost(`/espace-client/connexion?redirectTo=${encodeURIComponent(target)}`, {
              email: customer.email,
              password: customer.password,
            }),
            requestContextFor(),
          ),
        );
        expect(answer.location).toBe("/espace-client");
      },
    );

    it("keep the page to come back to through the code screens", async () => {
      const customer = await createCustomer(await getDb());
      const form = new FormData();
      form.set("email", customer.email);
      const answer = await answerOf(
        await handleCodeRequest(
          pageRequest("/espace-client/code?redirectTo=%2Fespace-client%3Fvue%3Dcontrats"),
          form,
          requestContextFor(),
        ),
      );
      expect(answer.location).toBe("/espace-client/code?redirectTo=%2Fespace-client%3Fvue%3Dcontrats");
    });

    it("refuse a member of staff like a wrong password, and leave no session behind", async () => {
      const db = await getDb();
      for (const role of ["adviser", "admin"] as const) {
        const staff = await createUser(db, role);
        const answer = await answerOf<AuthFormState>(
          await handlePasswordSignIn(
            formPost("/espace-client/connexion", { email: staff.email, password: staff.password }),
            requestContextFor(),
          ),
        );
        expect(answer.status).toBe(401);
        expect(answer.data?.notice?.key).toBe("account.errors.wrongCredentials");
        expect(new CookieJar().take(answer.headers).has("mc.session_token")).toBe(false);
        expect(await db.select().from(sessions).where(eq(sessions.userId, staff.id))).toEqual([]);
      }
    });

    it("send no sign-in code to a member of staff (staff sign in with a second factor)", async () => {
      const db = await getDb();
      const staff = await createUser(db, "adviser");
      const form = new FormData();
      form.set("email", staff.email);
      const answer = await answerOf(
        await handleCodeRequest(pageRequest("/espace-client/code"), form, requestContextFor()),
      );
      expect(answer.status).toBe(302);
      const sent = await db.select().from(outbox).where(sql`${outbox.payload}->>'to' = ${staff.email}`);
      expect(sent).toEqual([]);
    });
  });

  describe("roles", () => {
    it("a user created without a role is a customer, and the database refuses an unknown role", async () => {
      const db = await getDb();
      const id = crypto.randomUUID();
      await db.insert(users).values({ id, name: "Sans rôle", email: `${id}@example.fr` });
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
      expect(row?.role).toBe("customer");
      await expect(db.execute(sql`update users set role = 'superuser' where id = ${id}`)).rejects.toThrow();
    });
  });
});
