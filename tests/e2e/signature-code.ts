import { expect, type Page } from "@playwright/test";
import { TEST_HOOKS_TOKEN } from "../../playwright.config";
import { GATED_URL } from "./fixtures";

/** The last signature code e-mailed to `email`, read from the test mailbox once it arrives. */
export async function emailedSignatureCode(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${GATED_URL}/__test/mailbox?email=${encodeURIComponent(email)}`, {
        headers: { Authorization: `Bearer ${TEST_HOOKS_TOKEN}` },
      });
      const { emails } = (await response.json()) as { emails: Array<{ subject: string; text: string }> };
      code = emails
        .filter((message) => message.subject.startsWith("Votre code de signature"))
        .at(-1)
        ?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}
