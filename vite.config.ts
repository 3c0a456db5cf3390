import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Modules of the site's shell that every page loads with the root route. Left to automatic chunking,
 * each one shared with a lazy chunk became a file of its own (about twenty under 1 KB, each paying
 * compression and request overhead); grouped, they arrive as one. `react-dom`'s small public module is the
 * shell's too: a lazy admin chunk that imports it (dnd-kit's portals) would otherwise split it off every page.
 */
const SHELL_MODULES =
  /\/app\/(features\/(toast|currency|monitoring|errors|navigation|layout\/(?!ProductMenuPanel|MobileMenuDialog|use-menu-products|menu-products-query)|account\/(AuthProvider|WishlistProvider|session-store|wishlist-store))|lib\/(i18n|use-public-config|storage-keys|storefront-client)|ui\/(Spinner|Stars|ProductImage|Price|Skeleton|lock-page-scroll))|\/domain\/(currency|money|format-price|locale)\.|\/node_modules\/react-dom\/(index|client|cjs\/react-dom(-client)?\.production)\.js$/;

/**
 * Shell folders' modules that are imported only after hydration (decision 0053): kept out of the shell so that they,
 * and the packages they import (web-vitals), load in a chunk of their own when asked for.
 */
const LATER_MODULES = /\/app\/features\/monitoring\/web-vitals\.ts$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Keep server-only modules out of the client graph: a leak fails the build instead of shipping.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "shell", test: (id: string) => SHELL_MODULES.test(id) && !id.includes(".server.") && !LATER_MODULES.test(id) }],
        },
      },
    },
  },
});
