/**
 * The store's authorisations before the order (issue 66 item 2, decision 0141): with a DSVSA registration and another
 * authorisation saved, the server's HTML of /contact, of the footer's company block and of /checkout holds them in
 * Romanian and in English, as the root and page loaders read them from the settings; the contact page lists every
 * published product's notification, the seed's invented ones as not yet given. On PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { createElement, type ReactNode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { CartProvider } from "#app/features/cart/cart-context.tsx";
import { CurrencyProvider } from "#app/features/currency/CurrencyProvider.tsx";
import { CheckoutPage } from "#app/features/checkout/CheckoutPage.tsx";
import { ContactPage } from "#app/features/contact/ContactPage.tsx";
import { FooterBottom } from "#app/features/layout/FooterBottom.tsx";
import { ToastProvider } from "#app/features/toast/ToastProvider.tsx";
import { I18nProvider } from "#app/lib/i18n/react.tsx";
import { loader as rootLoader } from "#app/root.tsx";
import { loader as contactLoader } from "#app/routes/contact.tsx";
import { loader as checkoutLoader } from "#app/routes/checkout.tsx";
import type { Language } from "#domain/locale";
import { seedCatalog } from "#server/db/seed/products/catalog";
import { productMandatoryInformation, products, storeSettings } from "#server/db/schema";
import { createStorefrontApi } from "#server/storefront-api/storefront-api";
import { strictTestI18n } from "#tests/app/test-i18n.ts";
import { OPERATING_PERMIT, SAVED_DSVSA_LICENCE } from "#tests/server/licences-kit.ts";
import { testPlatform } from "#tests/server/platform-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { loadContextFactory } from "./ssr.ts";

const database = testDatabaseForFile({ seeded: true });

const WORDS = {
  ro: {
    dsvsa: "Înregistrare sanitar-veterinară și pentru siguranța alimentelor (DSVSA)",
    other: "Autorizație de funcționare",
    title: "Autorizații",
    number: "seria și nr. RO-B-12345",
    missing: "numărul notificării nu este încă trecut",
    notification: "notificare nr. N-1234/2025",
    issuedBy: "emisă de Institutul Național de Sănătate Publică",
  },
  en: {
    dsvsa: "Sanitary-veterinary and food safety registration (DSVSA)",
    other: "Operating permit",
    title: "Licences",
    number: "series and no. RO-B-12345",
    missing: "notification number not yet given",
    notification: "notification no. N-1234/2025",
    issuedBy: "issued by Institutul Național de Sănătate Publică",
  },
} as const;

beforeAll(async () => {
  // One product whose real notification replaced the seed's invented one (decision 0127): that one is shown.
  const [papillex] = await database.db.select({ id: products.id }).from(products).where(eq(products.handle, "papillex"));
  await database.db
    .update(productMandatoryInformation)
    .set({ sample: false, notificationNumber: "N-1234/2025", notificationAuthority: "Institutul Național de Sănătate Publică" })
    .where(eq(productMandatoryInformation.productId, papillex!.id));
  // Written as the admin route saves it (its own tests cover the route and the audit).
  await database.db.insert(storeSettings).values({
    key: "licences.list",
    value: [SAVED_DSVSA_LICENCE, OPERATING_PERMIT],
  });
});

/** What the loaders give a page in `language`, through the same load context a request gets. */
async function loaded(language: Language) {
  const platform = testPlatform(database.db);
  const context = loadContextFactory({ platform, storefrontApi: createStorefrontApi({ platform }) })({
    language,
    currency: "RON",
    cspNonce: "test-nonce",
  });
  const args = (path: string) => ({ context, params: {}, request: new Request(`https://shop.example${path}`) }) as never;
  const root = await rootLoader(args("/contact"));
  const contact = await contactLoader(args("/contact"));
  const checkout = (await checkoutLoader(args("/checkout"))) as unknown as { data: { notifications: typeof contact.notifications } };
  return { root, contact, checkout: checkout.data };
}

/** A page's whole server HTML with the root's data in place, as a document request renders it. */
async function html(language: Language, root: unknown, page: ReactNode): Promise<string> {
  const wrap = createElement(I18nProvider, {
    i18n: strictTestI18n(language),
    children: createElement(ToastProvider, {
      children: createElement(CurrencyProvider, { children: createElement(CartProvider, { storageKey: "elara_cart", children: page }) }),
    }),
  });
  const router = createMemoryRouter([{ id: "root", path: "*", Component: () => wrap }], {
    hydrationData: { loaderData: { root } },
  });
  const { prelude } = await prerender(createElement(RouterProvider, { router }));
  return (await new Response(prelude).text()).replace(/<!-- -->/g, "");
}

describe("the licences block in the server's HTML", () => {
  for (const language of ["ro", "en"] as const) {
    const words = WORDS[language];
    const expectLicences = (page: string) => {
      expect(page).toContain(words.dsvsa);
      expect(page).toContain(words.number);
      expect(page).toContain("DSVSA București");
      expect(page).toContain('<time dateTime="2024-03-15">15.03.2024</time>');
      expect(page).toContain(words.other);
      expect(page).toContain('href="https://example.ro/af.pdf"');
    };

    it(`is on the contact page, with every product's notification, in ${language}`, async () => {
      const { root, contact } = await loaded(language);
      const page = await html(
        language,
        root,
        createElement(ContactPage, {
          company: contact.company,
          supportEmail: root.publicConfig.supportEmail,
          licences: root.licences,
          notifications: contact.notifications,
        }),
      );
      expectLicences(page);
      expect(contact.notifications.map((product) => product.handle)).toEqual(seedCatalog.map((seed) => seed.handle));
      const papillex = contact.notifications.find((product) => product.handle === "papillex")!;
      expect(page).toContain(`${papillex.title}</span>: ${words.notification}, ${words.issuedBy}`);
      for (const product of contact.notifications.filter((one) => one.handle !== "papillex"))
        expect(page).toContain(`${product.title.replace(/&/g, "&amp;")}</span>: ${words.missing}`);
    });

    it(`is in the footer's company block in ${language}`, async () => {
      const { root } = await loaded(language);
      const page = await html(language, root, createElement(FooterBottom, { brandName: "Elara" }));
      expect(page).toContain(`<span class="font-semibold">${words.title}: </span>`);
      expectLicences(page);
    });

    it(`is on the checkout, though its form is the browser's, in ${language}`, async () => {
      const { root, checkout } = await loaded(language);
      const page = await html(language, root, createElement(CheckoutPage, { notifications: checkout.notifications }));
      expect(page).toContain(`id="checkout-licences" class="text-sm font-semibold text-ink">${words.title}</h2>`);
      expectLicences(page);
    });
  }
});
