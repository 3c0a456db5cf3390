/**
 * The order services of one process over one database and mailer: pricing, discounts (with the
 * first-order rule reading orders), payments with their providers, placing and finding orders.
 */
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import { mailBranding } from "#server/mail/mailer-setup";
import type { Mailer } from "#server/mail/outbox";
import { createResultSigner, type ResultSigner } from "./payments/result-signing.ts";
import { createSandboxProvider } from "./payments/sandbox.ts";
import { resolvePaymentSigningSecret } from "./payments/signing-secret.ts";
import { createDiscountService, type DiscountService } from "./discounts.ts";
import { createExchangeRateService } from "#server/commerce/catalog/exchange-rates";
import { createOrderLookup, type OrderLookup } from "./order-status.ts";
import { createOrderService, hasPreviousOrder, type OrderService, type RegisterAccount } from "./orders.ts";
import { createPaymentService, type PaymentService } from "./payments/payment-service.ts";
import { createOrderPricing } from "./pricing.ts";
import { systemClock, type Clock } from "#server/commerce/shared/clock";

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
