/**
 * The import port of a marketplace's orders (issue 70 item 3, decision 0186): an order a marketplace took (eMAG) is
 * placed through the one order writer like a checkout's, priced by the store's own prices (the offers the store
 * pushed), taking its lines' units from stock, carrying its channel; cash on delivery opens the courier's payment as
 * a checkout's does. Its key (the marketplace's order id) places it once, however many times it is asked.
 */
import type { AddressValues } from "#domain/account-forms";
import { SHOP_CURRENCY } from "#domain/currency";
import type { InvoiceCompany } from "#domain/invoice-company";
import type { OrderChannel } from "#domain/order-contract";
import type { OrderPricingService, RequestedLine } from "#server/commerce/catalog/module";
import type { PaymentService } from "#server/commerce/payments/module";
import type { OrderRow } from "#server/commerce/shared/order-rows";
import type { Database } from "#server/db/client";
import { placeOrder } from "./place.ts";

export interface MarketplaceOrderRequest {
  /** Unique per marketplace order (`emag:<id>`): a second request with it places nothing. */
  key: string;
  channel: Exclude<OrderChannel, "store">;
  email: string;
  lines: readonly RequestedLine[];
  shippingAddress: AddressValues;
  billingAddress: AddressValues;
  invoiceCompany: InvoiceCompany | null;
  /** The note staff read on the order: the marketplace's order number. */
  note: string;
}

export interface MarketplaceOrders {
  /**
   * Places the order and, in its transaction, what the marketplace keeps of it (`alongside`); answers its row, or
   * null when an order already holds the key (nothing written). Throws the pricing's `LinePricingError` when a line
   * is unknown or short of stock, and then nothing is written either.
   */
  place(request: MarketplaceOrderRequest, now: Date, alongside: (tx: Database, order: OrderRow) => Promise<void>): Promise<OrderRow | null>;
}

export function createMarketplaceOrders({
  db,
  pricing,
  payments,
}: {
  db: Database;
  pricing: OrderPricingService;
  payments: Pick<PaymentService, "open">;
}): MarketplaceOrders {
  return {
    async place(request, now, alongside) {
      // Before the transaction: the rates are read outside it.
      const currency = await pricing.chargeCurrency(SHOP_CURRENCY);
      return db.transaction((tx) => placeIn(tx, request, currency, now, alongside));
    },
  };

  async function placeIn(
    tx: Database,
    request: MarketplaceOrderRequest,
    currency: Awaited<ReturnType<OrderPricingService["chargeCurrency"]>>,
    now: Date,
    alongside: (tx: Database, order: OrderRow) => Promise<void>,
  ): Promise<OrderRow | null> {
    const priced = await pricing.price(
      { lines: request.lines, currency, discount: null, shippingCountry: request.shippingAddress.country, language: "ro" },
      tx,
    );
    const order = await placeOrder(
      tx,
      {
        idempotencyKey: request.key,
        requestHash: request.key,
        customerId: null,
        email: request.email,
        language: "ro",
        priced,
        // Only cash-on-delivery orders are imported (decision 0186): the courier collects what eMAG's customer pays.
        paymentMethod: "cod",
        storeCredit: null,
        shippingAddress: request.shippingAddress,
        billingAddress: request.billingAddress,
        invoiceCompany: request.invoiceCompany,
        note: request.note,
        acceptsMarketing: false,
        termsVersion: null,
        stockCause: "order_placed",
        channel: request.channel,
      },
      now,
    );
    if (!order) return null;
    await payments.open(tx, order, "cod", now);
    await alongside(tx, order);
    return order;
  }
}
