/**
 * The order confirmation email, for the checkout: it receives an order already priced by the server
 * (integer minor units in one currency) and only formats it in the recipient's language.
 */
import { formatRomanianDate } from "#domain/dates";
import { formatPrice } from "#domain/format-price";
import type { Language } from "#domain/locale";
import { toDecimalString } from "#domain/money";
import { button, html, htmlDocument, paragraph, safe, smallPrint, textDocument, type SafeHtml } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";

export interface OrderConfirmationLine {
  title: string;
  /** Empty for a product with a single variant. */
  variantTitle: string;
  quantity: number;
  /** Price of the line (unit price × quantity), in minor units. */
  totalMinor: number;
}

export interface OrderConfirmationSummary {
  /** As the shopper sees it, e.g. `#1001`. */
  orderNumber: string;
  placedAt: Date;
  customerFirstName: string;
  currencyCode: string;
  lines: readonly OrderConfirmationLine[];
  subtotalMinor: number;
  /** The whole discount: the promotions' and the code's. */
  discountMinor: number;
  discountCode: string | null;
  /**
   * Each automatic promotion the order was priced with, by its title (decision 0172), gifts included and free
   * shipping left out (the shipping says "free"); the rest of `discountMinor` is the code's. Absent: none.
   */
  promotions?: readonly { title: string; amountMinor: number }[];
  shippingMinor: number;
  /** VAT included in the prices, shown for information; 0 hides the row unless the order is an export. */
  taxMinor: number;
  /**
   * The VAT by rate and how the order is taxed (decision 0055): a row per rate, or "no VAT — export"; absent, one
   * row of `taxMinor`.
   */
  vat?: { scheme: string | null; rates: readonly { ratePercent: number; vatMinor: number }[] };
  /** The carrier service chosen at checkout, said beside the shipping; null for orders placed before. */
  shippingService?: string | null;
  totalMinor: number;
  /** Paid from store credit, in minor units (0 hides the rows that say so). */
  storeCreditMinor?: number;
  /** The address as printed lines (name, street, city and postal code, country). */
  shippingAddress: readonly string[];
  /** The locker the parcel goes to, as one line ("name, address, city"); absent: to the address. */
  pickupPoint?: string | null;
  /** Already in the recipient's language, e.g. `Plata la livrare`. */
  paymentMethod: string;
  /** The order's subscription, named by its real interval, with its next delivery day (YYYY-MM-DD). */
  subscription: { interval: "monthly" | "quarterly"; nextDelivery: string } | null;
  /** Where the shopper can see the order; null when there is no such page for them. */
  orderUrl: string | null;
}

interface OrderCopy {
  subject: (orderNumber: string, brand: string) => string;
  thanks: (name: string) => string;
  received: (orderNumber: string, date: string) => string;
  fulfilment: string;
  subscription: (interval: "monthly" | "quarterly", nextDelivery: string) => string;
  manageSubscription: string;
  product: string;
  quantity: string;
  total: string;
  subtotal: string;
  discount: (code: string | null) => string;
  shipping: string;
  free: string;
  taxIncluded: string;
  vatAt: (rate: string) => string;
  vatExport: string;
  shippingWith: (service: string) => string;
  grandTotal: string;
  storeCredit: string;
  leftToPay: string;
  shippingAddress: string;
  pickupPoint: string;
  paymentMethod: string;
  viewOrder: string;
  parcelOffer: (item: string, price: string) => string;
  parcelOfferButton: string;
}

const COPY: Record<Language, OrderCopy> = {
  ro: {
    subject: (orderNumber, brand) => `Confirmarea comenzii ${orderNumber} – ${brand}`,
    thanks: (name) => (name ? `Mulțumim pentru comandă, ${name}!` : "Mulțumim pentru comandă!"),
    received: (orderNumber, date) => `Am primit comanda ${orderNumber} din ${date}.`,
    fulfilment: "Pregătim comenzile în 1-2 zile lucrătoare și îți scriem când pleacă spre tine.",
    subscription: (interval, next) =>
      interval === "quarterly"
        ? `Abonamentul tău trimestrial este activ: îți trimitem trei sticle o dată la trei luni, plătite la fiecare livrare. Următoarea livrare: ${next}.`
        : `Abonamentul tău lunar este activ: îți trimitem o sticlă în fiecare lună, plătită la fiecare livrare. Următoarea livrare: ${next}.`,
    product: "Produs",
    quantity: "Cantitate",
    total: "Total",
    subtotal: "Subtotal",
    discount: (code) => (code ? `Reducere (${code})` : "Reducere"),
    shipping: "Transport",
    free: "Gratuit",
    taxIncluded: "din care TVA",
    vatAt: (rate) => `TVA inclus (${rate} %)`,
    vatExport: "Fără TVA — export",
    shippingWith: (service) => `Transport (${service})`,
    grandTotal: "Total",
    storeCredit: "Plătit cu credit din magazin",
    leftToPay: "Rămas de plată",
    shippingAddress: "Adresa de livrare",
    pickupPoint: "Locker-ul ales",
    paymentMethod: "Metoda de plată",
    viewOrder: "Vezi comanda",
    parcelOffer: (item, price) =>
      `Coletul tău n-a plecat încă: poți adăuga ${item} cu ${price}. Plătești tot la livrare, fără transport în plus.`,
    parcelOfferButton: "Adaugă în colet",
    manageSubscription: "Gestionează abonamentul",
  },
  en: {
    subject: (orderNumber, brand) => `Order ${orderNumber} confirmed – ${brand}`,
    thanks: (name) => (name ? `Thank you for your order, ${name}!` : "Thank you for your order!"),
    received: (orderNumber, date) => `We have received your order ${orderNumber} of ${date}.`,
    fulfilment: "Orders are prepared in 1-2 business days; we will write to you when yours is on its way.",
    subscription: (interval, next) =>
      interval === "quarterly"
        ? `Your quarterly subscription is active: we send you three bottles every three months, paid per delivery. Next delivery: ${next}.`
        : `Your monthly subscription is active: we send you one bottle every month, paid per delivery. Next delivery: ${next}.`,
    product: "Product",
    quantity: "Quantity",
    total: "Total",
    subtotal: "Subtotal",
    discount: (code) => (code ? `Discount (${code})` : "Discount"),
    shipping: "Shipping",
    free: "Free",
    taxIncluded: "including VAT",
    vatAt: (rate) => `VAT included (${rate} %)`,
    vatExport: "No VAT — export",
    shippingWith: (service) => `Shipping (${service})`,
    grandTotal: "Total",
    storeCredit: "Paid with store credit",
    leftToPay: "Left to pay",
    shippingAddress: "Shipping address",
    pickupPoint: "Your locker",
    paymentMethod: "Payment method",
    viewOrder: "View your order",
    parcelOffer: (item, price) =>
      `Your parcel has not left yet: you can add ${item} for ${price}. You still pay on delivery, with no extra shipping.`,
    parcelOfferButton: "Add to your parcel",
    manageSubscription: "Manage your subscription",
  },
};

const ENGLISH_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Bucharest" });

export function orderDate(language: Language, date: Date): string {
  return language === "ro" ? formatRomanianDate(date) : ENGLISH_DATE.format(date);
}

function lineTitle(line: OrderConfirmationLine): string {
  return line.variantTitle ? `${line.title} – ${line.variantTitle}` : line.title;
}

const CELL = "padding:8px 0;border-bottom:1px solid #eadfd8;font-size:14px;line-height:20px;color:#1f2933";

interface TotalRow {
  label: string;
  value: string;
  strong?: boolean;
}

function vatRows(copy: OrderCopy, summary: OrderConfirmationSummary, money: (minor: number) => string, language: Language): TotalRow[] {
  const { vat } = summary;
  if (vat?.scheme === "export") return [{ label: copy.vatExport, value: money(0) }];
  if (!vat) return summary.taxMinor > 0 ? [{ label: copy.taxIncluded, value: money(summary.taxMinor) }] : [];
  const percent = new Intl.NumberFormat(language === "ro" ? "ro-RO" : "en-GB");
  return vat.rates
    .filter((rate) => rate.vatMinor > 0)
    .map((rate) => ({ label: copy.vatAt(percent.format(rate.ratePercent)), value: money(rate.vatMinor) }));
}

function totalsRows(copy: OrderCopy, summary: OrderConfirmationSummary, money: (minor: number) => string, language: Language): TotalRow[] {
  const rows: TotalRow[] = [{ label: copy.subtotal, value: money(summary.subtotalMinor) }];
  const promotions = summary.promotions ?? [];
  for (const promotion of promotions) rows.push({ label: promotion.title, value: `−${money(promotion.amountMinor)}` });
  const codeMinor = summary.discountMinor - promotions.reduce((sum, promotion) => sum + promotion.amountMinor, 0);
  if (codeMinor > 0) rows.push({ label: copy.discount(summary.discountCode), value: `−${money(codeMinor)}` });
  rows.push({
    label: summary.shippingService ? copy.shippingWith(summary.shippingService) : copy.shipping,
    value: summary.shippingMinor === 0 ? copy.free : money(summary.shippingMinor),
  });
  rows.push({ label: copy.grandTotal, value: money(summary.totalMinor), strong: true });
  rows.push(...vatRows(copy, summary, money, language));
  const credit = summary.storeCreditMinor ?? 0;
  if (credit > 0) {
    rows.push({ label: copy.storeCredit, value: `−${money(credit)}` });
    rows.push({ label: copy.leftToPay, value: money(summary.totalMinor - credit), strong: true });
  }
  return rows;
}

/** The order's lines with its totals, and where and how it ships and is paid: the shopper's confirmation and the owner's notice share them. */
export interface OrderContents {
  table: SafeHtml;
  details: SafeHtml[];
  /** The same, as paragraphs of the text part. */
  text: { lines: string; totals: string; details: string[] };
  /** The order's total, formatted. */
  total: string;
}

export function orderContents(language: Language, summary: OrderConfirmationSummary): OrderContents {
  const copy = COPY[language];
  const money = (minor: number) => formatPrice(toDecimalString(minor, summary.currencyCode), summary.currencyCode);
  const totals = totalsRows(copy, summary, money, language);
  const lineRows = summary.lines.map(
    (line) =>
      html`<tr>
        <td style="${CELL}">${lineTitle(line)}</td>
        <td align="center" style="${CELL}">${line.quantity}</td>
        <td align="right" style="${CELL}">${money(line.totalMinor)}</td>
      </tr>`,
  );
  const totalRows = totals.map(({ label, value, strong }) => {
    const style = `padding:4px 0;font-size:14px;color:#1f2933${strong ? ";font-weight:bold" : ""}`;
    return html`<tr>
      <td colspan="2" style="${style}">${label}</td>
      <td align="right" style="${style}">${value}</td>
    </tr>`;
  });
  const table = html`<table
    role="presentation"
    width="100%"
    cellspacing="0"
    cellpadding="0"
    style="margin:0 0 24px;border-collapse:collapse"
  >
    <tr>
      <th align="left" style="${CELL};font-weight:bold">${copy.product}</th>
      <th align="center" style="${CELL};font-weight:bold">${copy.quantity}</th>
      <th align="right" style="${CELL};font-weight:bold">${copy.total}</th>
    </tr>
    ${safe([...lineRows, ...totalRows].map((row) => row.html).join("\n"))}
  </table>`;
  const addressLines = summary.shippingAddress.map((line) => html`${line}`.html).join("<br>");
  const details: SafeHtml[] = [
    ...(summary.pickupPoint
      ? [
          html`<h2 style="margin:0 0 8px;font-size:16px;color:#1f2933">${copy.pickupPoint}</h2>`,
          html`<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#1f2933">${summary.pickupPoint}</p>`,
        ]
      : []),
    html`<h2 style="margin:0 0 8px;font-size:16px;color:#1f2933">${copy.shippingAddress}</h2>`,
    html`<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#1f2933">${safe(addressLines)}</p>`,
    html`<h2 style="margin:0 0 8px;font-size:16px;color:#1f2933">${copy.paymentMethod}</h2>`,
    html`<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#1f2933">${summary.paymentMethod}</p>`,
  ];
  const text = {
    lines: summary.lines.map((line) => `${line.quantity} × ${lineTitle(line)}: ${money(line.totalMinor)}`).join("\n"),
    totals: totals.map(({ label, value }) => `${label}: ${value}`).join("\n"),
    details: [
      ...(summary.pickupPoint ? [`${copy.pickupPoint}: ${summary.pickupPoint}`] : []),
      `${copy.shippingAddress}:\n${summary.shippingAddress.join("\n")}`,
      `${copy.paymentMethod}: ${summary.paymentMethod}`,
    ],
  };
  return { table, details, text, total: money(summary.totalMinor) };
}

export function renderOrderConfirmation(
  branding: MailBranding,
  {
    to,
    language,
    summary,
    subscriptionUrl,
    parcelOffer,
  }: {
    to: string;
    language: Language;
    summary: OrderConfirmationSummary;
    /** The subscription's page (the account's, or a guest's signed link), when the order starts or renews one. */
    subscriptionUrl?: string | null;
    /** The product a cash-on-delivery parcel may still take (decision 0158), its price formatted, and the signed page that adds it. */
    parcelOffer?: { item: string; priceMinor: number; url: string } | null;
  },
): MailMessage {
  const copy = COPY[language];
  const subject = copy.subject(summary.orderNumber, branding.brandName);
  const received = copy.received(summary.orderNumber, orderDate(language, summary.placedAt));
  const contents = orderContents(language, summary);
  const subscription = summary.subscription
    ? copy.subscription(summary.subscription.interval, orderDate(language, new Date(`${summary.subscription.nextDelivery}T12:00:00Z`)))
    : null;

  const offer = parcelOffer
    ? copy.parcelOffer(parcelOffer.item, formatPrice(toDecimalString(parcelOffer.priceMinor, summary.currencyCode), summary.currencyCode))
    : null;

  const body = [
    paragraph(copy.thanks(summary.customerFirstName.trim())),
    paragraph(received),
    contents.table,
    ...(subscription ? [paragraph(subscription)] : []),
    ...(subscriptionUrl ? [button(copy.manageSubscription, subscriptionUrl)] : []),
    ...contents.details,
    ...(summary.orderUrl ? [button(copy.viewOrder, summary.orderUrl)] : []),
    ...(offer && parcelOffer ? [paragraph(offer), button(copy.parcelOfferButton, parcelOffer.url)] : []),
    smallPrint(copy.fulfilment),
  ];

  const text = textDocument(language, branding, [
    copy.thanks(summary.customerFirstName.trim()),
    received,
    contents.text.lines,
    contents.text.totals,
    ...(subscription ? [subscription] : []),
    ...(subscriptionUrl ? [`${copy.manageSubscription}: ${subscriptionUrl}`] : []),
    ...contents.text.details,
    ...(summary.orderUrl ? [`${copy.viewOrder}: ${summary.orderUrl}`] : []),
    ...(offer && parcelOffer ? [`${offer}\n${copy.parcelOfferButton}: ${parcelOffer.url}`] : []),
    copy.fulfilment,
  ]);

  return { kind: "order_confirmation", to, language, subject, html: htmlDocument(language, branding, subject, body), text };
}
