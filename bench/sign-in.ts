// Signing in through the real screens, for the benches that time signed-in pages. Plain Node (no
// app import): bench/server.ts runs it directly, bench/account-http.ts through Vite.
import { generateSync } from "otplib";

export type CustomerLogin = { email: string; password: string };
export type StaffLogin = { email: string; password: string; totpSecret: string };

/** The cookies a browser keeps: name=value pairs from Set-Cookie lines, as a Cookie header. */
function keepCookies(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0] ?? "";
    const index = pair.indexOf("=");
    const value = pair.slice(index + 1);
    if (value === "" || /max-age=0/i.test(line)) jar.delete(pair.slice(0, index));
    else jar.set(pair.slice(0, index), value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

async function postForm(url: string, fields: Record<string, string>, cookie = "") {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** The customer signed in through the sign-in form: their session cookies as a Cookie header. */
export async function signInCustomer(base: string, login: CustomerLogin) {
  const response = await postForm(`${base}/espace-client/connexion`, login);
  if (response.status !== 302) throw new Error(`the customer sign-in answered ${response.status}`);
  return keepCookies(new Map(), response);
}

/**
 * The member of staff signed in through the staff screens, as a person does: the password, then
 * the code their authenticator app shows. Each code opens one session: a second sign-in of the
 * same person within its 30 seconds waits for the next code.
 */
export async function signInStaff(base: string, staff: StaffLogin) {
  const jar = new Map<string, string>();
  const password = await postForm(`${base}/backoffice/connexion`, { email: staff.email, password: staff.password });
  if (password.status !== 302) throw new Error(`the staff sign-in answered ${password.status}`);
  let cookie = keepCookies(jar, password);
  for (let attempt = 0; attempt < 3; attempt++) {
    const code = await postForm(
      `${base}/backoffice/connexion/code`,
      { code: generateSync({ secret: staff.totpSecret }) },
      cookie,
    );
    cookie = keepCookies(jar, code);
    if (code.status === 302 && jar.has("mc.session_token")) return cookie;
    // A code already used (a second sign-in in the same 30 s): the next one.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error("the staff code was refused");
}
