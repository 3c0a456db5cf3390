/**
 * The order routes' answers as schemas (decision 0091): the server's contracts check its answers against them and the
 * API description is generated from them; `order-contract.ts` takes its types from them with `import type`, so the
 * checkout's bundle carries no zod.
 */
import { z } from "zod";
import { addressSchema } from "./address-schema.ts";
import { customerReturnSchema } from "./customer-returns.ts";
import { RETURN_STATUSES } from "./returns.ts";
import { VAT_SCHEMES } from "./vat.ts";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_RESULTS } from "./order-contract.ts";
import { COURIER_IDS, SHIPMENT_STATUSES } from "./shipments.ts";

/** The Storefront API's `MoneyV2`: a decimal string in the order's currency. */
export const moneyJsonSchema = z.object({ amount: z.string(), currencyCode: z.string() }).meta({ id: "MoneyV2" });

const paymentMethodSchema = z.enum(PAYMENT_METHODS);

export const PAYMENT_STATUSES = ["pending", "succeeded", "declined", "cancelled", "refunded"] as const;

export const orderLineSchema = z.object({
  variantId: z.string().nullable(),
  productHandle: z.string().nullable(),
  title: z.string(),
  variantTitle: z.string(),
  quantity: z.number().int(),
  unitPrice: moneyJsonSchema,
  total: moneyJsonSchema.describe("Before the discount."),
  discount: moneyJsonSchema.describe("This line's share of the order's discount (0 where the code does not apply)."),
  isSubscription: z.boolean(),
  isGift: z.boolean().describe("A gift with purchase of an automatic promotion: its whole total is its discount."),
});

/** What one automatic promotion took off (Shopify's `discountAllocations`), in the order's language and currency. */
export const discountAllocationSchema = z
  .object({
    title: z.string(),
    kind: z.enum(["discount", "gift", "free_shipping"]),
    amount: moneyJsonSchema.describe("Off the lines; for free shipping, what the shipping would have cost."),
  })
  .meta({ id: "DiscountAllocation" });

/** What one more step would earn: the shopper's page words it. */
export const promotionHintSchema = z.object({
  title: z.string().describe("The promotion's title, in the order's language."),
  kind: z.enum(["tier_quantity", "tier_value", "gift", "free_shipping", "amount_off"]),
  missingUnits: z.number().int().optional().describe("`tier_quantity`: units of the promotion's products still to add."),
  missing: moneyJsonSchema.optional().describe("The other kinds: what is still to add, in the order's currency."),
  percent: z.number().int().optional().describe("The tiers: the percent the next tier takes off."),
});

export const orderDiscountSchema = z.object({
  code: z.string(),
  kind: z.enum(["percent", "fixed"]).describe("`percent` (with `percent` 1–100) or `fixed` (an amount in lei, `percent` 0)."),
  percent: z.number(),
  amount: moneyJsonSchema.describe("What the order was charged off, in its currency."),
});

export const orderTaxSchema = z.object({
  ratePercent: z
    .number()
    .describe("The highest rate of the order (its one rate for orders placed before VAT depended on the destination)."),
  amount: moneyJsonSchema,
  scheme: z
    .enum(VAT_SCHEMES)
    .nullable()
    .describe("How the order is taxed (decision 0055): `export` carries none; null for orders placed before."),
  rates: z.array(z.object({ ratePercent: z.number(), amount: moneyJsonSchema })).describe("The VAT by rate, highest first."),
});

/** A carrier service that ships to the chosen country, priced for this order (decision 0056). */
export const shippingOptionJsonSchema = z.object({
  id: z.string(),
  name: z.string().describe("In the language asked for: “Fan Courier”, “Poșta Română internațional”."),
  deliveryTime: z.string(),
  price: moneyJsonSchema,
  pickupPointsOf: z
    .enum(COURIER_IDS)
    .optional()
    .describe("Present for a service to a locker or pick-up point of this courier: the order then names one (`pickupPointId`)."),
});

/** Whether the order can still be withdrawn from (OUG 34/2014), until when, and the withdrawal already made. */
export const orderWithdrawalSchema = z.object({
  open: z
    .boolean()
    .describe("A withdrawal may be made now: the order is confirmed, within 14 days of receipt, with units not yet returned."),
  deadline: z
    .string()
    .nullable()
    .describe("The last moment of the 14 days (receipt + 14 days); null while the order has not been received."),
  needsBankAccount: z.boolean().describe("Cash was paid on delivery: a withdrawal must say where to send it back."),
  returnId: z.number().int().nullable(),
  returnStatus: z.enum(RETURN_STATUSES).nullable(),
  orderStopped: z.boolean().describe("The withdrawal came before the parcel left and stopped the order (decision 0075)."),
});

const orderInvoiceLinkSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["invoice", "credit_note"]),
  label: z.string(),
  issueDate: z.string(),
  pdfUrl: z.string(),
  validatedByAnaf: z.boolean().describe("ANAF's e-Factura accepted it."),
  issuer: z
    .enum(["elara", "oblio", "smartbill"])
    .describe("Who numbered it (decision 0177): the store itself, or its Oblio or SmartBill account, whose PDF the link serves."),
});

/** The order's parcel through a courier, as the shopper follows it on the store's own pages (issue 43 item 6). */
export const orderParcelSchema = z
  .object({
    courier: z.enum(COURIER_IDS),
    awb: z.string(),
    status: z.enum(SHIPMENT_STATUSES).describe("Where the parcel is now: its latest event's status."),
    destination: z
      .object({
        kind: z.enum(["locker", "pickup_point", "address"]),
        name: z.string().nullable().describe("The locker's or pick-up point's name; null for an address."),
        address: z.string(),
        city: z.string(),
      })
      .nullable()
      .describe(
        "The locker the shopper chose, or (in the customer's own order only) the street; null in guest tracking of a parcel to an address.",
      ),
    events: z
      .array(
        z.object({
          at: z.string(),
          status: z.enum(SHIPMENT_STATUSES),
          description: z.string().describe("The courier's own words, often Romanian."),
          location: z.string().nullable(),
        }),
      )
      .describe("What the courier said of the parcel, the newest first."),
  })
  .meta({ id: "OrderParcel" });
/** The locker or pick-up point an order goes to, as the order keeps it (`ChosenPickupPoint`). */
export const chosenPickupPointSchema = z
  .object({
    courier: z.enum(COURIER_IDS),
    id: z.string().describe("The courier's own id of the point."),
    kind: z.enum(["locker", "pickup_point"]),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    county: z.string(),
  })
  .meta({ id: "ChosenPickupPoint" });

/**
 * The product a cash-on-delivery order is offered to add to its parcel (decision 0158), priced as the order is (its
 * currency, at its rate, with its destination's VAT): answered by one order's routes while the parcel is open.
 */
export const parcelOfferSchema = z
  .object({
    token: z.string().describe("The signed order token that authorises the addition (`POST /api/parcel-additions`)."),
    variantId: z.number().int(),
    productHandle: z.string(),
    title: z.string(),
    variantTitle: z.string(),
    price: moneyJsonSchema.describe("One unit, in the order's currency: what the order's total rises by."),
    payment: z
      .discriminatedUnion("kind", [
        z.object({ kind: z.literal("cash_on_delivery") }),
        z.object({ kind: z.literal("card"), brand: z.string(), last4: z.string() }),
        z.object({ kind: z.literal("payment_page") }),
      ])
      .describe(
        "How the unit is paid: `cash_on_delivery` with the rest to the courier, `card`: charged at once to the shopper's saved card, named by its brand and last four digits, or `payment_page`: an order paid online with no saved card pays the unit on the payment page the addition answers (decision 0164).",
      ),
  })
  .meta({ id: "ParcelOffer" });
export type ParcelOffer = z.infer<typeof parcelOfferSchema>;

export const orderSummarySchema = z
  .object({
    id: z.string(),
    orderNumber: z.number().int(),
    name: z.string(),
    status: z.enum(ORDER_STATUSES),
    email: z.string(),
    language: z.string(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    currencyCode: z.string(),
    lines: z.array(orderLineSchema),
    subtotal: moneyJsonSchema,
    discount: orderDiscountSchema.nullable(),
    promotionDiscount: moneyJsonSchema
      .nullable()
      .describe("What the automatic promotions took off, gifts included (decision 0172); null without any. `discount` is the code's part."),
    discountAllocations: z
      .array(discountAllocationSchema)
      .describe(
        "Each automatic promotion the order was priced with, by the title it showed in the order's language: together the `discount` kinds and gifts make `promotionDiscount`; a free shipping's amount is what the shipping would have cost. Empty without any.",
      ),
    shipping: moneyJsonSchema,
    shippingService: z.string().nullable().describe("The carrier service chosen at checkout; null for orders placed before services."),
    deliveryTime: z
      .string()
      .nullable()
      .describe(
        "That service's delivery estimate from the shipping settings, in the order's language, as checkout gave it; null for orders placed before.",
      ),
    tax: orderTaxSchema,
    total: moneyJsonSchema,
    storeCredit: z
      .object({ applied: moneyJsonSchema, due: moneyJsonSchema })
      .nullable()
      .describe("The part of the total paid from store credit, and what was left for the card or the courier."),
    paymentMethod: z.enum([...PAYMENT_METHODS, "store_credit"]).describe("`store_credit` when the credit paid all of it."),
    payment: z
      .object({ method: paymentMethodSchema, status: z.enum(PAYMENT_STATUSES), attempt: z.number().int() })
      .nullable()
      .describe("The latest attempt; null for an order no attempt was ever opened for (one paid wholly by store credit)."),
    pickupPoint: chosenPickupPointSchema
      .nullable()
      .optional()
      .describe("The locker or pick-up point the parcel goes to (issue 43); null when it goes to the shipping address."),
    shippingAddress: addressSchema.nullable().describe("Null in guest tracking, where an order number and an email are weaker proof."),
    billingAddress: addressSchema.nullable(),
    note: z.string().nullable(),
    termsVersion: z.number().int().nullable().optional().describe("The version of the terms the shopper accepted (decision 0052)."),
    subscription: z.object({ status: z.string(), interval: z.string(), nextChargeDate: z.string() }).nullable(),
    fulfilmentStatus: z.string().describe("Where the parcel is: `unfulfilled`, `packed`, `shipped` or `delivered`."),
    shipment: z
      .object({ carrierName: z.string(), trackingNumber: z.string(), trackingUrl: z.string().nullable(), shippedAt: z.string().nullable() })
      .nullable(),
    parcels: z
      .array(orderParcelSchema)
      .optional()
      .describe("The live parcel made through a courier, with its timeline; answered by one order's routes, not by lists."),
    withdrawal: orderWithdrawalSchema
      .optional()
      .describe("Answered by one order's routes (the customer's order, guest tracking), not by lists."),
    invoices: z
      .array(orderInvoiceLinkSchema)
      .optional()
      .describe("The order's invoices and credit notes, in the customer's own order only."),
    parcelOffer: parcelOfferSchema
      .nullable()
      .optional()
      .describe("What the order may still add to its parcel (decisions 0158, 0164); answered by one order's routes."),
  })
  .meta({ id: "OrderSummary" });

/** A signed-in customer's store credit on a priced order: what they have, what it pays, what is left to pay. */
export const storeCreditQuoteSchema = z.object({
  available: moneyJsonSchema.describe("The balance, in lei."),
  applied: moneyJsonSchema.describe("What the credit pays of this order (zero unless asked for with `useStoreCredit`)."),
  due: moneyJsonSchema.describe("What the card or the courier is asked for."),
});

/** Why a code is refused, in the order the server checks the conditions. */
export const DISCOUNT_REFUSAL_REASONS = [
  "unknown",
  "not_started",
  "expired",
  "used_up",
  "no_eligible_product",
  "minimum_not_reached",
  "already_used",
  "not_first_order",
  "not_recipient",
] as const;

/** A discount code as the server judged it (`validate-discount`, and `price-order`'s `discountCode`). */
export const discountVerdictSchema = z.object({
  code: z.string(),
  valid: z.boolean(),
  percent: z.number().describe("A percent code's percent; 0 for a fixed code or a refused one."),
  kind: z.enum(["percent", "fixed"]).optional(),
  amount: moneyJsonSchema
    .optional()
    .describe("A fixed code's amount (in the currency asked for by validate-discount; in lei in price-order)."),
  productHandles: z
    .array(z.string())
    .nullable()
    .optional()
    .describe("validate-discount: the products the code is limited to, null for all."),
  reason: z.enum(DISCOUNT_REFUSAL_REASONS).optional(),
  title: z.string(),
  message: z.string(),
});

/** `POST /api/price-order`: the order as `create-order` would charge it. */
export const pricedOrderSchema = z.object({
  currencyCode: z.string(),
  lines: z.array(orderLineSchema),
  subtotal: moneyJsonSchema,
  discount: orderDiscountSchema.nullable(),
  shipping: moneyJsonSchema,
  tax: orderTaxSchema,
  total: moneyJsonSchema,
  freeShippingFrom: moneyJsonSchema
    .nullable()
    .describe("The destination zone's free-shipping threshold; null where shipping is never free."),
  shippingOptions: z.array(shippingOptionJsonSchema).describe("The services that ship to the country asked for, in the owner's order."),
  shippingService: shippingOptionJsonSchema,
  weightGrams: z
    .number()
    .int()
    .optional()
    .describe("The parcel's weight as the couriers will weigh it, for the locker search (`GET /api/pickup-points?weight=`)."),
  codAllowed: z.boolean(),
  paymentMethods: z.array(paymentMethodSchema).describe("The methods `create-order` takes now for this order's currency."),
  discountCode: discountVerdictSchema.optional(),
  storeCredit: storeCreditQuoteSchema.optional().describe("Only for a signed-in customer with store credit."),
  discountAllocations: z
    .array(discountAllocationSchema.extend({ lines: z.array(moneyJsonSchema).describe("What it took off each line, in `lines`' order.") }))
    .describe("The automatic promotions applied (decision 0172), in the order taken; `discount` is the code's part alone."),
  promotionHints: z.array(promotionHintSchema).describe("What one more step would earn, the owner's first promotion first."),
  codeSetAside: z.boolean().describe("The code typed is honoured but not applied: the promotions save more and do not stack with it."),
});

/** `POST /api/create-order` and `POST /api/retry-payment`: where the order stands and where to pay it. */
export const placedOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  total: moneyJsonSchema,
  paymentUrl: z.string().optional(),
});

/** `POST /api/order-status`: the order as guest tracking shows it, with whether it can still be withdrawn from. */
export const trackedOrderSchema = z.object({
  order: orderSummarySchema,
  returnLink: z
    .string()
    .nullable()
    .describe("The signed page of this order's 30-day return form (decision 0130), while something of it can be returned; else null."),
});

/** `GET /api/order-links/{token}`: the order a confirmation email links to. */
export const linkedOrderSchema = z.object({ success: z.literal(true), order: orderSummarySchema });

/** The signed-in customer's orders, the newest first, and one of them with its withdrawal and invoices. */
export const customerOrdersSchema = z.object({ success: z.literal(true), orders: z.array(orderSummarySchema) });
export const customerOrderSchema = linkedOrderSchema;

/** `POST /api/verify-payment`: how the payment page ended, the order, and whether a new attempt may be made. */
export const verifiedPaymentSchema = z.object({
  result: z.enum(PAYMENT_RESULTS),
  order: orderSummarySchema,
  canRetry: z.boolean(),
  paymentMethods: z.array(paymentMethodSchema).describe("What a new attempt may use now."),
  parcelAddition: z
    .object({
      state: z
        .enum(["awaiting_payment", "added", "unpaid", "returned"])
        .describe("`returned`: paid, but the parcel closed meanwhile, so the charge is given back whole."),
      item: z.string().nullable().describe("The line the product became; null while it is not in the order."),
      orderPage: z.string().describe("The order's signed page, at its offer."),
    })
    .nullable()
    .describe(
      "What became of the product added to the order's parcel that this attempt paid (decision 0164); null for the order's own payment.",
    ),
});

/** `POST /api/verify-payment` while the provider has not decided: /finish asks again. */
export const pendingPaymentSchema = z.object({ result: z.literal("pending") });

/** `POST /api/withdrawals` and `GET /api/withdrawal-links/{token}`: the withdrawal as the account's return of kind `withdrawal`. */
export const withdrawalAnswerSchema = z.object({ success: z.literal(true), return: customerReturnSchema });
