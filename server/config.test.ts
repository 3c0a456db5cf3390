import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLE_COMPANY, companyAddressLine, isSampleCompany } from "#domain/company";
import { DEFAULT_CAMPAIGN_PARAMETERS } from "#domain/campaign-parameters";
import {
  ConfigError,
  DEVELOPMENT_STOREFRONT_TOKEN,
  STOREFRONT_TOKEN_FILE_NAME,
  loadConfig,
  redactDatabaseUrl,
  unsafeSettingWarnings,
} from "./config.ts";

/** A production environment that needs nothing else, in a data directory of its own. */
const production = () => ({ NODE_ENV: "production", DATA_DIR: mkdtempSync(path.join(tmpdir(), "elara-config-")) });

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
      paymentSigningSecret: undefined,
      privacyPolicyUrl: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it("needs PAYMENT_SIGNING_SECRET in production on PostgreSQL, where instances must agree, and no retired VAT_RATE_PERCENT", () => {
    const shared = { NODE_ENV: "production", DATABASE_URL: "postgres://db/shop", PUBLIC_STOREFRONT_TOKEN: "a-production-token-123" };
    expect(() => loadConfig(shared)).toThrow("PAYMENT_SIGNING_SECRET: required in production with DATABASE_URL");
    expect(loadConfig({ ...shared, PAYMENT_SIGNING_SECRET: "k".repeat(32) }).paymentSigningSecret).toBe("k".repeat(32));
    expect(loadConfig(production()).paymentSigningSecret).toBeUndefined();
    expect(() => loadConfig({ PAYMENT_SIGNING_SECRET: "short" })).toThrow("PAYMENT_SIGNING_SECRET: must be at least 32 characters");
    expect(() => loadConfig({ VAT_RATE_PERCENT: "19" })).toThrow("VAT_RATE_PERCENT: is no longer read");
    expect(loadConfig({ VAT_RATE_PERCENT: "" })).not.toHaveProperty("vatRatePercent");
    for (const days of ["0", "15", "2.5", "three"])
      expect(() => loadConfig({ SUBSCRIPTION_REMINDER_DAYS: days })).toThrow(
        "SUBSCRIPTION_REMINDER_DAYS: must be a whole number of days from 1 to 14",
      );
    expect(loadConfig({}).subscriptionReminderDays).toBe(3);
  });

  it("keeps delivered domain events 180 days unless told a whole number of days from 30 to 3650", () => {
    expect(loadConfig({}).domainEventRetentionDays).toBe(180);
    expect(loadConfig({ DOMAIN_EVENT_RETENTION_DAYS: "30" }).domainEventRetentionDays).toBe(30);
    for (const days of ["29", "3651", "90.5", "forever"])
      expect(() => loadConfig({ DOMAIN_EVENT_RETENTION_DAYS: days })).toThrow(
        "DOMAIN_EVENT_RETENTION_DAYS: must be a whole number of days from 30 to 3650",
      );
  });

  it("refuses an invoice issuer's account set in part, naming what it still needs (decision 0177)", () => {
    expect(() => loadConfig({ NODE_ENV: "test", SMARTBILL_USER: "contabil@nova.ro", SMARTBILL_TOKEN: "t" })).toThrow(
      "SMARTBILL_CIF, SMARTBILL_SERIES: required with the other SmartBill variables (set all or none)",
    );
    expect(() => loadConfig({ NODE_ENV: "test", OBLIO_CIF: "12-34" })).toThrow("OBLIO_CIF: must be the company's CIF");
  });

  it("reads every variable", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PORT: "8080",
      BASE_URL: "https://shop.example.ro/",
      OBLIO_EMAIL: "contabil@nova.ro",
      OBLIO_SECRET: "oblio-secret",
      OBLIO_CIF: "ro12345674",
      OBLIO_SERIES: "NOVA",
      EMAG_USERNAME: "nova-emag",
      EMAG_PASSWORD: "emag-pass",
      EMAG_CALLBACK_TOKEN: "c".repeat(32),
      DATABASE_URL: "postgres://u:p@db:5432/shop",
      DATA_DIR: "/var/lib/elara",
      PUBLIC_STOREFRONT_TOKEN: "a-production-token-123",
      BRAND_NAME: "Nova",
      SMTP_URL: "smtps://user:pass@mail.example.ro:465",
      MAIL_FROM: "Nova <comenzi@nova.ro>",
      LOG_LEVEL: "warn",
      PRIVACY_POLICY_URL: "https://nova.example/privacy",
      SUPPORT_EMAIL: "help@nova.ro",
      WHOLESALE_EMAIL: "b2b@nova.example",
      TRUST_PROXY: "1",
      SHIPPING_FLAT_RATE: "2500",
      PAYMENT_SIGNING_SECRET: "s".repeat(32),
      STRIPE_SECRET_KEY: "sk_live_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_def456",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
      UNPAID_ORDER_TTL_MINUTES: "90",
      SUBSCRIPTION_REMINDER_DAYS: "5",
      DOMAIN_EVENT_RETENTION_DAYS: "365",
      PAGE_CACHE_MAX_BYTES: "1048576",
      PAGE_CACHE_FRESH_SECONDS: "30",
      PAGE_CACHE_CAMPAIGN_PARAMETERS: " utm_*, fbclid ,ref,",
      STOREFRONT_CACHE_MAX_BYTES: "0",
      PAYMENTS_SANDBOX: "0",
      COURIER_SANDBOX: "1",
      ALLOW_UNSAFE_DEV_SETTINGS: "1",
      SAMEDAY_USERNAME: "nova-api",
      SAMEDAY_PASSWORD: "nova-pass",
      SAMEDAY_PICKUP_POINT_ID: "7",
      SAMEDAY_CONTACT_PERSON_ID: "8",
      SAMEDAY_ENVIRONMENT: "demo",
      GA4_MEASUREMENT_ID: "G-NOVA1234",
      GA4_API_SECRET: "ga4-secret-123",
      META_PIXEL_ID: "123456789012345",
      META_ACCESS_TOKEN: "meta-token-456",
      META_TEST_EVENT_CODE: "TEST12345",
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
      mailFrom: "Nova <comenzi@nova.ro>",
      privacyPolicyUrl: "https://nova.example/privacy",
      supportEmail: "help@nova.ro",
      wholesaleEmail: "b2b@nova.example",
      logLevel: "warn",
      trustProxyHops: 1,
      shippingFlatRateMinor: 2500,
      paymentSigningSecret: "s".repeat(32),
      devMailbox: false,
      apiResponseChecks: false,
      paymentsSandbox: false,
      courierSandbox: true,
      couriers: { sameday: { username: "nova-api", password: "nova-pass", pickupPointId: 7, contactPersonId: 8, environment: "demo" } },
      invoiceIssuers: {
        oblio: { email: "contabil@nova.ro", secret: "oblio-secret", cif: "RO12345674", series: "NOVA", baseUrl: "https://www.oblio.eu" },
      },
      conversions: {
        ga4: { measurementId: "G-NOVA1234", apiSecret: "ga4-secret-123", apiBase: "https://www.google-analytics.com" },
        meta: {
          pixelId: "123456789012345",
          accessToken: "meta-token-456",
          testEventCode: "TEST12345",
          apiBase: "https://graph.facebook.com/v25.0",
        },
      },
      stripe: { secretKey: "sk_live_abc123", webhookSecret: "whsec_def456", apiBase: "http://127.0.0.1:12111" },
      unpaidOrderTtlMinutes: 90,
      subscriptionReminderDays: 5,
      domainEventRetentionDays: 365,
      pageCache: { maxBytes: 1_048_576, freshSeconds: 30, campaignParameters: ["utm_*", "fbclid", "ref"] },
      storefrontCacheMaxBytes: 0,
      company: { ...SAMPLE_COMPANY, email: "help@nova.ro" },
      invoiceSeries: { invoice: "ELR", creditNote: "ELRC" },
      anaf: undefined,
      emag: {
        username: "nova-emag",
        password: "emag-pass",
        callbackToken: "c".repeat(32),
        baseUrl: "https://marketplace-api.emag.ro/api-3",
      },
    });
  });

  it("connects eMAG only with its user, password and callback token together, and none by default", () => {
    expect(loadConfig({}).emag).toBeUndefined();
    expect(() => loadConfig({ EMAG_USERNAME: "nova-emag" })).toThrow(
      "EMAG_PASSWORD, EMAG_CALLBACK_TOKEN: required with the other eMAG variables (set all or none)",
    );
    expect(() => loadConfig({ EMAG_USERNAME: "nova-emag", EMAG_PASSWORD: "p", EMAG_CALLBACK_TOKEN: "short" })).toThrow(
      "EMAG_CALLBACK_TOKEN: must be 32 to 128 letters",
    );
    const account = loadConfig({
      EMAG_USERNAME: "nova-emag",
      EMAG_PASSWORD: "p",
      EMAG_CALLBACK_TOKEN: "t".repeat(40),
      EMAG_API_URL: "http://127.0.0.1:9000/api-3/",
    }).emag;
    expect(account?.baseUrl).toBe("http://127.0.0.1:9000/api-3");
  });

  it("connects an ad platform only with its id and secret together, and none by default", () => {
    expect(loadConfig({}).conversions).toEqual({});
    expect(() => loadConfig({ GA4_MEASUREMENT_ID: "G-NOVA1234" })).toThrow("GA4_API_SECRET: required with GA4_MEASUREMENT_ID");
    expect(() => loadConfig({ META_ACCESS_TOKEN: "meta-token-456" })).toThrow("META_PIXEL_ID: required with META_ACCESS_TOKEN");
    expect(() => loadConfig({ GA4_MEASUREMENT_ID: "UA-1234-1", GA4_API_SECRET: "ga4-secret-123" })).toThrow(ConfigError);
  });

  it("numbers invoices in their series and talks to ANAF only with the whole OAuth client", () => {
    expect(loadConfig({ INVOICE_SERIES: " nov ", CREDIT_NOTE_SERIES: "novc" }).invoiceSeries).toEqual({
      invoice: "NOV",
      creditNote: "NOVC",
    });
    expect(() => loadConfig({ INVOICE_SERIES: "ELR-1" })).toThrow(ConfigError);
    expect(() => loadConfig({ INVOICE_SERIES: "ELR", CREDIT_NOTE_SERIES: "ELR" })).toThrow("CREDIT_NOTE_SERIES: must differ");
    expect(() => loadConfig({ ANAF_CLIENT_ID: "client-id-123" })).toThrow("ANAF_CLIENT_ID, ANAF_CLIENT_SECRET, ANAF_REFRESH_TOKEN");
    const client = { ANAF_CLIENT_ID: "client-id-123", ANAF_CLIENT_SECRET: "secret-456789", ANAF_REFRESH_TOKEN: "refresh-token-abcdefgh" };
    // The refresh token's day of issue is required with it, and must be a real day.
    expect(() => loadConfig(client)).toThrow("ANAF_REFRESH_TOKEN_ISSUED_ON: set all four");
    expect(() => loadConfig({ ...client, ANAF_REFRESH_TOKEN_ISSUED_ON: "2026-02-30" })).toThrow(
      "ANAF_REFRESH_TOKEN_ISSUED_ON: must be the day ANAF issued the refresh token",
    );
    expect(
      loadConfig({
        ...client,
        ANAF_REFRESH_TOKEN_ISSUED_ON: "2026-03-01",
        ANAF_EFACTURA_URL: "https://api.anaf.ro/test/FCTEL/rest/",
      }).anaf,
    ).toEqual({
      clientId: "client-id-123",
      clientSecret: "secret-456789",
      refreshToken: "refresh-token-abcdefgh",
      refreshTokenIssuedOn: "2026-03-01",
      tokenUrl: "https://logincert.anaf.ro/anaf-oauth2/v1/token",
      apiBase: "https://api.anaf.ro/test/FCTEL/rest",
    });
  });

  it("takes backups only with BACKUP_DIR, and an encryption key only of 32 bytes in hex or base64", () => {
    expect(loadConfig({})).toMatchObject({ backupDir: undefined, backupEncryptionKey: undefined });
    const hex = "ab".repeat(32);
    const config = loadConfig({ BACKUP_DIR: "backups", BACKUP_ENCRYPTION_KEY: hex });
    expect(config.backupDir).toBe(path.resolve("backups"));
    expect(config.backupEncryptionKey).toEqual(Buffer.from(hex, "hex"));
    expect(loadConfig({ BACKUP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64") }).backupEncryptionKey).toEqual(Buffer.alloc(32, 7));
    for (const key of ["ab".repeat(16), "correct horse battery staple", Buffer.alloc(16).toString("base64")])
      expect(() => loadConfig({ BACKUP_ENCRYPTION_KEY: key }), key).toThrow("BACKUP_ENCRYPTION_KEY: must be 32 random bytes");
  });

  it("copies backups to the bucket BACKUP_S3_URL names, path-style, only with its keys, BACKUP_DIR and https", () => {
    const keys = { BACKUP_S3_ACCESS_KEY_ID: "AKIA0000", BACKUP_S3_SECRET_ACCESS_KEY: "secret-0000" };
    expect(loadConfig({}).backupBucket).toBeUndefined();
    expect(
      loadConfig({ BACKUP_DIR: "backups", BACKUP_S3_URL: "https://s3.eu-central-1.amazonaws.com/elara-shop/backups/ro", ...keys })
        .backupBucket,
    ).toEqual({
      endpoint: "https://s3.eu-central-1.amazonaws.com",
      bucket: "elara-shop",
      prefix: "backups/ro/",
      region: "us-east-1",
      accessKeyId: "AKIA0000",
      secretAccessKey: "secret-0000",
    });
    expect(
      loadConfig({ BACKUP_DIR: "b", BACKUP_S3_URL: "http://127.0.0.1:9000/elara", BACKUP_S3_REGION: "auto", ...keys }).backupBucket,
    ).toMatchObject({ endpoint: "http://127.0.0.1:9000", bucket: "elara", prefix: "", region: "auto" });
    const refused: [NodeJS.ProcessEnv, string][] = [
      [{ BACKUP_DIR: "b", BACKUP_S3_URL: "https://s3.example.com", ...keys }, "BACKUP_S3_URL: must name the bucket"],
      [{ BACKUP_DIR: "b", BACKUP_S3_URL: "http://s3.example.com/elara", ...keys }, "BACKUP_S3_URL: must be https"],
      [{ BACKUP_DIR: "b", BACKUP_S3_URL: "https://key:secret@s3.example.com/elara", ...keys }, "BACKUP_S3_URL: must hold no credentials"],
      [{ BACKUP_DIR: "b", BACKUP_S3_URL: "https://s3.example.com/elara" }, "BACKUP_S3_ACCESS_KEY_ID: required with BACKUP_S3_URL"],
      [{ BACKUP_S3_URL: "https://s3.example.com/elara", ...keys }, "BACKUP_S3_URL: needs BACKUP_DIR"],
      [{ BACKUP_DIR: "b", ...keys }, "BACKUP_S3_ACCESS_KEY_ID: set without BACKUP_S3_URL"],
      [{ BACKUP_DIR: "b", BACKUP_S3_URL: "s3://elara", ...keys }, "BACKUP_S3_URL"],
    ];
    for (const [env, message] of refused) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
  });

  it("keeps 64 MB of pages fresh for a minute unless told otherwise, and refuses a freshness it cannot honour", () => {
    expect(loadConfig({}).pageCache).toEqual({
      maxBytes: 64 * 1024 * 1024,
      freshSeconds: 60,
      campaignParameters: DEFAULT_CAMPAIGN_PARAMETERS,
    });
    expect(loadConfig({ PAGE_CACHE_MAX_BYTES: "0" }).pageCache.maxBytes).toBe(0);
    expect(() => loadConfig({ PAGE_CACHE_FRESH_SECONDS: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ PAGE_CACHE_MAX_BYTES: "-1" })).toThrow(ConfigError);
  });

  it("drops the documented campaign parameters from kept pages unless told which, and refuses a list that is no list of names or names what pages read", () => {
    expect(loadConfig({}).pageCache.campaignParameters).toEqual(expect.arrayContaining(["utm_*", "fbclid", "gclid", "msclkid", "ttclid"]));
    expect(() => loadConfig({ PAGE_CACHE_CAMPAIGN_PARAMETERS: "utm_*, not a name" })).toThrow(
      'PAGE_CACHE_CAMPAIGN_PARAMETERS: must list parameter names (letters, digits, _ - .), each optionally ending in *: not "not a name"',
    );
    expect(() => loadConfig({ PAGE_CACHE_CAMPAIGN_PARAMETERS: " , " })).toThrow("PAGE_CACHE_CAMPAIGN_PARAMETERS: must list at least one");
    for (const list of ["utm_*,lng", "l*", "AFTER"])
      expect(() => loadConfig({ PAGE_CACHE_CAMPAIGN_PARAMETERS: list }), list).toThrow("must not name what pages read (lng, after)");
  });

  it("lists the outbox at /dev/mailbox outside production; in production only when unsafe settings are allowed", () => {
    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig(production()).devMailbox).toBe(false);
    expect(() => loadConfig({ ...production(), DEV_MAILBOX: "1" })).toThrow(
      "DEV_MAILBOX=1 shows every email the store sends, login links included: refused in production (ALLOW_UNSAFE_DEV_SETTINGS=1 allows it, for tests only)",
    );
    expect(loadConfig({ ...production(), DEV_MAILBOX: "1", ALLOW_UNSAFE_DEV_SETTINGS: "1" }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: "0" }).devMailbox).toBe(false);
    expect(() => loadConfig({ DEV_MAILBOX: "yes" })).toThrow(ConfigError);
  });

  it("refuses the development storefront token in production, and makes a token of its own beside the data", () => {
    expect(() => loadConfig({ ...production(), PUBLIC_STOREFRONT_TOKEN: DEVELOPMENT_STOREFRONT_TOKEN })).toThrow(
      "PUBLIC_STOREFRONT_TOKEN is the development token: refused in production",
    );
    expect(
      loadConfig({ ...production(), PUBLIC_STOREFRONT_TOKEN: DEVELOPMENT_STOREFRONT_TOKEN, ALLOW_UNSAFE_DEV_SETTINGS: "1" })
        .publicStorefrontToken,
    ).toBe(DEVELOPMENT_STOREFRONT_TOKEN);

    const env = production();
    const made = loadConfig(env).publicStorefrontToken;
    expect(made).not.toBe(DEVELOPMENT_STOREFRONT_TOKEN);
    expect(made.length).toBeGreaterThanOrEqual(16);
    const file = path.join(env.DATA_DIR, STOREFRONT_TOKEN_FILE_NAME);
    expect(readFileSync(file, "utf8").trim()).toBe(made);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig(env).publicStorefrontToken).toBe(made);
    // Instances sharing PostgreSQL must accept one token, so each cannot make its own.
    expect(() => loadConfig({ ...production(), DATABASE_URL: "postgres://db/shop", PAYMENT_SIGNING_SECRET: "k".repeat(32) })).toThrow(
      "PUBLIC_STOREFRONT_TOKEN: required in production with DATABASE_URL",
    );
  });

  it("has the sandbox payment page only outside production, or with PAYMENTS_SANDBOX=1", () => {
    expect(loadConfig({}).paymentsSandbox).toBe(true);
    expect(loadConfig({ PAYMENTS_SANDBOX: "0" }).paymentsSandbox).toBe(false);
    expect(loadConfig(production()).paymentsSandbox).toBe(false);
    expect(loadConfig({ ...production(), PAYMENTS_SANDBOX: "1" }).paymentsSandbox).toBe(true);
  });

  it("takes Stripe's two secrets together, and an unpaid-order lifetime in minutes", () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({}).unpaidOrderTtlMinutes).toBe(60);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow("STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY");
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toThrow("STRIPE_SECRET_KEY: required with STRIPE_WEBHOOK_SECRET");
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toThrow(
      "STRIPE_SECRET_KEY: must be a Stripe secret key",
    );
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }).stripe).toEqual({
      secretKey: "sk_test_abc",
      webhookSecret: "whsec_abc",
      apiBase: undefined,
    });
    for (const minutes of ["29", "1441", "1.5", "soon"])
      expect(() => loadConfig({ UNPAID_ORDER_TTL_MINUTES: minutes })).toThrow("UNPAID_ORDER_TTL_MINUTES");
  });

  it("tells nobody of new orders unless STORE_NOTIFY_EMAIL names an address, in Romanian unless asked otherwise", () => {
    expect(loadConfig({}).storeNotify).toBeUndefined();
    expect(loadConfig({ STORE_NOTIFY_EMAIL: "" }).storeNotify).toBeUndefined();
    expect(loadConfig({ STORE_NOTIFY_EMAIL: "comenzi@elara.ro" }).storeNotify).toEqual({ email: "comenzi@elara.ro", language: "ro" });
    expect(loadConfig({ STORE_NOTIFY_EMAIL: "orders@elara.ro", STORE_NOTIFY_LANGUAGE: "en" }).storeNotify).toEqual({
      email: "orders@elara.ro",
      language: "en",
    });
    expect(() => loadConfig({ STORE_NOTIFY_EMAIL: "comenzi" })).toThrow("STORE_NOTIFY_EMAIL: must be an email address");
    expect(() => loadConfig({ STORE_NOTIFY_LANGUAGE: "fr" })).toThrow("STORE_NOTIFY_LANGUAGE: must be ro or en");
  });

  it("emails customers in production only from a real sender, with the owner's own support address as Reply-To", () => {
    const sending = { NODE_ENV: "production", SMTP_URL: "smtp://mail.nova.ro:587", PUBLIC_STOREFRONT_TOKEN: "a-production-token-123" };
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems(sending)).toEqual([
      "MAIL_FROM: required in production with SMTP_URL (e.g. Elara <comenzi@your-domain.ro>)",
      "SUPPORT_EMAIL: required in production with SMTP_URL (customers' replies go there: Reply-To of every email)",
    ]);
    expect(problems({ ...sending, MAIL_FROM: "Nova <no-reply@localhost>", SUPPORT_EMAIL: "suport@elara.ro" })).toEqual([
      "MAIL_FROM: must be an address at your own domain, not Nova <no-reply@localhost>",
      "SUPPORT_EMAIL: must be your store's own address, not suport@elara.ro",
    ]);
    expect(problems({ ...sending, MAIL_FROM: "shop@nova.test", SUPPORT_EMAIL: "help@example.com" })).toHaveLength(2);
    const config = loadConfig({ ...sending, MAIL_FROM: "Nova <comenzi@nova.ro>", SUPPORT_EMAIL: "ajutor@nova.ro" });
    expect(config).toMatchObject({ mailFrom: "Nova <comenzi@nova.ro>", supportEmail: "ajutor@nova.ro" });
    // Without SMTP nothing reaches a customer (the outbox keeps it): a fresh clone's `npm start` still starts.
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_STOREFRONT_TOKEN: "a-production-token-123" }).supportEmail).toBe("suport@elara.ro");
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }).mailFrom).toBe("Elara <no-reply@localhost>");
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

describe("COMPANY_*", () => {
  it("runs a fresh clone on the visibly fake sample company", () => {
    const { company } = loadConfig({});
    expect(company).toEqual({ ...SAMPLE_COMPANY, email: "suport@elara.ro" });
    expect(isSampleCompany(company)).toBe(true);
  });

  it("reads the seller's identity, its VAT id in upper case and its IBAN compacted", () => {
    const { company } = loadConfig({
      COMPANY_LEGAL_NAME: "Nova Health S.R.L.",
      COMPANY_REGISTRATION_NUMBER: "J12/345/2023",
      COMPANY_VAT_ID: "ro12345678",
      COMPANY_SHARE_CAPITAL: "1.000 lei",
      COMPANY_STREET: "Str. Memorandumului 28",
      COMPANY_CITY: "Cluj-Napoca",
      COMPANY_COUNTY: "Cluj",
      COMPANY_POSTAL_CODE: "400114",
      COMPANY_PHONE: "+40 264 000 111",
      COMPANY_EMAIL: "contact@nova.example",
      COMPANY_BANK_NAME: "Banca Transilvania",
      COMPANY_IBAN: "ro49 aaaa 1b31 0075 9384 0000",
    });
    expect(company).toEqual({
      legalName: "Nova Health S.R.L.",
      registrationNumber: "J12/345/2023",
      vatId: "RO12345678",
      shareCapital: "1.000 lei",
      address: { street: "Str. Memorandumului 28", city: "Cluj-Napoca", county: "Cluj", postalCode: "400114", countryCode: "RO" },
      phone: "+40 264 000 111",
      email: "contact@nova.example",
      bank: { name: "Banca Transilvania", iban: "RO49AAAA1B31007593840000" },
    });
    expect(isSampleCompany(company)).toBe(false);
    expect(companyAddressLine(company.address)).toBe("Str. Memorandumului 28, Cluj-Napoca, Cluj, 400114");
  });

  it("refuses a fiscal code with letters, a foreign postal code, a bad IBAN or a bank without its account", () => {
    expect(() => loadConfig({ COMPANY_VAT_ID: "RO12A45" })).toThrow(/COMPANY_VAT_ID/);
    expect(() => loadConfig({ COMPANY_POSTAL_CODE: "SW1A 1AA" })).toThrow(/COMPANY_POSTAL_CODE/);
    expect(() => loadConfig({ COMPANY_BANK_NAME: "BT", COMPANY_IBAN: "RO49AAAA1B31007593840001" })).toThrow(/COMPANY_IBAN/);
    expect(() => loadConfig({ COMPANY_BANK_NAME: "BT" })).toThrow(/COMPANY_IBAN: required with COMPANY_BANK_NAME/);
  });

  it("writes the sample's Bucharest address without naming the city twice", () => {
    expect(companyAddressLine(SAMPLE_COMPANY.address)).toBe("Strada Exemplului 1, București, Sector 1, 010001");
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

describe("the couriers' accounts", () => {
  const SAMEDAY = {
    SAMEDAY_USERNAME: "elara-api",
    SAMEDAY_PASSWORD: "s3cret-pass",
    SAMEDAY_PICKUP_POINT_ID: "12",
    SAMEDAY_CONTACT_PERSON_ID: "34",
  };
  const CARGUS = {
    CARGUS_SUBSCRIPTION_KEY: "0123456789abcdef",
    CARGUS_USERNAME: "elara",
    CARGUS_PASSWORD: "cargus-pass",
    CARGUS_PICKUP_LOCATION_ID: "201",
    CARGUS_SENDER_COUNTY: "Cluj",
    CARGUS_SENDER_LOCALITY: "Cluj-Napoca",
  };

  it("enables none without credentials, and the sandbox courier outside production; in production only when unsafe settings are allowed", () => {
    const config = loadConfig({});
    expect(config.couriers).toEqual({});
    expect(config.courierSandbox).toBe(true);
    expect(loadConfig(production()).courierSandbox).toBe(false);
    // Its page moves real orders to delivered and paid (issue 64 item 6): not for a real store.
    expect(() => loadConfig({ ...production(), COURIER_SANDBOX: "1" })).toThrow(
      "COURIER_SANDBOX=1 lets the sandbox courier's pretend parcels deliver, invoice and settle real orders: refused in production (ALLOW_UNSAFE_DEV_SETTINGS=1 allows it, for tests only)",
    );
    const allowed = loadConfig({ ...production(), COURIER_SANDBOX: "1", ALLOW_UNSAFE_DEV_SETTINGS: "1" });
    expect(allowed.courierSandbox).toBe(true);
    expect(unsafeSettingWarnings(allowed)).toEqual([
      expect.stringMatching(/^ALLOW_UNSAFE_DEV_SETTINGS=1: COURIER_SANDBOX=1, .*for tests only$/),
    ]);
    expect(loadConfig({ ...production(), COURIER_SANDBOX: "0" }).courierSandbox).toBe(false);
    expect(unsafeSettingWarnings(loadConfig(production()))).toEqual([]);
    expect(unsafeSettingWarnings(loadConfig({}))).toEqual([]);
  });

  it("moves the store's clock by STORE_CLOCK_FILE only outside production, or with unsafe settings allowed and a warning", () => {
    expect(loadConfig({}).storeClockFile).toBeUndefined();
    expect(loadConfig({ STORE_CLOCK_FILE: "/tmp/elara-clock" }).storeClockFile).toBe("/tmp/elara-clock");
    expect(() => loadConfig({ ...production(), STORE_CLOCK_FILE: "/tmp/elara-clock" })).toThrow(
      "STORE_CLOCK_FILE moves the store's clock, and with it invoices' dates and renewals: refused in production (ALLOW_UNSAFE_DEV_SETTINGS=1 allows it, for tests only)",
    );
    const allowed = loadConfig({ ...production(), STORE_CLOCK_FILE: "/tmp/elara-clock", ALLOW_UNSAFE_DEV_SETTINGS: "1" });
    expect(unsafeSettingWarnings(allowed)).toEqual([
      "ALLOW_UNSAFE_DEV_SETTINGS=1: STORE_CLOCK_FILE=/tmp/elara-clock moves the store's clock; for tests only",
    ]);
  });

  it("enables each courier whose account is set whole, in its production environment unless told", () => {
    const config = loadConfig({
      ...SAMEDAY,
      ...CARGUS,
      CARGUS_ENVIRONMENT: "test",
      FAN_COURIER_CLIENT_ID: "7032158",
      FAN_COURIER_USERNAME: "elara",
      FAN_COURIER_PASSWORD: "fan-pass",
    });
    expect(config.couriers.sameday).toEqual({
      username: "elara-api",
      password: "s3cret-pass",
      pickupPointId: 12,
      contactPersonId: 34,
      environment: "production",
    });
    expect(config.couriers.cargus).toMatchObject({
      pickupLocationId: 201,
      environment: "test",
      cashOnDeliveryTo: "bank",
      priceTableId: null,
    });
    expect(config.couriers.fanCourier).toEqual({ clientId: "7032158", username: "elara", password: "fan-pass", baseUrl: undefined });
  });

  it.each([
    [
      { SAMEDAY_USERNAME: "elara-api" },
      /SAMEDAY_PASSWORD, SAMEDAY_PICKUP_POINT_ID, SAMEDAY_CONTACT_PERSON_ID: required with the other Sameday variables/,
    ],
    [{ ...CARGUS, CARGUS_SENDER_LOCALITY: "" }, /CARGUS_SENDER_LOCALITY: required with the other Cargus variables/],
    [{ FAN_COURIER_PASSWORD: "fan-pass" }, /FAN_COURIER_CLIENT_ID, FAN_COURIER_USERNAME: required/],
    [{ ...SAMEDAY, SAMEDAY_PICKUP_POINT_ID: "twelve" }, /SAMEDAY_PICKUP_POINT_ID: must be the whole-number id/],
    [{ ...SAMEDAY, SAMEDAY_ENVIRONMENT: "staging" }, /SAMEDAY_ENVIRONMENT: must be production or demo/],
  ])("refuses a half-set or wrong account %j", (env, problem) => {
    expect(() => loadConfig(env)).toThrow(problem);
  });
});

describe("redactDatabaseUrl", () => {
  it("masks the password", () => {
    expect(redactDatabaseUrl("postgres://shop:secret@db:5432/elara")).toBe("postgres://shop:***@db:5432/elara");
  });
});
