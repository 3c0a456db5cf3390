/** Secrets the browser tests' store is started with, shared by the Playwright config and the specs that need them. */
export const E2E_METRICS_TOKEN = "e2e-metrics-token-000000000000000000";
export const E2E_STOREFRONT_TOKEN = "e2e-storefront-token-0000000000";
