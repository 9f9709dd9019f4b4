import { chromium } from "@playwright/test";

const base = "http://127.0.0.1:3299";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
for (const [name, width] of [
  ["desktop", 1280],
  ["phone", 390],
]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "fr-FR" });
  await context.addCookies([{ name: "cookieConsent", value: "declined", url: base }]);
  const page = await context.newPage();
  page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
  await page.goto(base + "/espace-client");
  await page.getByTestId("sign-in-form").getByLabel("Adresse e-mail").fill("demo@maison-courtage.fr");
  await page.getByTestId("sign-in-form").getByLabel("Mot de passe").fill("Demo-Courtage-2023");
  await page.getByTestId("sign-in-form").getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(/espace-client$/);
  await page.screenshot({ path: `/tmp/acct/home-${name}.png`, fullPage: true });
  for (const path of process.argv.slice(2)) {
    const r = await page.goto(base + path);
    console.log(path, r.status());
    await page.screenshot({ path: `/tmp/acct/${path.replace(/\W+/g, "_")}-${name}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
