import { isSupportedCurrency, type CurrencyCode } from "../../../domain/currency.ts";
import { STOREFRONT_API_URL } from "../../lib/storefront-client.ts";

export const SHOP_CURRENCY_QUERY = `#graphql
  query ShopCurrency {
    shop {
      paymentSettings {
        currencyCode
      }
    }
  }
`;

interface ShopCurrencyAnswer {
  data?: { shop?: { paymentSettings?: { currencyCode?: string } } } | null;
  errors?: { message: string }[];
}

/** The shop's own currency over HTTP, as the spec's browser asks it; the messages are the spec's (§8). */
export async function fetchShopCurrency(storefrontToken: string, signal?: AbortSignal): Promise<CurrencyCode> {
  const response = await fetch(STOREFRONT_API_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": storefrontToken },
    body: JSON.stringify({ query: SHOP_CURRENCY_QUERY }),
    signal,
  });
  if (!response.ok) throw new Error(`Shopify API error: ${response.status} - ${await response.text()}`);
  const answer = (await response.json()) as ShopCurrencyAnswer;
  if (answer.errors && answer.errors.length > 0) {
    throw new Error(`GraphQL errors: ${answer.errors.map((error) => error.message).join(", ")}`);
  }
  const code = answer.data?.shop?.paymentSettings?.currencyCode;
  if (code === undefined || !isSupportedCurrency(code)) throw new Error(`The shop's currency ${String(code)} is not one we display`);
  return code;
}
