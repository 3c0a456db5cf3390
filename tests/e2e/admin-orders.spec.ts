/**
 * The orders in the admin, the one admin journey that runs on phones as well as desktops (playwright.config.ts): the
 * menu, the orders' list, an order's page and its steps, the shopper's tracking page, and a packer who may ship but
 * never refund, with axe on every page.
 */
import { newestMail, placeOrder, setUp, signInStaff, unique } from "./admin-kit.ts";
import { expect, test } from "./fixtures.ts";

/** A shopper's order placed through the checkout's own route; a card order is paid on the sandbox's page. */
test.describe("the orders in the admin", () => {
  test("the owner ships a paid order with a tracking number, collects a cash-on-delivery order, cancels and refunds; the packer cannot refund", async ({
    baseURL,
    page,
    expectAccessible,
    allowConsoleErrors,
  }, testInfo) => {
    // Three API orders, two members invited through the store's channel, seven axe scans.
    test.slow();
    // The packer's refund is refused with 403, as it must be; the browser logs that.
    allowConsoleErrors(/status of 403/);
    const shopper = unique(testInfo, "shopper");
    const paid = await placeOrder(page.request, shopper, "card");
    const cod = await placeOrder(page.request, shopper, "cod");
    const toCancel = await placeOrder(page.request, shopper, "card");

    const owner = unique(testInfo, "orders-owner");
    await signInStaff(page.request, baseURL!, owner, "owner");
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Meniul administrării" }).getByRole("link", { name: "Comenzi" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Comenzi" })).toBeVisible();
    await page.getByLabel("Caută").fill(`#${paid}`);
    await page.getByRole("button", { name: "Filtrează" }).click();
    await expect(page).toHaveURL(new RegExp(`q=%23${paid}`));
    await expectAccessible(page);
    await page.getByRole("link", { name: `#${paid}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Comanda #${paid}` })).toBeVisible();
    await expectAccessible(page);

    // What checkout and the card's payment published (decision 0087), folded until asked for.
    const orderEvents = page.getByRole("list", { name: "Evenimentele comenzii, de la primul" });
    await expect(orderEvents).toBeHidden();
    await page.getByText("Arată cele 3 evenimente").click();
    await expect(orderEvents.getByRole("listitem")).toHaveCount(3);
    await expect(orderEvents.getByText("Comandă plasată", { exact: true })).toBeVisible();
    await expect(orderEvents.getByText("Plată primită", { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Marchează ca împachetată" }).click();
    await expect(page.getByText("Comanda este marcată ca împachetată.")).toBeVisible();
    await page.getByLabel("Curierul").selectOption("sameday");
    await page.getByLabel("Numărul de urmărire (AWB)").fill("1ONB24112300");
    await page.getByRole("button", { name: "Marchează ca expediată și anunță clientul" }).click();
    await expect(page.getByText("Comanda este expediată; clientul a fost anunțat.")).toBeVisible();
    await expect(page.getByRole("list").filter({ hasText: "Expediată prin Sameday, AWB 1ONB24112300." })).toBeVisible();
    // The page's data loaded again after the step: its events say it too, and the section stayed open.
    await expect(orderEvents.getByText("Comandă expediată", { exact: true })).toBeVisible();
    await page.getByLabel("Nota internă").fill("Clienta a cerut livrare după ora 17.");
    await page.getByRole("button", { name: "Adaugă nota" }).click();
    await expect(page.getByText("Nota a fost adăugată.")).toBeVisible();
    await expect(page.getByText("Clienta a cerut livrare după ora 17.")).toBeVisible();
    await expectAccessible(page);

    // The shopper's email carries the tracking link, and guest tracking shows it.
    const shippedMail = await newestMail(page.request, shopper, "order_shipped");
    expect(shippedMail.links).toContain("https://sameday.ro/#awb=1ONB24112300");
    const shopperPage = await page.context().newPage();
    await shopperPage.goto(`/track-order?order=${paid}`);
    await shopperPage.getByLabel("Email").fill(shopper);
    await shopperPage.getByRole("button", { name: "Caută comanda" }).click();
    await expect(shopperPage.getByRole("link", { name: /Urmărește coletul/ })).toHaveAttribute(
      "href",
      "https://sameday.ro/#awb=1ONB24112300",
    );
    await expectAccessible(shopperPage);
    await shopperPage.close();

    // Cash on delivery: shipped, then the courier's money arrives.
    await page.goto(`/admin/orders/${cod}`);
    await page.getByLabel("Numărul de urmărire (AWB)").fill("FAN123456");
    await page.getByRole("button", { name: "Marchează ca expediată și anunță clientul" }).click();
    await expect(page.getByText("Comanda este expediată; clientul a fost anunțat.")).toBeVisible();
    await page.getByRole("button", { name: "Am încasat banii rambursului" }).click();
    await expect(page.getByText("Plata la livrare este înregistrată ca încasată.")).toBeVisible();
    await expect(page.getByText("Livrată", { exact: true }).first()).toBeVisible();

    // Cancelled before it left: the card payment comes back.
    await page.goto(`/admin/orders/${toCancel}`);
    await page.getByRole("button", { name: "Anulează comanda…" }).click();
    await expect(page.getByLabel("Motivul (opțional)")).toBeFocused();
    await page.getByLabel("Motivul (opțional)").fill("Clienta a comandat de două ori.");
    await page.getByRole("button", { name: "Da, anulează comanda" }).click();
    await expect(page.getByText("Comanda este anulată; clientul a fost anunțat.")).toBeVisible();
    await expect(page.getByText(/Rambursare de .* \(făcută\)\./)).toBeVisible();
    await expectAccessible(page);

    // A partial refund of the shipped order.
    await page.goto(`/admin/orders/${paid}`);
    await page.getByLabel("Suma (RON)").fill("10");
    await page.getByLabel("Motivul", { exact: true }).fill("Cutie deteriorată");
    await page.getByRole("button", { name: "Rambursează suma" }).click();
    await expect(
      page.getByText(/^Rambursarea de 10,00\sRON este înregistrată; clientul a fost anunțat\. Se mai pot rambursa /),
    ).toBeVisible();
    await expect(page.getByText(/10,00\sRON · făcută/)).toBeVisible();

    // A packer may ship but never refund: no refund form, and the server says no.
    await page.getByRole("link", { name: "Echipa" }).click();
    const packer = unique(testInfo, "orders-packer");
    await page.getByLabel("Adresa de e-mail").fill(packer);
    await page.getByLabel("Rolul", { exact: true }).selectOption("fulfilment");
    await page.getByRole("button", { name: "Creează linkul de configurare" }).click();
    const packerLink = await page.getByLabel("Linkul de configurare").inputValue();
    await page.context().clearCookies();
    await setUp(page, new URL(packerLink).pathname + new URL(packerLink).search, { twoFactor: false });
    await page.goto(`/admin/orders/${paid}`);
    await expect(page.getByRole("heading", { level: 1, name: `Comanda #${paid}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Rambursează suma" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Marchează ca livrată" })).toBeVisible();
    await expectAccessible(page);
    const csrf = await page.evaluate(async () => ((await (await fetch("/api/admin/me")).json()) as { csrfToken: string }).csrfToken);
    const refused = await page.evaluate(
      async ({ number, token }) => {
        const response = await fetch(`/api/admin/orders/${number}/refund`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-CSRF-Token": token, "Accept-Language": "ro" },
          body: JSON.stringify({ amount: "5", idempotencyKey: "packer-refund-attempt" }),
        });
        return { status: response.status, body: (await response.json()) as { error: string } };
      },
      { number: paid, token: csrf },
    );
    expect(refused).toEqual({
      status: 403,
      body: { success: false, status: 403, code: "forbidden", error: "Rolul tău nu permite această acțiune." },
    });
  });
});
