/**
 * The owner's webhooks in a production store (issue 70 item 1, decision 0171): from the admin's menu to the
 * webhooks page, where an address on the store's own machine is refused, first for its `http:` and then, over `https:`,
 * for where it leads; each refusal is said under the address, which takes the focus, and nothing is registered. Axe on
 * each state of the page.
 */
import { expect, hydrated, test } from "./fixtures.ts";
import { ownerOn } from "./admin-kit.ts";

test.describe("webhooks in the admin", () => {
  test("the owner is refused an endpoint on the store's own machine, told why under the address", async ({
    baseURL,
    page,
    expectAccessible,
    allowConsoleErrors,
  }, testInfo) => {
    // The refused saves are the server's 400s, which the browser logs.
    allowConsoleErrors(/status of 400/);
    await ownerOn(page, baseURL!, testInfo, "webhooks-owner", "/admin");
    await page.getByRole("navigation", { name: "Meniul administrării" }).getByRole("link", { name: "Webhookuri" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Webhookuri" })).toBeVisible();
    await hydrated(page);
    await expectAccessible(page);

    const address = page.getByLabel("Adresa (URL)");
    await address.fill("http://127.0.0.1:9/hooks");
    await page.getByRole("checkbox", { name: "Comandă plasată" }).check();
    await page.getByRole("button", { name: "Adaugă adresa" }).click();
    await expect(address).toBeFocused();
    await expect(address).toHaveAccessibleDescription(/Adresa \(URL\) trebuie să înceapă cu https:\/\//);
    await expectAccessible(page);

    await address.fill("https://localhost/hooks");
    await page.getByRole("button", { name: "Adaugă adresa" }).click();
    await expect(address).toHaveAccessibleDescription(/duce într-o rețea privată sau chiar la server/);
    await expect(address).toBeFocused();
    await expectAccessible(page);

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Adrese" })).toBeVisible();
    await expect(page.getByText("https://localhost/hooks")).toHaveCount(0);
    await expect(page.getByText("http://127.0.0.1:9/hooks")).toHaveCount(0);
  });
});
