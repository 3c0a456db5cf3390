/**
 * The product page's mandatory information (issue 44 item 3, decision 0096): for each seeded product, in Romanian and
 * English, the server's HTML holds the "Informații obligatorii" block — the legal name, the nutrients' table with its
 * caption and headers, the law's warnings, the operator and the notification — before the add-to-cart button, as the
 * page's own loader reads it from the catalogue.
 */
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CartProvider } from "#app/features/cart/cart-context.tsx";
import { CurrencyProvider } from "#app/features/currency/CurrencyProvider.tsx";
import { ProductView } from "#app/features/product/ProductView.tsx";
import { ToastProvider } from "#app/features/toast/ToastProvider.tsx";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { loader } from "#app/routes/product.tsx";
import type { Language } from "#domain/locale";
import { seedCatalog } from "#server/db/seed/products/catalog";
import { seedMandatoryInformation } from "#server/db/seed/mandatory-information";
import { createStorefrontApi } from "#server/storefront-api/storefront-api";
import { TEST_PUBLIC_CONFIG } from "#tests/app/public-config.ts";
import { createTestI18n } from "#tests/app/test-i18n.ts";
import { testPlatform } from "#tests/server/platform-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { HtmlOnlyProvider } from "#app/lib/html-only.tsx";
import { loadContextFactory } from "./ssr.ts";

const database = testDatabaseForFile({ seeded: true });

const WORDS = {
  ro: {
    title: "Informații obligatorii",
    addToCart: "Adaugă în coș",
    children: "A nu se lăsa la îndemâna copiilor mici.",
    sample: "Date de exemplu: informațiile de mai jos nu sunt încă cele de pe eticheta reală",
    notProvided: "Nefurnizat încă de vânzător",
  },
  en: {
    title: "Mandatory information",
    addToCart: "Add to cart",
    children: "Keep out of the reach of young children.",
    sample: "Sample data: the information below is not yet taken from the product&#x27;s real label",
    notProvided: "Not yet provided by the seller",
  },
} as const;

/** The product page as the server renders it: the route's loader over the seeded catalogue, then the page's view. */
async function pageHtml(handle: string, language: Language): Promise<string> {
  const platform = testPlatform(database.db);
  const context = loadContextFactory({ platform, storefrontApi: createStorefrontApi({ platform }) })({
    language,
    currency: "RON",
    cspNonce: "test-nonce",
  });
  const data = (await loader({
    params: { handle },
    context,
    request: new Request(`https://shop.example/products/${handle}`),
  } as never)) as Awaited<ReturnType<typeof loader>>;
  if (!("product" in data)) throw new Error("no product");
  // A document's render: the mandatory information reaches the page beside the data, which carries none of it.
  expect(data.htmlOnly).toBeNull();
  const page = createElement(HtmlOnlyProvider, {
    value: context.htmlOnlyValues,
    children: createElement(ProductView, {
      product: data.product,
      reviews: data.reviews,
      htmlOnly: data.htmlOnly,
      bottlesSold: null,
      freeShipping: "200 lei",
    }),
  });
  const wrap = (children: ReactNode) =>
    createElement(I18nProvider, {
      i18n: createTestI18n(language),
      children: createElement(ToastProvider, {
        children: createElement(CurrencyProvider, { children: createElement(CartProvider, { storageKey: "elara_cart", children }) }),
      }),
    });
  const router = createMemoryRouter([{ id: "root", path: "*", Component: () => wrap(page) }], {
    initialEntries: [`/products/${handle}`],
    hydrationData: { loaderData: { root: { language, currency: "RON", brandName: "Elara", publicConfig: TEST_PUBLIC_CONFIG } } },
  });
  // Whole, as the server sends a document (its script-free sections are a lazy chunk in the browser's code).
  const { prelude } = await prerender(createElement(RouterProvider, { router }));
  return new Response(prelude).text();
}

const text = (html: string) => html.replace(/<!-- -->/g, "");

describe("the product page's mandatory information", () => {
  for (const seed of seedCatalog)
    for (const language of ["ro", "en"] as const)
      it(`is in the server's HTML before the add-to-cart: ${seed.handle} in ${language}`, async () => {
        const html = text(await pageHtml(seed.handle, language));
        const information = seedMandatoryInformation(seed)!;
        const words = WORDS[language];
        const block = html.indexOf(`<h2 class="text-base">${words.title}</h2>`);
        const addToCart = html.indexOf(`>${words.addToCart}<`);
        expect(block, "the block's heading").toBeGreaterThan(-1);
        expect(addToCart, "the add-to-cart button").toBeGreaterThan(-1);
        expect(block).toBeLessThan(addToCart);

        const section = html.slice(block, addToCart);
        expect(section).toContain(information.texts[language].legalName);
        expect(section).toMatch(/<details[^>]*>|<\/summary>/);
        expect(section).toContain("<caption");
        expect(section).toContain('<th scope="col"');
        for (const nutrient of information.nutrients)
          expect(section).toContain(`<th scope="row" class="font-normal">${nutrient[language].name.replace(/&/g, "&amp;")}</th>`);
        expect(section).toContain(words.children);
        // The seed's operator and notification are invented (decision 0127): the page says they are not yet given.
        expect(information.sample).toBe(true);
        expect(section).toContain(words.sample);
        expect(section).toContain(words.notProvided);
        expect(section).not.toContain(information.operatorAddress);
        expect(section).not.toContain(information.notificationNumber);
        expect(section).toContain(`/images/${information.labelPhoto!.src}`);
      });

  it("shows allergens in bold and never the owner's marks or markup", async () => {
    const { MandatoryInformation } = await import("#app/features/product/MandatoryInformation.tsx");
    const html = renderToString(
      createElement(I18nProvider, {
        i18n: createTestI18n("ro"),
        children: createElement(MandatoryInformation, {
          productTitle: "Magneziu",
          information: {
            sample: false,
            texts: {
              legalName: "Magneziu – supliment alimentar",
              categories: "Minerale",
              ingredients: "Citrat de magneziu, lecitină de **soia**, <b>arahide</b>",
              characterising: "",
              dailyPortion: "2 capsule",
              howToTake: "",
              warnings: "",
              netQuantity: "",
              storage: "",
            },
            nutrients: [{ name: "Magneziu", amount: "300", unit: "mg", nrv: "" }],
            operatorName: "",
            operatorAddress: "",
            notificationNumber: "",
            notificationAuthority: "",
            notificationDate: "",
            labelPhoto: null,
          },
        }),
      }),
    );
    expect(html).toContain("lecitină de <strong>soia</strong>, &lt;b&gt;arahide&lt;/b&gt;");
    expect(html).not.toContain("**");
    expect(html).toContain("VNR nestabilită");
  });
});
