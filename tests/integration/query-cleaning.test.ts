import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCancellation } from "~/features/customer-requests/cancellation.server";
import { loadDocumentPage } from "~/features/customer-requests/simple-requests.server";
import { queryOf } from "~/forms/form-reader";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { insertContract } from "../support/contract-factory";
import { createCustomer } from "../support/customers";
import { testDatabases } from "../support/databases";

/** Query values PostgreSQL refuses (NUL), or bytes that are no UTF-8. */
const HOSTILE_QUERIES = ["%00", "RES-%00", "%00%00", "a%01b", "%C0%80", "%ED%A0%80"];

describe.each(testDatabases())("the query string on $name (issue 27, item 4)", ({ handle }) => {
  it("reaches the database cleaned: ?accuse=%00 on the cancellation page is a page, not a 500", async () => {
    const db = handle().db;
    const person = await createCustomer(db);
    const who: CustomerIdentity = { id: person.id, email: person.email, name: "Q", role: "customer" };
    const contract = await insertContract(db, person.id, "vehicle");
    for (const value of HOSTILE_QUERIES) {
      const url = new URL(`http://x/espace-client/contrats/${contract.reference}/resiliation?accuse=${value}`);
      const page = await loadCancellation(db, who, contract.reference, url);
      expect(page.receipt, value).toBeNull();
    }
  });
});

describe("queryOf", () => {
  it("cleans names and values like a form's line", () => {
    const query = queryOf("http://x/?a=%00b&%01c=d%0Ae");
    expect(query.get("a")).toBe(" b");
    expect(query.get(" c")).toBe("d e");
  });

  it("answers the success notice's reference only when it is one", () => {
    expect(loadDocumentPage(new URL("http://x/?envoye=DOC-ABCDEFGH%00")).sent).toBeNull();
  });

  it("is the only way the app reads a query string (every loader and action)", () => {
    const appDir = path.resolve(import.meta.dirname, "../../app");
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return files(full);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
      });
    // Writing a query (set, delete), asking whether a flag is there (has) or copying it whole
    // into a redirect (toString) reads no value; anything else goes through queryOf.
    const offenders = files(appDir).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\.searchParams\b(?!\.(?:set|delete|has|toString)\()/g)]
        .filter(() => !file.endsWith(path.join("forms", "form-reader.ts")))
        .map(() => path.relative(appDir, file)),
    );
    expect(offenders).toEqual([]);
  });
});
