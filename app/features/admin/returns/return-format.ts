/** How the admin's return pages say where a return's money goes and how much of it. */
import type { AdminReturnDetail } from "#domain/admin/returns";
import { lei, money } from "../orders/order-format.ts";

/** Store credit, the card back through the provider, or a bank transfer staff make (cash on delivery). */
export type RefundWay = "store_credit" | "bank_transfer" | "provider";

export function refundWay(detail: Pick<AdminReturnDetail, "refundMethod" | "bankIban">): RefundWay {
  if (detail.refundMethod === "store_credit") return "store_credit";
  return detail.bankIban ? "bank_transfer" : "provider";
}

/** What the return gives back as its method pays it: store credit in lei, otherwise the order's currency. */
export function refundAmount(detail: Pick<AdminReturnDetail, "refundMethod" | "refundRonMinor" | "refundMinor" | "currencyCode">): string {
  return detail.refundMethod === "store_credit" ? lei(detail.refundRonMinor) : money(detail.refundMinor, detail.currencyCode);
}
