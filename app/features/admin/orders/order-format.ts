/** How the admin's order pages write money and times: the order's currency or lei, in the member's language. */
import { formatPrice } from "#domain/format-price";
import { toDecimalString } from "#domain/money";

export const money = (minor: number, currencyCode: string) => formatPrice(toDecimalString(minor, currencyCode), currencyCode);

export const lei = (minor: number) => money(minor, "RON");

/** Dates and times as the shop lives them, in Bucharest, whatever the member's computer says. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" }) {
  return new Intl.DateTimeFormat(language === "ro" ? "ro-RO" : "en-GB", { ...options, timeZone: "Europe/Bucharest" });
}
