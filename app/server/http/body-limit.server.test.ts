import { describe, expect, it } from "vitest";
import { inboxRequestPath, STAFF_PATHS } from "~/paths/backoffice";
import { bodyLimitFor, CLAIM_BODY_LIMIT, DEFAULT_BODY_LIMIT } from "./body-limit.server";

describe("the body limit of staff's answer with files (issue 46 item 11)", () => {
  const page = inboxRequestPath("0b4f3c1e-2d5a-4e6f-8a9b-1c2d3e4f5a6b");

  it("lets a request page's post carry 5 files of 10 MB, as a customer's message does", () => {
    expect(bodyLimitFor(page, "POST")).toBe(CLAIM_BODY_LIMIT);
    expect(bodyLimitFor(`${page}.data`, "POST")).toBe(CLAIM_BODY_LIMIT);
  });

  it("keeps the default for the inbox's list and a file's download", () => {
    expect(bodyLimitFor(STAFF_PATHS.requests, "POST")).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor(`${page}/fichiers/x`, "POST")).toBe(DEFAULT_BODY_LIMIT);
  });
});
