/**
 * The order services of one process over one database and mailer: pricing, discounts (with the
 * first-order rule reading orders), payments with their providers, placing and finding orders.
 */
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { mailBranding } from "../mail/mailer-setup.ts";
import type { Mailer } from "../mail/outbox.ts";
import { createResultSigner, type ResultSigner } from "../payments/result-signing.ts";
import { createSandboxProvider } from "../payments/sandbox.ts";
import { resolvePaymentSigningSecret } from "../payments/signing-secret.ts";
import { createDiscountService, type DiscountService } from "./discounts.ts";
import { createExchangeRateService } from "./exchange-rates.ts";
import { createOrderLookup, type OrderLookup } from "./order-status.ts";
import { createOrderService, hasPreviousOrder, type OrderService, type RegisterAccount } from "./orders.ts";
import { createPaymentService, type PaymentService } from "./payments.ts";
import { createOrderPricing } from "./pricing.ts";
import { systemClock, type Clock } from "./tokens.ts";

export interface OrdersRuntime {
  discounts: DiscountService;
  orders: OrderService;
  payments: PaymentService;
  lookup: OrderLookup;
}

export interface OrdersRuntimeLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

type OrdersConfig = Pick<
  Config,
  | "nodeEnv"
  | "baseUrl"
  | "brandName"
  | "supportEmail"
  | "smtpUrl"
  | "mailFrom"
  | "vatRatePercent"
  | "shippingFlatRateMinor"
  | "paymentSigningSecret"
  | "databaseUrl"
  | "dataDir"
>;

/**
 * The key is found (and, in production on PGlite, written beside the data) when the first payment is signed
 * or verified, not when the app is built: a test or a tool that builds the app writes nothing.
 */
function lazySigner(secret: () => string): ResultSigner {
  let signer: ResultSigner | undefined;
  const current = () => (signer ??= createResultSigner(secret()));
  return { sign: (result) => current().sign(result), verify: (signed) => current().verify(signed) };
}

export function createOrdersRuntime({
  db,
  config,
  logger,
  mailer,
  registerAccount,
  clock = systemClock,
}: {
  db: Database;
  config: OrdersConfig;
  logger: OrdersRuntimeLogger;
  mailer: Mailer;
  registerAccount?: RegisterAccount;
  clock?: Clock;
}): OrdersRuntime {
  if (!config.paymentSigningSecret && config.nodeEnv === "development") {
    logger.warn(
      {},
      "PAYMENT_SIGNING_SECRET is not set: payment results are signed with a key of this process only, so links from before a restart will not verify",
    );
  }
  const branding = mailBranding(config);
  const sandbox = createSandboxProvider({ baseUrl: config.baseUrl, signer: lazySigner(() => resolvePaymentSigningSecret(config).secret) });
  const discounts = createDiscountService({ db, hasPreviousOrder });
  const payments = createPaymentService({
    db,
    sandbox,
    clock,
    mailer,
    branding,
    onAnomaly: (details, message) => logger.error(details, message),
  });
  const pricing = createOrderPricing({
    db,
    exchangeRates: createExchangeRateService(db),
    vatRatePercent: config.vatRatePercent,
    shippingFlatRateMinor: config.shippingFlatRateMinor,
  });
  const orders = createOrderService({
    db,
    pricing,
    discounts,
    payments,
    clock,
    mailer,
    branding,
    ...(registerAccount ? { registerAccount } : {}),
    onError: (details, message) => logger.error(details, message),
  });
  return { discounts, orders, payments, lookup: createOrderLookup(db) };
}
