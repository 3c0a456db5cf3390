/**
 * Amounts that are not catalogue prices (the free-shipping threshold, the flat shipping rate) are
 * presented exactly as prices are: the same rates, the same rounding, RON where a rate is missing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { exchangeRates } from "#server/db/schema";
import { insertMissingExchangeRates } from "#server/db/seed/exchange-rates";
import { createTestDatabase } from "#tests/server/test-database.ts";
import { testPlatform } from "#tests/server/platform-kit.ts";
import { createStorefrontApi, type StorefrontApi } from "./storefront-api.ts";

let handle: DatabaseHandle;
let api: StorefrontApi;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertMissingExchangeRates(handle.db);
  await handle.db.delete(exchangeRates).where(eq(exchangeRates.currencyCode, "CAD"));
  api = createStorefrontApi({ platform: testPlatform(handle.db) });
});

afterAll(async () => {
  await handle?.close();
});

describe("presentShopAmount", () => {
  it("leaves lei as they are", async () => {
    await expect(api.presentShopAmount(20_000, "RON")).resolves.toEqual({ amountMinor: 20_000, currencyCode: "RON" });
  });

  it("converts with the seeded rates: 200 lei is 40.20 €, 19.99 lei is 4.02 €, and 6,680 yen", async () => {
    await expect(api.presentShopAmount(20_000, "EUR")).resolves.toEqual({ amountMinor: 4020, currencyCode: "EUR" });
    await expect(api.presentShopAmount(1999, "EUR")).resolves.toEqual({ amountMinor: 402, currencyCode: "EUR" });
    await expect(api.presentShopAmount(20_000, "JPY")).resolves.toEqual({ amountMinor: 6680, currencyCode: "JPY" });
  });

  it("stays in lei for a currency without a rate, as prices do", async () => {
    await expect(api.presentShopAmount(1999, "CAD")).resolves.toEqual({ amountMinor: 1999, currencyCode: "RON" });
  });
});
