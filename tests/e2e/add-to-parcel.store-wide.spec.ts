/**
 * Issue 68 item 3's journey ("add to your parcel", decision 0158): the owner pairs Papillex with Simplix in the product
 * editor; a shopper pays Papillex on delivery and, on the thank-you page, adds Simplix to the same parcel with one
 * click; staff make the AWB, whose cash-on-delivery amount is the new total, and deliver the parcel, whose invoice is
 * then issued with both lines; the signed order page no longer offers anything, and a click sent again after the AWB
 * is refused with its sentence. Then a card order with no card saved: its offer opens the unit's own payment page, and
 * once paid there /finish says the unit is in the parcel and the order's page shows it (decision 0164). Axe on every
 * page visited. A store-wide journey (a store of its own): while Papillex is
 * paired, every checkout's thank-you page would offer Simplix; the pairing is cleared at the end for the next journey.
 */
import type { APIRequestContext } from "@playwright/test";
import { ownerOnProducts, sandboxParcelOf } from "./admin-kit.ts";
import {
  acceptTerms,
  addBottle,
  expectThankYou,
  fillAddress,
  openCheckout,
  ownClient,
  payOnSandbox,
  TEXT,
  uniqueEmail,
} from "./checkout-kit.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const text = TEXT.ro;

test("a cash-on-delivery order adds the offered product on the thank-you page; the AWB, the invoice and the total include it; a card order pays it on its own page", async ({
  baseURL,
  browser,
  page,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(240_000);
  await ownClient(page, testInfo);
  const email = uniqueEmail(testInfo, "parcel");

  // The owner offers Simplix with Papillex.
  const office = await browser.newContext();
  const desk = await office.newPage();
  await ownerOnProducts(desk, baseURL!, testInfo, "parcel-owner");
  await desk
    .getByRole("region", { name: /^Papillex/ })
    .getByRole("link", { name: "Modifică textele" })
    .click();
  await hydrated(desk);
  const pairing = desk.getByRole("form", { name: "Oferă în colet" });
  await pairing.getByLabel("Produsul oferit").selectOption({ label: "Simplix — suport imunitar pentru buze și sezonul rece" });
  await pairing.getByRole("button", { name: "Salvează oferta" }).click();
  await expect(pairing.getByText("Oferta din colet a fost salvată.")).toBeVisible();
  await expectAccessible(desk);

  try {
    // The shopper: one bottle of Papillex, cash on delivery.
    await addBottle(page, text);
    await openCheckout(page, text);
    await fillAddress(page, text, email);
    await page.getByRole("radio", { name: text.cod }).check();
    await acceptTerms(page, text);
    // The thank-you page's order comes from guest tracking, offer and its signed token with it.
    const tracked = page.waitForResponse((response) => response.url().endsWith("/api/order-status"));
    await page.getByRole("button", { name: text.placeOrder }).click();
    const orderNumber = await expectThankYou(page, text, expectAccessible);
    const { parcelOffer } = ((await (await tracked).json()) as { order: { parcelOffer: { token: string; variantId: number } } }).order;

    // The offer, its price in sight; one click adds it and says what the courier will collect.
    const offer = page.getByRole("region", { name: "Adaugă în colet" });
    await expect(offer).toContainText(/Simplix/);
    await expect(offer).toContainText(/\d+,\d{2}/);
    await offer.getByRole("button", { name: /^Adaugă în colet – / }).click();
    const added = offer.getByRole("status");
    await expect(added).toContainText(/Gata! Am adăugat Simplix/);
    const collected = /La livrare plătești (.+)\./.exec((await added.textContent()) ?? "")![1]!;
    await expectAccessible(page);

    // Staff make the AWB: the courier collects the new total.
    await desk.goto(`/admin/orders/${orderNumber}`);
    await hydrated(desk);
    await expect(desk.getByText(/Simplix/).first()).toBeVisible();
    await expect(desk.getByText("Clientul a adăugat", { exact: false })).toBeVisible();
    const asStaff = { Origin: new URL(baseURL!).origin, "X-CSRF-Token": await csrfOf(desk.request, baseURL!) };
    const made = await desk.request.post(`/api/admin/orders/${orderNumber}/awb`, { headers: asStaff, data: {} });
    expect(made.status(), await made.text()).toBe(201);
    const { shipment } = (await made.json()) as { shipment: { cashOnDeliveryMinor: number } };
    const parcel = await sandboxParcelOf(desk.request, orderNumber);
    expect(parcel.cashOnDeliveryMinor).toBe(shipment.cashOnDeliveryMinor);
    expect(collected.replace(/\D/g, "")).toBe(String(shipment.cashOnDeliveryMinor));

    // Delivered by hand: its invoice is issued, with both lines.
    for (const step of ["deliver"]) {
      const moved = await desk.request.post(`/api/admin/orders/${orderNumber}/${step}`, { headers: asStaff });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    await desk.reload();
    await hydrated(desk);
    await expect(desk.getByRole("region", { name: "Facturi" }).getByText(/ELR/).first()).toBeVisible();
    await expectAccessible(desk);

    // The order's own page: both lines, the new total, and nothing more to add.
    await page.goto(`/track-order?order=${orderNumber}`);
    await hydrated(page);
    await page.getByRole("textbox", { name: text.email }).fill(email);
    await page.getByRole("button", { name: text.find }).click();
    await expect(page.getByText(/Simplix/).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Adaugă în colet" })).toHaveCount(0);
    await expectAccessible(page);

    // The offer's click sent again once the parcel has its AWB: refused with a clear sentence, nothing added.
    const again = await page.request.post("/api/parcel-additions", {
      headers: { "Accept-Language": "ro" },
      data: { token: parcelOffer.token, variantId: parcelOffer.variantId, clickKey: "click-after-the-awb" },
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({
      code: "parcel_closed",
      error: "Coletul tău e deja pregătit pentru curier, așa că nu mai putem adăuga nimic în el. Poți plasa oricând o comandă nouă.",
    });

    // A card order with no card saved: the offer leads to the unit's own payment page, and the unit is added once paid.
    await addBottle(page, text);
    await openCheckout(page, text);
    await fillAddress(page, text, email);
    await page.getByRole("radio", { name: text.card }).check();
    await acceptTerms(page, text);
    await page.getByRole("button", { name: text.payOnline }).click();
    await payOnSandbox(page, text, expectAccessible, "pay");
    const cardOrderNumber = await expectThankYou(page, text, expectAccessible);
    const cardOffer = page.getByRole("region", { name: "Adaugă în colet" });
    await expect(cardOffer).toContainText("plătești acum cu cardul, pe pagina de plată");
    await cardOffer.getByRole("button", { name: /^Adaugă și plătește / }).click();
    await payOnSandbox(page, text, expectAccessible, "pay");
    await expect(page.getByRole("heading", { name: "Am adăugat produsul în colet", level: 1 })).toBeVisible();
    await expect(page.getByText(`pleacă în același colet cu comanda #${cardOrderNumber}`, { exact: false })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Mergi la comandă" }).click();
    await hydrated(page);
    await expect(page.getByText(/Simplix/).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Adaugă în colet" })).toHaveCount(0);
    await expectAccessible(page);
  } finally {
    await desk.goto("/admin/products");
    await hydrated(desk);
    await desk
      .getByRole("region", { name: /^Papillex/ })
      .getByRole("link", { name: "Modifică textele" })
      .click();
    await hydrated(desk);
    const clearing = desk.getByRole("form", { name: "Oferă în colet" });
    await clearing.getByLabel("Produsul oferit").selectOption({ label: "Niciunul" });
    await clearing.getByRole("button", { name: "Salvează oferta" }).click();
    await expect(clearing.getByText(/Oferta din colet a fost salvată|Nimic de schimbat/)).toBeVisible();
    await office.close();
  }
});

/** A signed-in member's CSRF token, for their `request` to press the admin's buttons. */
async function csrfOf(request: APIRequestContext, baseURL: string): Promise<string> {
  const answer = await request.get("/api/admin/me", { headers: { Origin: new URL(baseURL).origin } });
  return ((await answer.json()) as { csrfToken: string }).csrfToken;
}
