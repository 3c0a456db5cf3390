import { isSupportedCurrency, type CurrencyCode } from "#domain/currency";
import { queryStorefront } from "#app/lib/storefront-client.ts";

export const SHOP_CURRENCY_QUERY = `#graphql
  query ShopCurrency {
    shop {
      paymentSettings {
        currencyCode
      }
    }
  }
`;

interface ShopCurrencyData {
  shop?: { paymentSettings?: { currencyCode?: string } };
}

/** The shop's own currency over HTTP, as the spec's browser asks it; the messages are the spec's (§8). */
export async function fetchShopCurrency(storefrontToken: string, signal?: AbortSignal): Promise<CurrencyCode> {
  const data = await queryStorefront<ShopCurrencyData>({ query: SHOP_CURRENCY_QUERY, token: storefrontToken, signal });
  const code = data.shop?.paymentSettings?.currencyCode;
  if (code === undefined || !isSupportedCurrency(code)) throw new Error(`The shop's currency ${String(code)} is not one we display`);
  return code;
}
