import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createRequestHandler, type ServerBuild } from "react-router";
import { COUNTRY_FOR_CURRENCY, CURRENCY_COOKIE, isSupportedCurrency, SHOP_CURRENCY } from "#domain/currency";
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, pickLanguage, type Language } from "#domain/locale";
import { DEFAULT_REVIEW_SORT } from "#domain/reviews";
import type { ReviewService } from "#server/commerce/reviews/reviews";
import { createStorefrontClient } from "#server/storefront-api/client";
import { negotiatedLanguageRedirect } from "./language-redirect.ts";
import type { Config } from "#server/config";
import type { StorefrontApi } from "#server/storefront-api/storefront-api";

export interface SsrOptions {
  getBuild: () => ServerBuild | Promise<ServerBuild>;
  mode: "development" | "production";
  storefrontApi: StorefrontApi;
  reviews: Pick<ReviewService, "product" | "list">;
  config: Pick<
    Config,
    "brandName" | "baseUrl" | "publicStorefrontToken" | "privacyPolicyUrl" | "supportEmail" | "wholesaleEmail" | "shippingFlatRateMinor"
  >;
}

/** Reviews as pages render them: never this browser's own votes, so the HTML is the same for every shopper. */
function reviewsReader(reviews: SsrOptions["reviews"], language: Language) {
  return {
    async firstPage(handle: string) {
      const product = await reviews.product(handle, language);
      return product ? reviews.list(product, { sort: DEFAULT_REVIEW_SORT, page: 1 }) : null;
    },
  };
}

/**
 * Every page request: the language is decided here (query, cookie, Accept-Language, then ro) so the
 * server render and the browser agree, and loaders get an in-process Storefront API client. The
 * browser mirrors its display currency into a cookie; the client asks for it through a country that
 * maps to it, as the browser's own `@inContext(country:)` would.
 */
export function ssrHandler({ getBuild, mode, storefrontApi, reviews, config }: SsrOptions) {
  const handleRequest = createRequestHandler(getBuild, mode);
  const publicConfig = {
    brandName: config.brandName,
    baseUrl: config.baseUrl,
    storefrontToken: config.publicStorefrontToken,
    privacyPolicyUrl: config.privacyPolicyUrl,
    supportEmail: config.supportEmail,
    wholesaleEmail: config.wholesaleEmail,
    shippingFlatRateMinor: config.shippingFlatRateMinor,
  };
  return (c: Context) => {
    const language = pickLanguage({
      query: c.req.query(LANGUAGE_QUERY_PARAM),
      cookie: getCookie(c, LANGUAGE_COOKIE),
      acceptLanguage: c.req.header("Accept-Language"),
    });
    const redirectTo = negotiatedLanguageRedirect(c.req.method, new URL(c.req.url), language);
    if (redirectTo) {
      c.header("Vary", "Cookie, Accept-Language");
      c.header("Cache-Control", "private, no-cache");
      return c.redirect(redirectTo, 302);
    }
    const chosen = getCookie(c, CURRENCY_COOKIE);
    const currency = chosen !== undefined && isSupportedCurrency(chosen) ? chosen : SHOP_CURRENCY;
    return handleRequest(c.req.raw, {
      storefront: createStorefrontClient(storefrontApi, { language, country: COUNTRY_FOR_CURRENCY[currency] }),
      language,
      currency,
      brandName: config.brandName,
      publicConfig,
      presentShopAmount: (amountMinor: number) => storefrontApi.presentShopAmount(amountMinor, currency),
      reviews: reviewsReader(reviews, language),
    });
  };
}
