/**
 * Where the Storefront API answers and the header that carries its public token, as Shopify's clients expect
 * them. Shared below the server's layers: the Storefront API serves them and the REST routes' Shopify proxy
 * forwards to them, without either importing the other.
 */
export const STOREFRONT_API_PATH = "/api/2024-01/graphql.json";
export const STOREFRONT_TOKEN_HEADER = "X-Shopify-Storefront-Access-Token";
