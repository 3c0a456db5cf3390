/**
 * The payments module (decision 0134): payment attempts through the providers (sandbox, Stripe, cash on delivery),
 * refunds, saved cards, store credit and the unpaid sweep. Its ports: `OrderMoves` (orders: pay, refund, cancel
 * the unpaid, through the lifecycle), `SavedMethodUses` (subscriptions renewing with a saved card), an order's
 * returns (returns' `OrderReturnIds`, whose store credit counts as given back), `ParcelAdditionPayments` (orders: what a
 * parcel addition's payment adds) and the event delivery. Its handlers close a cancelled order's open attempts and
 * give its store credit back; `storeCreditFacts` is the read port invoicing's credit notes take, `paymentFacts`
 * those the subscriptions take.
 */
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { OrderMoves } from "./order-moves.ts";
import { savedCards, type SavedMethodUses } from "./saved-methods.ts";
import { closeOpenAttemptsOfOrder, createPaymentService, type ParcelAdditionPayments, type PaymentService } from "./payment-service.ts";
import { createResultSigner, type ResultSigner } from "./result-signing.ts";
import { createSandboxProvider } from "./sandbox.ts";
import { resolvePaymentSigningSecret } from "./signing-secret.ts";
import {
  createStoreCredit,
  GIVE_BACK_STORE_CREDIT,
  giveBackStoreCredit,
  orderCreditGivenBack,
  type OrderReturnIds,
  type StoreCredit,
} from "./store-credit.ts";
import { createStripeProvider } from "./stripe.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export { pendingAttemptOf } from "./attempt-moves.ts";
export type { SavedCards } from "./saved-methods.ts";
export type { OrderReturnIds } from "./store-credit.ts";
export { cancelPendingAttempts, nameCashTransfer, settleCashAttempt } from "./attempt-moves.ts";
export type { CardSetupOutcome, SavedChargeOutcome } from "./payment-provider.ts";
export type {
  AdditionCard,
  ParcelAdditionPayments,
  PaymentPageView,
  PaymentService,
  RefundOutcome,
  SandboxAction,
  SettleOutcome,
} from "./payment-service.ts";
export { CARD_SETUP_PAGE_PATH, PAYMENT_PAGE_PATH } from "./sandbox.ts";
export { recordSavedMethod, type SavedMethods, type SavedMethodUses } from "./saved-methods.ts";
export { changeStoreCredit, lockedStoreCreditBalance, type StoreCredit, storeCreditBalance, storeCreditHistory } from "./store-credit.ts";
export { WebhookSignatureError } from "./stripe.ts";

export type { OrderMoves };

/** The read ports on the saved methods: `SavedCards`, the cards subscriptions renew with. */
export const paymentFacts = { savedCards };

/** The store's signing secret (payments keep it, every signed link shares it under its own purpose). */
export const storeSigningSecret = (config: Infrastructure["config"]) => resolvePaymentSigningSecret(config).secret;

/** The store credit a cancelled order gave back, once `handler` has had the cancellation. */
export const storeCreditFacts = { amountOf: orderCreditGivenBack, handler: GIVE_BACK_STORE_CREDIT };

export interface PaymentsPorts extends Pick<Infrastructure, "config" | "db" | "clock" | "audit" | "onError"> {
  orderMoves: OrderMoves;
  /** The subscriptions renewing with a saved method, counted and released when it is removed (subscriptions). */
  methodUses: SavedMethodUses;
  /** An order's returns, whose store credit counts as given back (returns' `OrderReturnIds`). */
  orderReturns: OrderReturnIds;
  deliverEvents: DeliverEvents;
  signingSecret: () => string;
  /** What a parcel addition's payment does to its order (orders' parcel additions, decision 0164). */
  parcelAdditions: ParcelAdditionPayments;
}

export interface PaymentsServices {
  payments: PaymentService;
  /** Customers' store credit: balance, ledger, the owner's adjustments (decision 0047). */
  storeCredit: StoreCredit;
}

function lazySigner(secret: () => string): ResultSigner {
  let signer: ResultSigner | undefined;
  const current = () => (signer ??= createResultSigner(secret()));
  return { sign: (result) => current().sign(result), verify: (signed) => current().verify(signed) };
}

export function createPaymentsModule(ports: PaymentsPorts) {
  const { config, db, clock, audit } = ports;
  const sandbox = config.paymentsSandbox
    ? createSandboxProvider({ baseUrl: config.baseUrl, signer: lazySigner(ports.signingSecret) })
    : undefined;
  const stripe = config.stripe
    ? createStripeProvider({ settings: config.stripe, baseUrl: config.baseUrl, brandName: config.brandName })
    : undefined;
  const services: PaymentsServices = {
    payments: createPaymentService({
      db,
      orderMoves: ports.orderMoves,
      methodUses: ports.methodUses,
      sandbox,
      stripe,
      unpaidOrderTtlMinutes: config.unpaidOrderTtlMinutes,
      clock,
      deliverEvents: ports.deliverEvents,
      onAnomaly: ports.onError,
      parcelAdditions: ports.parcelAdditions,
    }),
    storeCredit: createStoreCredit({ db, clock, audit, returnIdsOf: ports.orderReturns }),
  };
  return { services, handlers: { closeOpenAttemptsOfOrder, giveBackStoreCredit: giveBackStoreCredit(ports.orderReturns) } };
}
