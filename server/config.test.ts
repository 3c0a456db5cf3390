import { describe, expect, it } from "vitest";
import { ConfigError, DEVELOPMENT_STOREFRONT_TOKEN, loadConfig, redactDatabaseUrl } from "./config.ts";

describe("loadConfig", () => {
  it("works with no environment at all, as on a fresh clone", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: "development",
      port: 3000,
      baseUrl: "http://localhost:3000",
      databaseUrl: undefined,
      publicStorefrontToken: DEVELOPMENT_STOREFRONT_TOKEN,
      brandName: "Elara",
      smtpUrl: undefined,
      mailFrom: "Elara <no-reply@localhost>",
      logLevel: "info",
      shippingFlatRateMinor: 1999,
      vatRatePercent: 21,
      paymentSigningSecret: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it("needs PAYMENT_SIGNING_SECRET in production on PostgreSQL, where instances must agree, and a whole VAT percent", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db/shop" };
    expect(() => loadConfig(production)).toThrow("PAYMENT_SIGNING_SECRET: required in production with DATABASE_URL");
    expect(loadConfig({ ...production, PAYMENT_SIGNING_SECRET: "k".repeat(32) }).paymentSigningSecret).toBe("k".repeat(32));
    expect(loadConfig({ NODE_ENV: "production" }).paymentSigningSecret).toBeUndefined();
    expect(() => loadConfig({ PAYMENT_SIGNING_SECRET: "short" })).toThrow("PAYMENT_SIGNING_SECRET: must be at least 32 characters");
    expect(() => loadConfig({ VAT_RATE_PERCENT: "9.5" })).toThrow("VAT_RATE_PERCENT");
    expect(() => loadConfig({ VAT_RATE_PERCENT: "101" })).toThrow("VAT_RATE_PERCENT");
    expect(loadConfig({ VAT_RATE_PERCENT: "0" }).vatRatePercent).toBe(0);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PORT: "8080",
      BASE_URL: "https://shop.example.ro/",
      DATABASE_URL: "postgres://u:p@db:5432/shop",
      DATA_DIR: "/var/lib/elara",
      PUBLIC_STOREFRONT_TOKEN: "a-production-token-123",
      BRAND_NAME: "Nova",
      SMTP_URL: "smtps://user:pass@mail.example.ro:465",
      MAIL_FROM: "Nova <comenzi@nova.example>",
      LOG_LEVEL: "warn",
      PRIVACY_POLICY_URL: "https://nova.example/privacy",
      SUPPORT_EMAIL: "help@nova.example",
      WHOLESALE_EMAIL: "b2b@nova.example",
      TRUST_PROXY: "1",
      SHIPPING_FLAT_RATE: "2500",
      VAT_RATE_PERCENT: "19",
      PAYMENT_SIGNING_SECRET: "s".repeat(32),
    });
    expect(config).toEqual({
      nodeEnv: "production",
      port: 8080,
      baseUrl: "https://shop.example.ro",
      databaseUrl: "postgres://u:p@db:5432/shop",
      dataDir: "/var/lib/elara",
      publicStorefrontToken: "a-production-token-123",
      brandName: "Nova",
      smtpUrl: "smtps://user:pass@mail.example.ro:465",
      mailFrom: "Nova <comenzi@nova.example>",
      privacyPolicyUrl: "https://nova.example/privacy",
      supportEmail: "help@nova.example",
      wholesaleEmail: "b2b@nova.example",
      logLevel: "warn",
      trustProxyHops: 1,
      shippingFlatRateMinor: 2500,
      vatRatePercent: 19,
      paymentSigningSecret: "s".repeat(32),
      devMailbox: false,
    });
  });

  it("lists the outbox at /dev/mailbox outside production, and in production only when DEV_MAILBOX=1", () => {
    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", DEV_MAILBOX: "1" }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: "0" }).devMailbox).toBe(false);
    expect(() => loadConfig({ DEV_MAILBOX: "yes" })).toThrow(ConfigError);
  });

  it("treats an empty DATABASE_URL as unset (PGlite)", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("lists every bad variable at once", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        BASE_URL: "not a url",
        DATABASE_URL: "mysql://x",
        LOG_LEVEL: "loud",
        SMTP_URL: "http://mail",
        SUPPORT_EMAIL: "nope",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    for (const name of ["PORT", "BASE_URL", "DATABASE_URL", "LOG_LEVEL", "SMTP_URL", "SUPPORT_EMAIL"]) expect(problems).toContain(name);
  });
});

describe("SHIPPING_FLAT_RATE", () => {
  it.each(["19.99", "-1", "free", "1000001"])("refuses %j: it is a whole number of bani", (value) => {
    expect(() => loadConfig({ SHIPPING_FLAT_RATE: value })).toThrow(/SHIPPING_FLAT_RATE/);
  });

  it("accepts 0, for shipping that is always free", () => {
    expect(loadConfig({ SHIPPING_FLAT_RATE: "0" }).shippingFlatRateMinor).toBe(0);
  });
});

describe("SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN", () => {
  it("leave the blog proxy to this store when unset", () => {
    expect(loadConfig({}).shopifyUpstream).toBeUndefined();
  });

  it("name a Shopify store together, its domain in lower case", () => {
    expect(
      loadConfig({ SHOPIFY_STORE_DOMAIN: " Elara-RO.myshopify.com ", SHOPIFY_STOREFRONT_TOKEN: "shpat-public-token-1234" }).shopifyUpstream,
    ).toEqual({
      storeDomain: "elara-ro.myshopify.com",
      storefrontToken: "shpat-public-token-1234",
    });
  });

  it.each([
    [{ SHOPIFY_STORE_DOMAIN: "elara.myshopify.com" }, /SHOPIFY_STOREFRONT_TOKEN: required/],
    [{ SHOPIFY_STOREFRONT_TOKEN: "shpat-public-token-1234" }, /SHOPIFY_STORE_DOMAIN: required/],
    [{ SHOPIFY_STORE_DOMAIN: "https://elara.myshopify.com", SHOPIFY_STOREFRONT_TOKEN: "shpat-public-token-1234" }, /SHOPIFY_STORE_DOMAIN/],
    [{ SHOPIFY_STORE_DOMAIN: "localhost", SHOPIFY_STOREFRONT_TOKEN: "shpat-public-token-1234" }, /SHOPIFY_STORE_DOMAIN/],
    [{ SHOPIFY_STORE_DOMAIN: "elara.myshopify.com", SHOPIFY_STOREFRONT_TOKEN: "short" }, /SHOPIFY_STOREFRONT_TOKEN/],
  ])("refuses %j", (env, problem) => {
    expect(() => loadConfig(env)).toThrow(problem);
  });
});

describe("redactDatabaseUrl", () => {
  it("masks the password", () => {
    expect(redactDatabaseUrl("postgres://shop:secret@db:5432/elara")).toBe("postgres://shop:***@db:5432/elara");
  });
});
