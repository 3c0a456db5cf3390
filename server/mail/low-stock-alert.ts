/**
 * The owner's warning that a variant's stock fell below the threshold they set (issue 40 item 5, decision 0078): which
 * one, how many are left, and a button to its movements, in the owner's language. One per crossing: the next comes
 * only after the stock has been back at or above the threshold.
 */
import type { Language } from "#domain/locale";
import { noticeTemplate } from "./layout.ts";

export interface LowStockAlert {
  to: string;
  language: Language;
  /** The product and variant as the admin names them, with the SKU. */
  item: string;
  sku: string;
  left: number;
  threshold: number;
  movementsUrl: string;
}

const COPY = {
  ro: {
    subject: (item: string, left: number) => `Stoc scăzut: ${item} (${left} rămase)`,
    greeting: "Bună,",
    what: (item: string, sku: string, left: number, threshold: number) =>
      `Stocul pentru ${item} (SKU ${sku}) a scăzut sub pragul tău de ${threshold}: au mai rămas ${left} bucăți.`,
    next: "Comandă marfă sau ajustează stocul din administrare; vezi acolo fiecare mișcare a stocului și cauza ei.",
    action: "Vezi mișcările stocului",
    smallPrint: "Primești acest mesaj o singură dată, până când stocul revine la prag sau peste el. Pragul îl schimbi pe aceeași pagină.",
  },
  en: {
    subject: (item: string, left: number) => `Low stock: ${item} (${left} left)`,
    greeting: "Hello,",
    what: (item: string, sku: string, left: number, threshold: number) =>
      `The stock of ${item} (SKU ${sku}) fell below your threshold of ${threshold}: ${left} left.`,
    next: "Order more or adjust the stock in the admin, where every movement of the stock is listed with its cause.",
    action: "See the stock movements",
    smallPrint: "You get this message once, until the stock is back at or above the threshold. You change the threshold on the same page.",
  },
} satisfies Record<Language, unknown>;

export const renderLowStockAlert = noticeTemplate("low_stock_alert", COPY, (copy, alert: LowStockAlert) => ({
  subject: copy.subject(alert.item, alert.left),
  greeting: copy.greeting,
  sentences: [copy.what(alert.item, alert.sku, alert.left, alert.threshold), copy.next],
  url: alert.movementsUrl,
}));
