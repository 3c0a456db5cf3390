/**
 * The customer's side of returns (issue 19 items 1 and 2): the orders they may still send back, a quote, the
 * request itself, their returns, and cancelling one while it waits. Everything the money depends on — the window,
 * the units left, the amount — is decided here, and a request is one transaction that holds the order's row, so two
 * requests at once cannot return the same unit twice. Each step of the lifecycle is its own command in `customer/`
 * (quoting, requesting, withdrawing, cancelling, reading); this file assembles them for the two owners a request may
 * have, a signed-in customer and a guest's signed link.
 */
import type { CustomerReturn, EligibleReturnOrder, ReturnRefusal, ReturnRequestBody } from "#domain/customer-returns";
import type { Language } from "#domain/locale";
import type { OrderWithdrawal } from "#domain/order-contract";
import { returnCancelling } from "./customer/cancelling.ts";
import { customerOwner, linkOwner, type CustomerRef, type CustomerReturnsDeps, type StoredReturnPhoto } from "./customer/kit.ts";
import { returnQuoting, type QuoteOutcome } from "./customer/quoting.ts";
import { returnReading } from "./customer/reading.ts";
import { returnRequesting } from "./customer/requesting.ts";
import { withdrawing } from "./customer/withdrawing.ts";

export type { CustomerRef, StoredReturnPhoto };

export type ReturnOutcome = { ok: true; value: CustomerReturn } | { ok: false; reason: ReturnRefusal; field: string };

export interface CustomerReturns {
  eligibleOrders(customer: CustomerRef): Promise<EligibleReturnOrder[]>;
  quote(customer: CustomerRef, body: ReturnRequestBody): Promise<QuoteOutcome>;
  /**
   * The request, with its photos' rows in the same transaction. Photos whose request is refused, or whose
   * transaction fails, are deleted (`discardPhotos`): no file is left that no row refers to.
   */
  request(customer: CustomerRef, body: ReturnRequestBody, language: Language, photos?: StoredReturnPhoto[]): Promise<ReturnOutcome>;
  list(customer: CustomerRef): Promise<CustomerReturn[]>;
  get(customer: CustomerRef, id: number): Promise<CustomerReturn | null>;
  /** The stored file of one of the customer's return photos, or null (not theirs, no such photo). */
  photoFile(customer: CustomerRef, id: number, position: number): Promise<string | null>;
  cancel(customer: CustomerRef, id: number, language: Language): Promise<ReturnOutcome>;
  /**
   * The legal withdrawal from the contract (OUG 34/2014), proven like guest order tracking by the order's number
   * and email: every unit not yet returned, shipping refunded, the refund due within 14 days, acknowledged by email.
   * Before the parcel leaves it stops the order (decision 0075): cancelled, stock and the rest given back, and what
   * was paid online refunded at once; nothing paid, nothing to refund, and the withdrawal is complete. Asked again
   * for an order it already stopped, it answers that withdrawal.
   */
  withdraw(
    proof: { orderNumber: number; email: string },
    bankAccount: { iban: string; accountHolder: string } | undefined,
    language: Language,
  ): Promise<ReturnOutcome>;
  /**
   * Whether the order can be withdrawn from now, by the rules `withdraw` applies, until when, and the withdrawal
   * already made from it (for the customer's order page and guest tracking); null for an unknown order.
   */
  withdrawalOf(orderId: number): Promise<OrderWithdrawal | null>;
  /** The withdrawal a guest's signed link names (decision 0075); null when it is no withdrawal. */
  withdrawalByLink(returnId: number): Promise<CustomerReturn | null>;
  /**
   * The one order a guest's return link names (decision 0130), as the account's form offers it, and whether its money
   * may come back as store credit (only to an account); null when nothing of it can be returned now.
   */
  linkedOrder(orderId: number): Promise<{ order: EligibleReturnOrder; storeCredit: boolean } | null>;
  /** `quote` for the order a guest's return link names. */
  quoteByLink(orderId: number, body: ReturnRequestBody): Promise<QuoteOutcome>;
  /** `request` for the order a guest's return link names: the return belongs to the order's account, if it has one. */
  requestByLink(orderId: number, body: ReturnRequestBody, language: Language, photos?: StoredReturnPhoto[]): Promise<ReturnOutcome>;
}

export function createCustomerReturns(deps: CustomerReturnsDeps): CustomerReturns {
  const { eligible, quote, linkedOrder } = returnQuoting(deps);
  const request = returnRequesting(deps);
  return {
    ...returnReading(deps),
    ...withdrawing(deps),
    cancel: returnCancelling(deps),
    linkedOrder,
    eligibleOrders: (customer) => eligible(customerOwner(customer)),
    quote: (customer, body) => quote(customerOwner(customer), body),
    request: (customer, body, language, photos) => request(customerOwner(customer), body, language, photos),
    quoteByLink: (orderId, body) => quote(linkOwner(orderId), body),
    requestByLink: (orderId, body, language, photos) => request(linkOwner(orderId), body, language, photos),
  };
}
