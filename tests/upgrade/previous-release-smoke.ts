/**
 * The smoke journey the upgrade test (previous-release.test.ts) runs inside a copy of the PREVIOUS release's tree,
 * against a database the current code has already migrated and seeded: the store starts as `npm start` would (open,
 * migrate, seed if empty), a shopper reads the catalogue through the Storefront API and places a cash-on-delivery order.
 * It names only what a release keeps stable — the start-up module, the public HTTP API — so that it runs on older code.
 * Prints one JSON line on success; exits 1 with the reason otherwise. The database comes from DATA_DIR or DATABASE_URL.
 */
import { loadConfig } from "#server/config";
import { createLogger } from "#server/logger";
import { openStore, storeApp } from "#server/store-start";

const STOREFRONT_API_PATH = "/api/2024-01/graphql.json";
const STOREFRONT_TOKEN_HEADER = "X-Shopify-Storefront-Access-Token";
const CREATE_ORDER_PATH = "/api/create-order";
/** What @hono/node-server hands the app for a socket. */
const FROM_A_SHOPPER = { incoming: { socket: { remoteAddress: "198.51.100.7" } } };

interface CatalogueAnswer {
  data?: { products: { nodes: { handle: string; variants: { nodes: { id: string; availableForSale: boolean }[] } }[] } };
  errors?: unknown[];
}

const config = loadConfig(process.env);
const store = await openStore(config, createLogger("silent"));
try {
  const app = storeApp(store, {});
  const catalogue = await app.request(
    STOREFRONT_API_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", [STOREFRONT_TOKEN_HEADER]: config.publicStorefrontToken },
      body: JSON.stringify({ query: "{ products(first: 10) { nodes { handle variants(first: 5) { nodes { id availableForSale } } } } }" }),
    },
    FROM_A_SHOPPER,
  );
  const read = (await catalogue.json()) as CatalogueAnswer;
  const products = read.data?.products.nodes ?? [];
  if (catalogue.status !== 200 || read.errors || products.length === 0) {
    throw new Error(`The catalogue did not read: ${catalogue.status} ${JSON.stringify(read).slice(0, 500)}`);
  }
  const variant = products.flatMap((product) => product.variants.nodes).find((candidate) => candidate.availableForSale);
  if (!variant) throw new Error("No variant in the catalogue's first products is for sale");

  const order = await app.request(
    CREATE_ORDER_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "ro" },
      body: JSON.stringify({
        idempotencyKey: `upgrade-smoke-${process.pid}`,
        email: "ana@example.ro",
        shippingAddress: {
          firstName: "Ana",
          lastName: "Pop",
          phone: "0722 123 456",
          address1: "Str. Memorandumului 28",
          address2: "ap. 4",
          city: "Cluj-Napoca",
          province: "Cluj",
          zip: "400114",
          country: "RO",
          company: "",
        },
        lines: [{ variantId: variant.id, quantity: 1 }],
        paymentMethod: "cod",
        acceptTerms: true,
        termsVersion: 1,
      }),
    },
    FROM_A_SHOPPER,
  );
  const placed = (await order.json()) as { orderNumber?: number };
  if (order.status !== 201 || typeof placed.orderNumber !== "number") {
    throw new Error(`The order was not placed: ${order.status} ${JSON.stringify(placed).slice(0, 500)}`);
  }
  console.log(JSON.stringify({ products: products.length, orderNumber: placed.orderNumber }));
} finally {
  await store.platform.mailer.stop();
  await store.adminChannel?.close();
  await store.database.close();
}
