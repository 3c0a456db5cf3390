/**
 * The product feeds on the built store (issue 67 item 4, decision 0147): the owner finds each feed's address on the
 * settings page (and copies it with its button), and the address they would paste into Google Merchant Center answers the seeded catalogue as RSS with
 * the `g:` namespace, its ETag then a 304; the English Meta feed beside it is the CSV in English.
 */
import { expect, test } from "./fixtures.ts";
import { ownerOn } from "./admin-kit.ts";

test("the owner reads the feeds' addresses in the settings, and each address answers its feed", async ({
  baseURL,
  page,
  expectAccessible,
}, testInfo) => {
  await ownerOn(page, baseURL!, testInfo, "feeds-owner", "/admin/settings");
  const feeds = page.getByRole("table", { name: "Adresele fluxurilor de produse" });
  await expect(feeds.getByRole("rowheader", { name: "Google Merchant Center · română" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Cheie secretă/ })).toHaveValue("");
  await expectAccessible(page);

  const googleUrl = await feeds
    .getByRole("row", { name: /Google Merchant Center · română/ })
    .locator("code")
    .textContent();
  expect(new URL(googleUrl!).pathname).toBe("/feeds/google.xml");
  // On a phone the address wraps mid-word: the button copies it whole.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
  await feeds.getByRole("button", { name: "Copiază adresa (fluxul Google Merchant Center · română)" }).click();
  await expect(feeds.getByRole("button", { name: "Copiat (fluxul Google Merchant Center · română)" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(googleUrl);
  const google = await page.request.get("/feeds/google.xml");
  expect(google.status()).toBe(200);
  expect(google.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await google.text();
  expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
  expect(xml).toContain("<g:id>PAP-1</g:id>");
  expect(xml).toContain("<g:price>189.00 RON</g:price>");
  const again = await page.request.get("/feeds/google.xml", { headers: { "If-None-Match": google.headers().etag! } });
  expect(again.status()).toBe(304);

  const meta = await page.request.get("/feeds/en/meta.csv");
  expect(meta.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await meta.text()).toContain("Papillex — Cervical Health Support — Single Bottle");
});
