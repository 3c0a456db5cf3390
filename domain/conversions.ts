/**
 * Conversions sent to the ad platforms (issue 67 item 3, decision 0155): the owner's choices, and what an order's
 * purchase is worth to them. Pure, so the admin's form and the server's sender read the same rules.
 */
import { z } from "zod";

/** What the purchase's value counts: the goods without VAT or shipping, or all the shopper paid. */
export const CONVERSION_VALUES = ["net", "gross"] as const;
export type ConversionValue = (typeof CONVERSION_VALUES)[number];

/**
 * When a cash-on-delivery order counts as a purchase: when it is placed (and a refund follows if the parcel comes back
 * unpaid), or only once the courier's cash is in.
 */
export const CASH_ON_DELIVERY_CONVERSIONS = ["on_placement", "when_paid"] as const;
export type CashOnDeliveryConversion = (typeof CASH_ON_DELIVERY_CONVERSIONS)[number];

export const CONVERSION_PLATFORMS = ["ga4", "meta"] as const;
export type ConversionPlatform = (typeof CONVERSION_PLATFORMS)[number];
export const CONVERTED_EVENTS = ["purchase", "refund"] as const;
export type ConvertedEvent = (typeof CONVERTED_EVENTS)[number];
/** Sent; or refused by the platform for good (a 4xx), so never tried again. */
export const CONVERSION_OUTCOMES = ["sent", "refused"] as const;

export const conversionSettingsSchema = z.object({
  send: z.boolean(),
  value: z.enum(CONVERSION_VALUES),
  cashOnDelivery: z.enum(CASH_ON_DELIVERY_CONVERSIONS),
});
export type ConversionSettings = z.infer<typeof conversionSettingsSchema>;

/** Off until the owner turns it on: nothing leaves the store on a store's first start. */
export const DEFAULT_CONVERSION_SETTINGS: ConversionSettings = { send: false, value: "net", cashOnDelivery: "on_placement" };

/**
 * The order event a purchase is sent on. An order paid online is confirmed when it is paid, so only a cash-on-delivery
 * order tells the two apart: confirmed when placed, paid when the courier's cash comes in.
 */
export function purchaseEventType(settings: Pick<ConversionSettings, "cashOnDelivery">): "order.confirmed" | "order.paid" {
  return settings.cashOnDelivery === "on_placement" ? "order.confirmed" : "order.paid";
}

export interface ConversionLine {
  sku: string;
  title: string;
  quantity: number;
  /** The line's price times its quantity, VAT included, in the order's currency (minor units). */
  totalMinor: number;
  /** Its share of the order's discount. */
  discountMinor: number;
  /** The VAT in what it cost after the discount; null on orders placed before lines kept their VAT. */
  vatMinor: number | null;
  vatRatePercent: number;
}

/** What a purchase sent to an ad platform needs of an order (the orders module's facts). */
export interface ConversionFacts {
  orderNumber: number;
  placedAt: Date;
  currencyCode: string;
  /** What the shopper pays, shipping and VAT included, in the order's currency (minor units). */
  totalMinor: number;
  email: string;
  /** The shipping address's phone as typed; "" when none. */
  phone: string;
  lines: ConversionLine[];
}

/** A line's worth as the owner chose: after its discount, without its VAT when net. */
export function lineValueMinor(line: ConversionLine, value: ConversionValue): number {
  const paid = line.totalMinor - line.discountMinor;
  if (value === "gross") return paid;
  const vat = line.vatMinor ?? Math.round((paid * line.vatRatePercent) / (100 + line.vatRatePercent));
  return paid - vat;
}

/** The purchase's value: the lines' net worth, or the order's total with shipping and VAT. */
export function purchaseValueMinor(order: { totalMinor: number; lines: readonly ConversionLine[] }, value: ConversionValue): number {
  if (value === "gross") return order.totalMinor;
  return order.lines.reduce((sum, line) => sum + lineValueMinor(line, "net"), 0);
}

/** Minor units as the platforms' decimal amounts (both take a number in the currency's major unit). */
export const majorUnits = (minor: number): number => Math.round(minor) / 100;
