import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { shortClassNames } from "./scripts/short-class-names.ts";

/**
 * Modules of the site's shell that every page loads with the root route. Left to automatic chunking,
 * each one shared with a lazy chunk became a file of its own (about twenty under 1 KB, each paying
 * compression and request overhead); grouped, they arrive as one. `react-dom`'s small public module is the
 * shell's too: a lazy admin chunk that imports it (dnd-kit's portals) would otherwise split it off every page.
 * `use-entry-before-hydration` is the frame's (the footer's form) and the field primitives': left out, the frame's
 * group took it in, and the checkout, which has no frame, fetched the whole frame for it (9 KB).
 */
const SHELL_MODULES =
  /\/app\/(features\/(toast|currency|monitoring|errors|navigation|layout\/page-main|cart\/cart-context|account\/(AuthProvider|session-store))|lib\/(i18n|use-public-config|storage-keys|storefront-client)|ui\/(Spinner|Stars|ProductImage|Price|Skeleton|lock-page-scroll|use-entry-before-hydration))|\/domain\/(currency|money|format-price|locale)\.|\/node_modules\/react-dom\/(index|client|cjs\/react-dom(-client)?\.production)\.js$/;

/**
 * The shop pages' frame (app/routes/site-frame.tsx): header, footer, bottom bar and what only they open. One chunk,
 * loaded by every page but the cart and checkout steps; left to automatic chunking it came as eight small files,
 * each compressed on its own, and cost those pages 2 KB. The menus' panels stay lazy.
 */
const FRAME_MODULES =
  /\/app\/(features\/(layout\/(?!page-main|TaskFrame|ProductMenuPanel|MobileMenuDialog|use-menu-products|menu-products-query)|account\/(WishlistProvider|wishlist-store)|cart\/(CartDrawerHost|CartNotificationToast|cart-notification)|discount-popup\/(DiscountPopupHost|popup-|other-dialogs))|lib\/use-free-shipping|ui\/email-check)/;

/**
 * The pages' head and structured data (app/features/seo) and the product rating they describe: small modules that the
 * catalogue's pages (home, shop, product, blog) each load. Left to automatic chunking they came as five files of
 * 300–1,000 bytes, each compressed on its own; grouped, the product page is 450 bytes lighter (issue 66's prior price
 * had taken it over the 140 KB budget), the home and shop pages 270 lighter, and the brand and legal pages, which
 * need only the head's part, about 1 KB heavier, far under the budget. The purchase kinds (which variant is a
 * subscription) and the lazy 'Subscription Limit' dialog are the product page's and the cart's (its subscribe switch,
 * decision 0167), like the quantity stepper: each in a chunk of its own cost the product page 100–500 bytes and took it
 * over the budget; here the cart page, the home, shop and blog pages, far under it, fetch these bytes too.
 */
const CATALOGUE_MODULES =
  /\/app\/(features\/seo\/|lib\/product-rating\.|features\/cart\/LazySubscriptionLimitDialog\.|ui\/Stepper\.)|\/domain\/purchase-kinds\./;

/**
 * What the cart's drawer, the cart page and checkout share of discounts and promotions: the code's rules, its entry
 * and its remembered terms, and the promotions' hints. Left to automatic chunking each was a file of its own (each
 * 300–650 bytes, compressed on its own), and every page's frame named each among its lazy drawer's files.
 */
const CART_OFFER_MODULES = /\/app\/features\/cart\/(use-discount-code|discount-code-storage|PromotionHints)\.|\/domain\/discount-code\./;

/**
 * Shell folders' modules that are imported only after hydration (decision 0053) or on a page's first error report
 * (monitoring/report.ts): kept out of the shell so that they, and the packages they import (web-vitals), load in a
 * chunk of their own when asked for.
 */
const LATER_MODULES = /\/app\/features\/monitoring\/(web-vitals|client-logger|client-context)\.ts$/;

/**
 * The chunks every page's entry imports before any of its code runs: a lazy import's list of files to preload need not
 * name them again. Each lazy import in the shop's frame named both, and those names were first-load bytes of every page.
 */
const ALWAYS_LOADED = /(^|\/)assets\/(shell|rolldown-runtime)-[\w-]+\.js$/;

/**
 * React Router's package exports only its development build, whose dev warnings stay in the browser's bundle
 * (`ENABLE_DEV_WARNINGS = true`); the production build beside it is the same code with them off. The browser
 * gets that one. The server keeps the package's own entry: its runtime (@react-router/node) imports
 * `react-router` too, and two copies on one side would not share the router's contexts.
 */
function reactRouterProductionBuildInBrowser(): Plugin {
  const builds: Record<string, string> = {
    "react-router": "react-router/dist/production/index.mjs",
    "react-router/dom": "react-router/dist/production/dom-export.mjs",
  };
  return {
    name: "react-router-production-build-in-browser",
    enforce: "pre",
    apply: "build",
    async resolveId(source, importer) {
      const build = builds[source];
      if (!build || this.environment.name !== "client") return null;
      return this.resolve(fileURLToPath(new URL(`node_modules/${build}`, import.meta.url)), importer, { skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), reactRouterProductionBuildInBrowser(), shortClassNames()],
  build: {
    // Keep server-only modules out of the client graph: a leak fails the build instead of shipping.
    assetsInlineLimit: 0,
    modulePreload: { resolveDependencies: (_chunk, dependencies) => dependencies.filter((dependency) => !ALWAYS_LOADED.test(dependency)) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "shell", test: (id: string) => SHELL_MODULES.test(id) && !id.includes(".server.") && !LATER_MODULES.test(id) },
            { name: "catalogue", test: (id: string) => CATALOGUE_MODULES.test(id) && !id.includes(".server.") && !id.includes(".test.") },
            { name: "cart-offers", test: (id: string) => CART_OFFER_MODULES.test(id) },
            { name: "frame", test: (id: string) => FRAME_MODULES.test(id) && !id.includes(".server.") && !id.includes(".test.") },
          ],
        },
      },
    },
  },
});
