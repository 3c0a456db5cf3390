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
import type { CartItem } from "#domain/cart";
import type { Language } from "#domain/locale";
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

function contextFor(language: Language) {
  const platform = testPlatform(database.db);
  return loadContextFactory({ platform, storefrontApi: createStorefrontApi({ platform }) })({
    language,
    currency: "RON",
    cspNonce: "test-nonce",
  });
}

async function papillex(language: Language): Promise<Catalogued> {
  const answer = await contextFor(language).storefront.query<{ productByHandle: Catalogued }>(
    `{ productByHandle(handle: "papillex") { title variants(first: 10) { nodes { id title price { amount currencyCode } } } } }`,
  );
  return answer.productByHandle;
}

/** The cart page's loader data and whole server HTML for a request carrying `cookie`. */
async function cartPage(language: Language, cookie: string) {
  const context = contextFor(language);
  const request = new Request("https://shop.example/cart", { headers: { Cookie: cookie } });
  const args = { context, params: {}, request } as never;
  const root = await rootLoader(args);
  const cart = (await cartLoader(args)) as unknown as {
    data: { knownItems: CartItem[]; shipping: Parameters<typeof CartPage>[0]["shipping"] };
  };
  const page = createElement(CartPage, { shipping: cart.data.shipping, knownItems: cart.data.knownItems });
  const wrap = createElement(I18nProvider, {
    i18n: strictTestI18n(language),
    children: createElement(ToastProvider, {
      children: createElement(CurrencyProvider, { children: createElement(CartProvider, { storageKey: "elara_cart", children: page }) }),
    }),
  });
  const router = createMemoryRouter([{ id: "root", path: "*", Component: () => wrap }], { hydrationData: { loaderData: { root } } });
  const { prelude } = await prerender(createElement(RouterProvider, { router }));
  return { knownItems: cart.data.knownItems, html: (await new Response(prelude).text()).replace(/<!-- -->/g, "") };
}

const cartCookie = (lines: unknown) => `i18next=ro; elara_cart=${encodeURIComponent(JSON.stringify(lines))}`;

describe("the cart page from the cart cookie", () => {
  for (const [language, count] of [
    ["ro", "3 produse"],
    ["en", "3 items"],
  ] as const) {
    it(`draws the cookie's lines as the catalogue has them, in ${language}`, async () => {
      const product = await papillex(language);
      const [single, second] = product.variants.nodes;
      const { knownItems, html } = await cartPage(
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
    });
  }

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
