/**
 * The cart page's first paint (issue 69 item 2, decision 0183): the server's HTML of /cart holds the lines the cart
 * cookie names, as the catalogue has them in the page's language and currency, and a cookie the browser did not write
 * (or naming what the shop no longer has) draws the skeleton, as before there was a cookie. On PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { createElement } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CartProvider } from "#app/features/cart/cart-context.tsx";
import { CartPage } from "#app/features/cart/CartPage.tsx";
import { CurrencyProvider } from "#app/features/currency/CurrencyProvider.tsx";
import { ToastProvider } from "#app/features/toast/ToastProvider.tsx";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { loader as rootLoader } from "#app/root.tsx";
import { loader as cartLoader } from "#app/routes/cart.tsx";
import type { Language } from "#domain/locale";
import { toMinorUnits } from "#domain/money";
import { createStorefrontApi } from "#server/storefront-api/storefront-api";
import { strictTestI18n } from "#tests/app/test-i18n.ts";
import { testPlatform } from "#tests/server/platform-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { loadContextFactory } from "./ssr.ts";

const database = testDatabaseForFile({ seeded: true });

interface Catalogued {
  title: string;
  variants: { nodes: Array<{ id: string; title: string; price: { amount: string; currencyCode: string } }> };
}

function contextFor(language: Language, dataRequest = false) {
  const platform = testPlatform(database.db);
  return loadContextFactory({ platform, storefrontApi: createStorefrontApi({ platform }) })({
    language,
    currency: "RON",
    cspNonce: "test-nonce",
    dataRequest,
  });
}

async function papillex(language: Language): Promise<Catalogued> {
  const answer = await contextFor(language).storefront.query<{ productByHandle: Catalogued }>(
    `{ productByHandle(handle: "papillex") { title variants(first: 10) { nodes { id title price { amount currencyCode } } } } }`,
  );
  return answer.productByHandle;
}

/** The cart page's loader data and whole server HTML for a request carrying `cookie`. */
async function cartPage(language: Language, cookie: string, { dataRequest = false } = {}) {
  const context = contextFor(language, dataRequest);
  const request = new Request("https://shop.example/cart", { headers: { Cookie: cookie } });
  const args = { context, params: {}, request } as never;
  const root = await rootLoader(args);
  const cart = (await cartLoader(args)) as unknown as { data: Parameters<typeof CartPage>[0] };
  const page = createElement(CartPage, cart.data);
  const wrap = createElement(I18nProvider, {
    i18n: strictTestI18n(language),
    children: createElement(ToastProvider, {
      children: createElement(CurrencyProvider, { children: createElement(CartProvider, { storageKey: "elara_cart", children: page }) }),
    }),
  });
  const router = createMemoryRouter([{ id: "root", path: "*", Component: () => wrap }], { hydrationData: { loaderData: { root } } });
  const { prelude } = await prerender(createElement(RouterProvider, { router }));
  return { known: cart.data.known, knownItems: cart.data.known.items, html: (await new Response(prelude).text()).replace(/<!-- -->/g, "") };
}

const cartCookie = (lines: unknown) => `i18next=ro; elara_cart=${encodeURIComponent(JSON.stringify(lines))}`;

describe("the cart page from the cart cookie", () => {
  for (const [language, count, subscribeAndSave] of [
    ["ro", "3 produse", "Abonează-te și economisești"],
    ["en", "3 items", "Subscribe and save"],
  ] as const) {
    it(`draws the cookie's lines as the catalogue has them, in ${language}`, async () => {
      const product = await papillex(language);
      const [single, second] = product.variants.nodes;
      const { known, knownItems, html } = await cartPage(
        language,
        cartCookie([
          [single!.id, "papillex", 2],
          [second!.id, "papillex", 1],
        ]),
      );
      expect(
        knownItems.map(({ id, name, quantity, price, currencyCode, handle }) => ({ id, name, quantity, price, currencyCode, handle })),
      ).toEqual([
        {
          id: single!.id,
          name: `${product.title} - ${single!.title}`,
          quantity: 2,
          price: Number(single!.price.amount),
          currencyCode: "RON",
          handle: "papillex",
        },
        {
          id: second!.id,
          name: `${product.title} - ${second!.title}`,
          quantity: 1,
          price: Number(second!.price.amount),
          currencyCode: "RON",
          handle: "papillex",
        },
      ]);
      expect(knownItems[0]!.image).toMatch(/\/images\/.*papillex/);
      expect(html).toContain(`${product.title} - ${single!.title}`.replace(/&/g, "&amp;"));
      expect(html).toContain(count);
      expect(html).not.toContain('aria-busy="true"');
      // Every variant of the product comes priced, so the lines' subscribe switches are drawn by the server too.
      expect(known.quotes.map(([id]) => id).sort()).toEqual(product.variants.nodes.map((variant) => variant.id).sort());
      for (const [id, quote] of known.quotes) {
        const variant = product.variants.nodes.find((node) => node.id === id)!;
        expect(quote).toMatchObject({ productHandle: "papillex", productTitle: product.title, variantTitle: variant.title });
        expect(quote.price).toEqual({ amountMinor: toMinorUnits(variant.price.amount, "RON"), currencyCode: "RON" });
      }
      expect({ language: known.language, currency: known.currency }).toEqual({ language, currency: "RON" });
      expect(html).toContain(subscribeAndSave);
    });
  }

  it("sends no lines to a navigation inside the app, whose stored cart is read already", async () => {
    const { id } = (await papillex("ro")).variants.nodes[0]!;
    const { known, html } = await cartPage("ro", cartCookie([[id, "papillex", 1]]), { dataRequest: true });
    expect(known).toMatchObject({ items: [], quotes: [] });
    expect(html).toContain('aria-busy="true"');
  });

  it.each([
    ["a value the browser did not write", "i18next=ro; elara_cart=%5B%5Bnot-json"],
    ["a variant the shop does not have", cartCookie([["gid://shopify/ProductVariant/999999", "papillex", 1]])],
    ["a product the shop does not have", cartCookie([["gid://shopify/ProductVariant/1", "no-such-product", 1]])],
    ["no cart cookie", "i18next=ro"],
  ])("draws the skeleton for %s", async (_, cookie) => {
    const { knownItems, html } = await cartPage("ro", cookie);
    expect(knownItems).toEqual([]);
    expect(html).toContain('aria-busy="true"');
  });
});
