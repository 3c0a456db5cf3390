/**
 * Every environment variable the server reads, validated once at start-up. A bad value stops the
 * server with every problem listed at once, so an operator fixes them in one go.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { Language } from "#domain/locale";
import {
  CAMPAIGN_PARAMETER_PATTERN,
  DEFAULT_CAMPAIGN_PARAMETERS,
  PAGE_QUERY_PARAMETERS,
  campaignParameterMatcher,
} from "#domain/campaign-parameters";
import { DEFAULT_SHIPPING_FLAT_RATE_MINOR } from "#domain/shipping";
import { SAMPLE_COMPANY, type CompanyIdentity } from "#domain/company";
import { normaliseIban } from "#domain/iban";
import { isCalendarDay } from "#domain/romanian-working-days";
import { courierAccounts, courierEnvironmentSchema, type CourierAccounts } from "./config-couriers.ts";
import { invoiceIssuerAccounts, invoiceIssuerEnvironmentSchema, type InvoiceIssuerAccounts } from "./config-invoice-issuers.ts";
import { conversionAccounts, conversionEnvironmentSchema, type ConversionAccounts } from "./config-conversions.ts";
import { emagAccount, emagEnvironmentSchema, type EmagAccount } from "./config-emag.ts";
import { backupBucket, backupBucketEnvironmentSchema, type BackupBucket } from "./config-backup-bucket.ts";
import { cachePurgeEnvironmentSchema, cachePurgeTarget, type CachePurgeTarget } from "./config-cache-purge.ts";

/**
 * Fixed so that a fresh clone works with no setup in development. In production it is refused (decision
 * 0024): `npm start` without PUBLIC_STOREFRONT_TOKEN makes a token of its own, kept beside the data.
 */
export const DEVELOPMENT_STOREFRONT_TOKEN = "elara-dev-storefront-token-0000000000";

export const DEFAULT_BRAND_NAME = "Elara";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/** A DNS host name of at least two labels, as Shopify store domains are. */
const SHOPIFY_HOST = /^(?=.{4,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** A whole number between `min` and `max`, with the one message for each way the value can be wrong. */
const wholeNumberSetting = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const databaseUrl = z.string().refine((value) => /^postgres(ql)?:\/\//.test(value), "must be a postgres:// or postgresql:// URL");

const INVOICE_SERIES_PATTERN = /^[A-Z]{1,10}$/;

/** The sample store's support address: a fresh clone shows it; a store that emails customers must name its own. */
export const SAMPLE_SUPPORT_EMAIL = "suport@elara.ro";

/**
 * Domains no customer can write back to (RFC 2606 and 6761): `localhost`, `.local`, `.test`, `.invalid`, `.example`
 * and example.com/net/org. The address itself, or the one inside `Name <address>`.
 */
export function undeliverableAddress(value: string): boolean {
  const address = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value;
  const domain = address.trim().toLowerCase().split("@")[1] ?? "";
  return (
    domain === "" ||
    domain === "localhost" ||
    /\.(localhost|local|test|invalid|example)$/.test(domain) ||
    /^example\.(com|net|org)$/.test(domain)
  );
}

const configSchema = z.object({
  ...courierEnvironmentSchema,
  ...invoiceIssuerEnvironmentSchema,
  ...conversionEnvironmentSchema,
  ...emagEnvironmentSchema,
  ...backupBucketEnvironmentSchema,
  ...cachePurgeEnvironmentSchema,
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number({ error: "must be a whole number from 0 to 65535" }).int().min(0).max(65_535).default(3000),
  BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z.preprocess(emptyAsUndefined, databaseUrl.optional()),
  DATABASE_LISTEN_URL: z.preprocess(emptyAsUndefined, databaseUrl.optional()),
  DATA_DIR: z.string().min(1).default("./data"),
  PUBLIC_STOREFRONT_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, "must be at least 16 characters").optional()),
  BRAND_NAME: z.string().trim().min(1).max(40).default(DEFAULT_BRAND_NAME),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value), "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().trim().min(3).max(200).optional()),
  PRIVACY_POLICY_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email("must be an email address").optional()),
  STORE_NOTIFY_EMAIL: z.preprocess(emptyAsUndefined, z.email("must be an email address").optional()),
  STORE_NOTIFY_LANGUAGE: z.enum(["ro", "en"], { error: "must be ro or en" }).default("ro"),
  WHOLESALE_EMAIL: z.email().default("parteneri@elara.ro"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.coerce.number({ error: "must be a whole number from 0 to 10" }).int().min(0).max(10).default(0),
  DEV_MAILBOX: z.enum(["0", "1"], { error: "must be 0 or 1" }).optional(),
  PAYMENTS_SANDBOX: z.enum(["0", "1"], { error: "must be 0 or 1" }).optional(),
  COURIER_SANDBOX: z.enum(["0", "1"], { error: "must be 0 or 1" }).optional(),
  API_RESPONSE_CHECKS: z.enum(["0", "1"], { error: "must be 0 or 1" }).optional(),
  ALLOW_UNSAFE_DEV_SETTINGS: z.enum(["0", "1"], { error: "must be 0 or 1" }).optional(),
  STORE_CLOCK_FILE: z.preprocess(emptyAsUndefined, z.string().trim().min(1).optional()),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_…)")
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^whsec_\w+$/, "must be a webhook signing secret (whsec_…)")
      .optional(),
  ),
  STRIPE_API_BASE: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  UNPAID_ORDER_TTL_MINUTES: wholeNumberSetting(30, 1440, "must be a whole number of minutes from 30 to 1440").default(60),
  PAGE_CACHE_MAX_BYTES: wholeNumberSetting(0, 1_073_741_824, "must be a whole number of bytes from 0 (off) to 1073741824").default(
    64 * 1024 * 1024,
  ),
  STOREFRONT_CACHE_MAX_BYTES: wholeNumberSetting(0, 1_073_741_824, "must be a whole number of bytes from 0 (off) to 1073741824").default(
    16 * 1024 * 1024,
  ),
  PAGE_CACHE_CAMPAIGN_PARAMETERS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim())
          .filter((entry) => entry !== ""),
      )
      .pipe(
        z
          .array(z.string())
          .min(1, "must list at least one parameter name")
          .superRefine((list, context) => {
            for (const entry of list.filter((name) => !CAMPAIGN_PARAMETER_PATTERN.test(name)))
              context.addIssue({
                code: "custom",
                message: `must list parameter names (letters, digits, _ - .), each optionally ending in *: not "${entry}"`,
              });
            if (PAGE_QUERY_PARAMETERS.some(campaignParameterMatcher(list)))
              context.addIssue({ code: "custom", message: `must not name what pages read (${PAGE_QUERY_PARAMETERS.join(", ")})` });
          }),
      )
      .optional(),
  ),
  PAGE_CACHE_FRESH_SECONDS: wholeNumberSetting(1, 3600, "must be a whole number of seconds from 1 to 3600").default(60),
  SUBSCRIPTION_REMINDER_DAYS: wholeNumberSetting(1, 14, "must be a whole number of days from 1 to 14").default(3),
  DOMAIN_EVENT_RETENTION_DAYS: wholeNumberSetting(30, 3650, "must be a whole number of days from 30 to 3650").default(180),
  // Retired by decision 0055: a deployment that set it learns where its rate went instead of being charged another.
  VAT_RATE_PERCENT: z.preprocess(
    emptyAsUndefined,
    z.undefined({
      error: "is no longer read: VAT rates (Romania's 21 % and 11 %, and the EU's) are in the database, set at /admin/settings; remove it",
    }),
  ),
  PAYMENT_SIGNING_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  SHOPIFY_STORE_DOMAIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(SHOPIFY_HOST, "must be a host name such as your-store.myshopify.com (no https://, no path)")
      .optional(),
  ),
  SHOPIFY_STOREFRONT_TOKEN: z.preprocess(emptyAsUndefined, z.string().trim().min(16, "must be at least 16 characters").optional()),
  COMPANY_LEGAL_NAME: z.string().trim().min(2).max(200).default(SAMPLE_COMPANY.legalName),
  COMPANY_REGISTRATION_NUMBER: z
    .string()
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9/.-]{2,39}$/i, "must be a trade register number such as J40/1234/2024")
    .default(SAMPLE_COMPANY.registrationNumber),
  COMPANY_VAT_ID: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(RO)?\d{2,10}$/, "must be a fiscal code (CUI): digits, with RO in front for a VAT payer")
    .default(SAMPLE_COMPANY.vatId),
  COMPANY_SHARE_CAPITAL: z.string().trim().min(1).max(60).default(SAMPLE_COMPANY.shareCapital),
  COMPANY_STREET: z.string().trim().min(3).max(200).default(SAMPLE_COMPANY.address.street),
  COMPANY_CITY: z.string().trim().min(2).max(100).default(SAMPLE_COMPANY.address.city),
  COMPANY_COUNTY: z.string().trim().min(2).max(100).default(SAMPLE_COMPANY.address.county),
  COMPANY_POSTAL_CODE: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "must be a six-digit Romanian postal code")
    .default(SAMPLE_COMPANY.address.postalCode),
  COMPANY_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d ()./-]{6,30}$/, "must be a phone number")
    .default(SAMPLE_COMPANY.phone),
  COMPANY_EMAIL: z.preprocess(emptyAsUndefined, z.email("must be an email address").optional()),
  COMPANY_BANK_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(2).max(100).optional()),
  COMPANY_IBAN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => normaliseIban(value) !== null, "must be a valid IBAN")
      .optional(),
  ),
  INVOICE_SERIES: z
    .string()
    .trim()
    .toUpperCase()
    .regex(INVOICE_SERIES_PATTERN, "must be 1–10 capital letters (the invoices' series, e.g. ELR)")
    .default("ELR"),
  CREDIT_NOTE_SERIES: z
    .string()
    .trim()
    .toUpperCase()
    .regex(INVOICE_SERIES_PATTERN, "must be 1–10 capital letters (the credit notes' series, e.g. ELRC)")
    .default("ELRC"),
  ANAF_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().trim().min(8, "must be the OAuth client id ANAF registered").optional()),
  ANAF_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(8, "must be the OAuth client secret ANAF gave").optional()),
  ANAF_REFRESH_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, "must be the refresh token of the store's ANAF authorisation").optional(),
  ),
  ANAF_REFRESH_TOKEN_ISSUED_ON: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine(isCalendarDay, "must be the day ANAF issued the refresh token, as YYYY-MM-DD (it expires 365 days later)")
      .optional(),
  ),
  ANAF_TOKEN_URL: z.url({ protocol: /^https?$/ }).default("https://logincert.anaf.ro/anaf-oauth2/v1/token"),
  ANAF_EFACTURA_URL: z.url({ protocol: /^https?$/ }).default("https://api.anaf.ro/prod/FCTEL/rest"),
  SHIPPING_FLAT_RATE: z.coerce
    .number({ error: "must be a whole number of bani (1999 = 19.99 lei)" })
    .int("must be a whole number of bani (1999 = 19.99 lei)")
    .min(0)
    .max(1_000_000)
    .default(DEFAULT_SHIPPING_FLAT_RATE_MINOR),
  BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  BACKUP_ENCRYPTION_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine(
        (value) => backupKeyBytes(value) !== null,
        "must be 32 random bytes as 64 hex digits or 44 base64 characters (openssl rand -hex 32)",
      )
      .optional(),
  ),
});

/** The AES-256 key BACKUP_ENCRYPTION_KEY spells, as 64 hex digits or 32 bytes in base64; null when it is neither. */
export function backupKeyBytes(value: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, "hex")
    : /^[A-Za-z0-9+/]{43}=?$/.test(value)
      ? Buffer.from(value, "base64")
      : null;
  return bytes?.length === 32 ? bytes : null;
}

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  baseUrl: string;
  databaseUrl: string | undefined;
  /**
   * Where the change listener's own connection goes when DATABASE_URL is a pooler in transaction mode (PgBouncer),
   * which cannot keep a LISTEN: the PostgreSQL server itself. Unset: DATABASE_URL.
   */
  databaseListenUrl: string | undefined;
  dataDir: string;
  publicStorefrontToken: string;
  brandName: string;
  smtpUrl: string | undefined;
  /** Sender of every email, e.g. `Elara <no-reply@elara.ro>`. */
  mailFrom: string;
  /** Where the footer's privacy link goes when the policy lives elsewhere; unset: the store's own /privacy. */
  privacyPolicyUrl: string | undefined;
  supportEmail: string;
  wholesaleEmail: string;
  /** Who is told of every confirmed order, and in which language; unset: nobody. */
  storeNotify: { email: string; language: Language } | undefined;
  logLevel: string;
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are believed (0: none). */
  trustProxyHops: number;
  /** Key of the payment results' HMAC; unset: see server/commerce/payments/signing-secret.ts. */
  paymentSigningSecret: string | undefined;
  /** What an order under the free-shipping threshold pays for shipping, in bani (RON minor units). */
  shippingFlatRateMinor: number;
  /** A Shopify store the blog proxy (`POST /api/shopify`) may forward to, with its Storefront API token; unset: only this store. */
  shopifyUpstream: { storeDomain: string; storefrontToken: string } | undefined;
  /**
   * Whether /dev/mailbox lists the outbox: outside production by default; `DEV_MAILBOX=1` turns it on for a
   * production build under test (the browser tests read the emails there), never for a real store.
   */
  devMailbox: boolean;
  /**
   * Whether each REST answer is checked against its route's contract (decision 0091), a broken one answered 500:
   * outside production by default, so development and the tests fail the day code and description part.
   */
  apiResponseChecks: boolean;
  /**
   * The bearer token GET /metrics asks for. Unset: /metrics is open outside production and absent in
   * production, where it would show every route's traffic to anyone.
   */
  metricsToken: string | undefined;
  /** Whether the sandbox's hosted payment page exists: outside production, or with `PAYMENTS_SANDBOX=1` ("test mode"). */
  paymentsSandbox: boolean;
  /** Whether the sandbox courier (decision 0092) is one of the couriers: outside production, or with `COURIER_SANDBOX=1`. */
  courierSandbox: boolean;
  /**
   * A file holding how many milliseconds the store's clock runs ahead of the machine's (decision 0163): browser tests
   * move a store of their own a day on. Unset: the machine's clock.
   */
  storeClockFile: string | undefined;
  /** The couriers whose accounts are set (issue 43): each enabled with its credentials, all or none. */
  couriers: CourierAccounts;
  /** Oblio and SmartBill, whose accounts are set (issue 70 item 2, decision 0177): the issuers the owner may choose. */
  invoiceIssuers: InvoiceIssuerAccounts;
  /** The ad platforms whose accounts are set (issue 67 item 3, decision 0155): where consented conversions may go. */
  conversions: ConversionAccounts;
  /** The eMAG Marketplace seller account (issue 70 item 3, decision 0186); unset: no marketplace sync. */
  emag: EmagAccount | undefined;
  /** Stripe as the card gateway; unset: no card payments in production. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
  /** How long an order waits for its online payment before the sweep cancels it. */
  unpaidOrderTtlMinutes: number;
  /** How many days before a subscription's delivery its reminder is emailed. */
  subscriptionReminderDays: number;
  /**
   * How long a delivered domain event is kept (decision 0084) before the pruning sweep deletes it; one still waiting
   * or failed for good is kept until it is delivered or put right.
   */
  domainEventRetentionDays: number;
  /** The seller's legal identity (issue 21 item 1), on the footer, the legal pages, invoices and order emails. */
  company: CompanyIdentity;
  /** The series invoices and credit notes are numbered in (issue 21 item 7, decision 0058). */
  invoiceSeries: { invoice: string; creditNote: string };
  /** ANAF's e-Factura API (decision 0060); unset: invoices wait in the admin as "not sent". */
  anaf:
    | {
        clientId: string;
        clientSecret: string;
        refreshToken: string;
        /** The day ANAF issued the refresh token: it dies 365 days later, and the owner is warned 30 days before. */
        refreshTokenIssuedOn: string;
        tokenUrl: string;
        apiBase: string;
      }
    | undefined;
  /** Anonymous pages' HTML kept in memory (decision 0051): at most `maxBytes` (0: off), fresh for `freshSeconds`. */
  pageCache: {
    maxBytes: number;
    freshSeconds: number;
    /** Query parameters left out of a kept page's key and render (decision 0098): `name` or `prefix*`. */
    campaignParameters: readonly string[];
  };
  /** The shared cache in front (Varnish, a CDN) told to drop the pages a change drops here (decision 0104); unset: not told. */
  cachePurge: CachePurgeTarget | undefined;
  /** Public Storefront API reads' answers kept in memory (decision 0061), fresh as long as pages; 0: off. */
  storefrontCacheMaxBytes: number;
  /** Where backups go (decision 0101): set, the store takes one a day by itself and `npm run backup` writes there. */
  backupDir: string | undefined;
  /** The S3-compatible bucket every backup is copied to, off the machine (decision 0180); unset: none. */
  backupBucket: BackupBucket | undefined;
  /** The AES-256 key every backup is encrypted with and `npm run restore` opens one with; unset: backups are plain. */
  backupEncryptionKey: Buffer | undefined;
}

export const STOREFRONT_TOKEN_FILE_NAME = ".storefront-token";

/** A production store on the embedded database keeps the token it made on its first start. */
function storefrontTokenInDataDir(dataDir: string): string {
  const file = path.join(dataDir, STOREFRONT_TOKEN_FILE_NAME);
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 16) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const token = `elara-${randomBytes(18).toString("base64url")}`;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * What a production start says, loudly, about each setting ALLOW_UNSAFE_DEV_SETTINGS=1 let through: every start of a
 * store under test, never quietly.
 */
export function unsafeSettingWarnings(
  config: Pick<Config, "nodeEnv" | "publicStorefrontToken" | "devMailbox" | "courierSandbox" | "storeClockFile">,
): string[] {
  if (config.nodeEnv !== "production") return [];
  const warnings: string[] = [];
  if (config.publicStorefrontToken === DEVELOPMENT_STOREFRONT_TOKEN)
    warnings.push("ALLOW_UNSAFE_DEV_SETTINGS=1: PUBLIC_STOREFRONT_TOKEN is the development token; for tests only");
  if (config.devMailbox)
    warnings.push("ALLOW_UNSAFE_DEV_SETTINGS=1: /dev/mailbox shows every email the store sends, login links included; for tests only");
  if (config.courierSandbox)
    warnings.push(
      "ALLOW_UNSAFE_DEV_SETTINGS=1: COURIER_SANDBOX=1, the sandbox courier's pretend parcels deliver, invoice and settle real orders from /dev/courier (staff only); for tests only",
    );
  if (config.storeClockFile)
    warnings.push(`ALLOW_UNSAFE_DEV_SETTINGS=1: STORE_CLOCK_FILE=${config.storeClockFile} moves the store's clock; for tests only`);
  return warnings;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const value = parsed.data;
  // Several instances share one PostgreSQL database and must all verify each other's signed payment results.
  if (value.NODE_ENV === "production" && value.DATABASE_URL && !value.PAYMENT_SIGNING_SECRET) {
    throw new ConfigError(["PAYMENT_SIGNING_SECRET: required in production with DATABASE_URL (at least 32 characters)"]);
  }
  const production = value.NODE_ENV === "production";
  const unsafeAllowed = value.ALLOW_UNSAFE_DEV_SETTINGS === "1";
  const unsafe: string[] = [];
  if (production && value.DEV_MAILBOX === "1") unsafe.push("DEV_MAILBOX=1 shows every email the store sends, login links included");
  if (production && value.PUBLIC_STOREFRONT_TOKEN === DEVELOPMENT_STOREFRONT_TOKEN)
    unsafe.push("PUBLIC_STOREFRONT_TOKEN is the development token");
  // Its pretend parcels move real orders to delivered (an invoice is issued) and paid, at /dev/courier (issue 64 item 6).
  if (production && value.COURIER_SANDBOX === "1")
    unsafe.push("COURIER_SANDBOX=1 lets the sandbox courier's pretend parcels deliver, invoice and settle real orders");
  // Dates decide money and law here (a renewal's charge, an invoice's date, a 14-day withdrawal): only tests move them.
  if (production && value.STORE_CLOCK_FILE)
    unsafe.push("STORE_CLOCK_FILE moves the store's clock, and with it invoices' dates and renewals");
  if (unsafe.length > 0 && !unsafeAllowed) {
    throw new ConfigError(
      unsafe.map((problem) => `${problem}: refused in production (ALLOW_UNSAFE_DEV_SETTINGS=1 allows it, for tests only)`),
    );
  }
  // A store that really emails customers (SMTP_URL in production) says who sends and where answers go: the emails
  // say "reply to this email", and a no-reply@localhost sender or a sample support address would lose the answer.
  if (production && value.SMTP_URL) {
    const problems: string[] = [];
    if (!value.MAIL_FROM) problems.push("MAIL_FROM: required in production with SMTP_URL (e.g. Elara <comenzi@your-domain.ro>)");
    else if (undeliverableAddress(value.MAIL_FROM))
      problems.push("MAIL_FROM: must be an address at your own domain, not " + value.MAIL_FROM);
    if (!value.SUPPORT_EMAIL)
      problems.push("SUPPORT_EMAIL: required in production with SMTP_URL (customers' replies go there: Reply-To of every email)");
    else if (value.SUPPORT_EMAIL === SAMPLE_SUPPORT_EMAIL || undeliverableAddress(value.SUPPORT_EMAIL))
      problems.push("SUPPORT_EMAIL: must be your store's own address, not " + value.SUPPORT_EMAIL);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  if (production && value.DATABASE_URL && !value.PUBLIC_STOREFRONT_TOKEN) {
    throw new ConfigError([
      "PUBLIC_STOREFRONT_TOKEN: required in production with DATABASE_URL (every instance must accept the same token)",
    ]);
  }
  if (value.DATABASE_LISTEN_URL && !value.DATABASE_URL) {
    throw new ConfigError(["DATABASE_LISTEN_URL: only with DATABASE_URL (it is where DATABASE_URL's change listener connects instead)"]);
  }
  const cachePurge = cachePurgeTarget(value);
  if (cachePurge.problems.length > 0) throw new ConfigError(cachePurge.problems);
  if ((value.STRIPE_SECRET_KEY === undefined) !== (value.STRIPE_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError([
      value.STRIPE_SECRET_KEY === undefined
        ? "STRIPE_SECRET_KEY: required with STRIPE_WEBHOOK_SECRET"
        : "STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY",
    ]);
  }
  if ((value.COMPANY_BANK_NAME === undefined) !== (value.COMPANY_IBAN === undefined)) {
    throw new ConfigError([
      value.COMPANY_IBAN === undefined ? "COMPANY_IBAN: required with COMPANY_BANK_NAME" : "COMPANY_BANK_NAME: required with COMPANY_IBAN",
    ]);
  }
  const anafParts = [value.ANAF_CLIENT_ID, value.ANAF_CLIENT_SECRET, value.ANAF_REFRESH_TOKEN, value.ANAF_REFRESH_TOKEN_ISSUED_ON];
  if (anafParts.some((part) => part !== undefined) && anafParts.some((part) => part === undefined)) {
    throw new ConfigError([
      "ANAF_CLIENT_ID, ANAF_CLIENT_SECRET, ANAF_REFRESH_TOKEN, ANAF_REFRESH_TOKEN_ISSUED_ON: set all four (ANAF's e-Factura) or none",
    ]);
  }
  const issuers = invoiceIssuerAccounts(value);
  if (issuers.problems.length > 0) throw new ConfigError(issuers.problems);
  const couriers = courierAccounts(value);
  if (couriers.problems.length > 0) throw new ConfigError(couriers.problems);
  const conversions = conversionAccounts(value);
  if (conversions.problems.length > 0) throw new ConfigError(conversions.problems);
  const emag = emagAccount(value);
  if (emag.problems.length > 0) throw new ConfigError(emag.problems);
  const bucket = backupBucket(value);
  if (bucket.problems.length > 0) throw new ConfigError(bucket.problems);
  if (value.INVOICE_SERIES === value.CREDIT_NOTE_SERIES) {
    throw new ConfigError(["CREDIT_NOTE_SERIES: must differ from INVOICE_SERIES (each series is numbered on its own)"]);
  }
  if ((value.SHOPIFY_STORE_DOMAIN === undefined) !== (value.SHOPIFY_STOREFRONT_TOKEN === undefined)) {
    throw new ConfigError([
      value.SHOPIFY_STORE_DOMAIN === undefined
        ? "SHOPIFY_STORE_DOMAIN: required with SHOPIFY_STOREFRONT_TOKEN"
        : "SHOPIFY_STOREFRONT_TOKEN: required with SHOPIFY_STORE_DOMAIN",
    ]);
  }
  let storefrontToken: string | undefined;
  return {
    nodeEnv: value.NODE_ENV,
    port: value.PORT,
    baseUrl: (value.BASE_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ""),
    databaseUrl: value.DATABASE_URL,
    databaseListenUrl: value.DATABASE_LISTEN_URL,
    dataDir: path.resolve(value.DATA_DIR),
    // Made on first read, not here: only the running store reads it, so a command such as `npm run restore` writes
    // nothing into DATA_DIR before it has checked that the folder is empty.
    get publicStorefrontToken() {
      storefrontToken ??=
        value.PUBLIC_STOREFRONT_TOKEN ??
        (production ? storefrontTokenInDataDir(path.resolve(value.DATA_DIR)) : DEVELOPMENT_STOREFRONT_TOKEN);
      return storefrontToken;
    },
    brandName: value.BRAND_NAME,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM ?? `${value.BRAND_NAME} <no-reply@localhost>`,
    privacyPolicyUrl: value.PRIVACY_POLICY_URL,
    supportEmail: value.SUPPORT_EMAIL ?? SAMPLE_SUPPORT_EMAIL,
    wholesaleEmail: value.WHOLESALE_EMAIL,
    storeNotify: value.STORE_NOTIFY_EMAIL ? { email: value.STORE_NOTIFY_EMAIL, language: value.STORE_NOTIFY_LANGUAGE } : undefined,
    logLevel: value.LOG_LEVEL,
    trustProxyHops: value.TRUST_PROXY,
    paymentSigningSecret: value.PAYMENT_SIGNING_SECRET,
    shippingFlatRateMinor: value.SHIPPING_FLAT_RATE,
    shopifyUpstream:
      value.SHOPIFY_STORE_DOMAIN && value.SHOPIFY_STOREFRONT_TOKEN
        ? { storeDomain: value.SHOPIFY_STORE_DOMAIN, storefrontToken: value.SHOPIFY_STOREFRONT_TOKEN }
        : undefined,
    devMailbox: value.DEV_MAILBOX === undefined ? value.NODE_ENV !== "production" : value.DEV_MAILBOX === "1",
    apiResponseChecks: value.API_RESPONSE_CHECKS === undefined ? !production : value.API_RESPONSE_CHECKS === "1",
    paymentsSandbox: value.PAYMENTS_SANDBOX === undefined ? !production : value.PAYMENTS_SANDBOX === "1",
    courierSandbox: value.COURIER_SANDBOX === undefined ? !production : value.COURIER_SANDBOX === "1",
    storeClockFile: value.STORE_CLOCK_FILE,
    couriers: couriers.accounts,
    invoiceIssuers: issuers.accounts,
    conversions: conversions.accounts,
    emag: emag.account,
    stripe:
      value.STRIPE_SECRET_KEY && value.STRIPE_WEBHOOK_SECRET
        ? { secretKey: value.STRIPE_SECRET_KEY, webhookSecret: value.STRIPE_WEBHOOK_SECRET, apiBase: value.STRIPE_API_BASE }
        : undefined,
    unpaidOrderTtlMinutes: value.UNPAID_ORDER_TTL_MINUTES,
    subscriptionReminderDays: value.SUBSCRIPTION_REMINDER_DAYS,
    domainEventRetentionDays: value.DOMAIN_EVENT_RETENTION_DAYS,
    pageCache: {
      maxBytes: value.PAGE_CACHE_MAX_BYTES,
      freshSeconds: value.PAGE_CACHE_FRESH_SECONDS,
      campaignParameters: value.PAGE_CACHE_CAMPAIGN_PARAMETERS ?? DEFAULT_CAMPAIGN_PARAMETERS,
    },
    storefrontCacheMaxBytes: value.STOREFRONT_CACHE_MAX_BYTES,
    cachePurge: cachePurge.target,
    backupDir: value.BACKUP_DIR === undefined ? undefined : path.resolve(value.BACKUP_DIR),
    backupEncryptionKey: value.BACKUP_ENCRYPTION_KEY === undefined ? undefined : (backupKeyBytes(value.BACKUP_ENCRYPTION_KEY) ?? undefined),
    backupBucket: bucket.bucket,
    invoiceSeries: { invoice: value.INVOICE_SERIES, creditNote: value.CREDIT_NOTE_SERIES },
    anaf:
      value.ANAF_CLIENT_ID && value.ANAF_CLIENT_SECRET && value.ANAF_REFRESH_TOKEN && value.ANAF_REFRESH_TOKEN_ISSUED_ON
        ? {
            clientId: value.ANAF_CLIENT_ID,
            clientSecret: value.ANAF_CLIENT_SECRET,
            refreshToken: value.ANAF_REFRESH_TOKEN,
            refreshTokenIssuedOn: value.ANAF_REFRESH_TOKEN_ISSUED_ON,
            tokenUrl: value.ANAF_TOKEN_URL,
            apiBase: value.ANAF_EFACTURA_URL.replace(/\/$/, ""),
          }
        : undefined,
    metricsToken: value.METRICS_TOKEN,
    company: {
      legalName: value.COMPANY_LEGAL_NAME,
      registrationNumber: value.COMPANY_REGISTRATION_NUMBER,
      vatId: value.COMPANY_VAT_ID,
      shareCapital: value.COMPANY_SHARE_CAPITAL,
      address: {
        street: value.COMPANY_STREET,
        city: value.COMPANY_CITY,
        county: value.COMPANY_COUNTY,
        postalCode: value.COMPANY_POSTAL_CODE,
        countryCode: "RO",
      },
      phone: value.COMPANY_PHONE,
      email: value.COMPANY_EMAIL ?? value.SUPPORT_EMAIL ?? SAMPLE_SUPPORT_EMAIL,
      bank:
        value.COMPANY_BANK_NAME && value.COMPANY_IBAN
          ? { name: value.COMPANY_BANK_NAME, iban: normaliseIban(value.COMPANY_IBAN) as string }
          : undefined,
    },
  };
}

/** A database URL safe to print: the password is masked. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}
