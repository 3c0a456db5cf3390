import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createRequestHandler, type ServerBuild } from "react-router";
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, pickLanguage } from "../../domain/locale.ts";
import { createStorefrontClient } from "../storefront-api/client.ts";
import type { StorefrontApi } from "../storefront-api/storefront-api.ts";

export interface SsrOptions {
  getBuild: () => ServerBuild | Promise<ServerBuild>;
  mode: "development" | "production";
  storefrontApi: StorefrontApi;
  brandName: string;
}

/**
 * Every page request: the language is decided here (query, cookie, Accept-Language, then ro) so the
 * server render and the browser agree, and loaders get an in-process Storefront API client.
 */
export function ssrHandler({ getBuild, mode, storefrontApi, brandName }: SsrOptions) {
  const handleRequest = createRequestHandler(getBuild, mode);
  return (c: Context) => {
    const language = pickLanguage({
      query: c.req.query(LANGUAGE_QUERY_PARAM),
      cookie: getCookie(c, LANGUAGE_COOKIE),
      acceptLanguage: c.req.header("Accept-Language"),
    });
    return handleRequest(c.req.raw, { storefront: createStorefrontClient(storefrontApi, { language }), language, brandName });
  };
}
