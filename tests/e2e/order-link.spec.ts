/**
 * Issue 40 item 9 in the browser (decision 0083): a guest's order confirmation links to a signed page of that one
 * order, which opens in a browser that never signed in and never typed the email; an altered link is refused with a
 * way to tracking. Each page visited runs axe.
 */
import { newestMail, placeOrder, unique } from "./admin-kit.ts";
import { expect, test, withCookieChoice } from "./fixtures.ts";

test("a guest's confirmation email opens their order without the email asked again; an altered link is refused", async ({
  browser,
  request,
  baseURL,
  expectAccessible,
}, testInfo) => {
  const email = unique(testInfo, "order-link");
  const orderNumber = await placeOrder(request, email, "cod");

  const mail = await newestMail(request, email, "order_confirmation");
  const link = mail.links.find((found) => new URL(found).pathname.startsWith("/track-order/"));
  expect(link).toBeDefined();
  expect(mail.text).toContain(`Vezi comanda: ${link}`);

  const stranger = await withCookieChoice(await browser.newContext({ ...testInfo.project.use, baseURL }));
  const page = await stranger.newPage();
  const path = new URL(link!).pathname;
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Comanda ta" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `Comanda #${orderNumber}` })).toBeVisible();
  await expect(page.getByText("Adresa de livrare")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Urmărește comanda cu numărul ei și e-mailul tău" })).toHaveAttribute(
    "href",
    `/track-order?order=${orderNumber}`,
  );
  await expectAccessible(page);

  // One character of the signature changed: refused, said in words, with the way to tracking.
  const last = path.at(-1) === "A" ? "B" : "A";
  await page.goto(`${path.slice(0, -1)}${last}`);
  const refusal = page.getByRole("alert");
  await expect(refusal).toContainText("Linkul a expirat sau nu este valid.");
  await expect(refusal.getByRole("link", { name: "Urmărește comanda cu numărul ei și e-mailul tău" })).toHaveAttribute(
    "href",
    "/track-order",
  );
  await expect(page.getByRole("heading", { level: 2, name: `Comanda #${orderNumber}` })).toHaveCount(0);
  await expectAccessible(page);
  await stranger.close();
});
