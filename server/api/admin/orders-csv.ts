/**
 * The orders list as a spreadsheet (issue 16 item 6): UTF-8 with a byte-order mark so Excel reads the
 * diacritics, amounts in lei, the separators each language's Excel expects (Romanian: `;` between
 * fields and a decimal comma; English: `,` and a decimal point), and states, methods and couriers in the
 * admin's words, as the orders page shows them (issue 40 item 9). Rows are written a batch at a time as
 * the database answers them (csv-stringify, decision 0034), and a cell a shopper typed that Excel would
 * run as a formula is written as text.
 */
import type { Language } from "#domain/locale";
import { toDecimalString } from "#domain/money";
import type { OrderListRow } from "#server/commerce/orders/module";
import { asText, CSV_FORMAT, csvLines, csvStart, shopTimeFormat } from "./csv.ts";
import { adminWords } from "./words.ts";

const HEADERS: Record<Language, string[]> = {
  ro: [
    "Comanda",
    "Data",
    "Stare",
    "Metoda de plată",
    "Starea plății",
    "Livrare",
    "Nume",
    "E-mail",
    "Telefon",
    "Oraș",
    "Țara",
    "Moneda încasării",
    "Total în moneda încasării",
    "Subtotal (lei)",
    "Reducere (lei)",
    "Transport (lei)",
    "TVA inclus (lei)",
    "Total (lei)",
    "Plătit cu credit în magazin (lei)",
    "Cod de reducere",
    "Abonament",
    "Curier",
    "AWB",
  ],
  en: [
    "Order",
    "Date",
    "Status",
    "Payment method",
    "Payment status",
    "Fulfilment",
    "Name",
    "Email",
    "Phone",
    "City",
    "Country",
    "Charged currency",
    "Total in charged currency",
    "Subtotal (lei)",
    "Discount (lei)",
    "Shipping (lei)",
    "VAT included (lei)",
    "Total (lei)",
    "Paid with store credit (lei)",
    "Discount code",
    "Subscription",
    "Carrier",
    "Tracking number",
  ],
};

const YES_NO = { ro: { yes: "da", no: "nu" }, en: { yes: "yes", no: "no" } } as const;

const shopTime = shopTimeFormat();

export function csvFileName(language: Language, today: Date): string {
  const day = shopTime.format(today).slice(0, 10);
  return `${language === "ro" ? "comenzi" : "orders"}-${day}.csv`;
}

export function csvHeader(language: Language): string {
  return csvStart(language, [HEADERS[language]]);
}

export function csvRows(language: Language, rows: readonly OrderListRow[]): string {
  const format = { ...CSV_FORMAT[language], ...YES_NO[language] };
  const words = adminWords(language);
  const amount = (minor: number, currency: string) => toDecimalString(minor, currency).replace(".", format.decimal);
  return csvLines(
    language,
    rows.map((row) => [
      row.orderNumber,
      shopTime.format(row.createdAt),
      words.orderStatus(row.status),
      words.paymentMethod(row.paymentMethod),
      words.paymentStatus(row.paymentStatus),
      words.fulfilment(row.fulfilmentStatus),
      asText(row.name),
      asText(row.email),
      asText(row.phone),
      asText(row.city),
      row.country,
      row.currencyCode,
      amount(row.totalMinor, row.currencyCode),
      amount(row.subtotalRonMinor, "RON"),
      amount(row.discountRonMinor, "RON"),
      amount(row.shippingRonMinor, "RON"),
      amount(row.taxRonMinor, "RON"),
      amount(row.totalRonMinor, "RON"),
      amount(row.storeCreditRonMinor, "RON"),
      row.discountCode ?? "",
      row.hasSubscription ? format.yes : format.no,
      words.carrier(row.carrier),
      asText(row.trackingNumber ?? ""),
    ]),
  );
}
