/**
 * An invoice (or a credit note) as issued (issue 21 item 7): every figure in lei, decided once from the order when
 * the invoice is issued and kept as this snapshot, so the PDF and the e-Factura XML drawn from it later say the same
 * thing whatever the catalogue, the company's settings or the order become. Prices in the store include VAT; an
 * invoice shows them without it, with the VAT per rate, and its total is exactly what the order charged.
 *
 * Credit notes carry negative amounts (what is taken back); the XML writes their magnitudes, as a UBL CreditNote does.
 */
import type { CompanyIdentity } from "./company.ts";
import { divideRounded } from "./money.ts";

export type InvoiceKind = "invoice" | "credit_note";

/** The domain event an issued document publishes (decision 0090), by its kind. */
export const INVOICE_EVENT_TYPE_OF_KIND = {
  invoice: "invoice.issued",
  credit_note: "invoice.credit_note_issued",
} as const satisfies Record<InvoiceKind, string>;
export const INVOICE_EVENT_TYPES = Object.values(INVOICE_EVENT_TYPE_OF_KIND);
export type InvoiceEventType = (typeof INVOICE_EVENT_TYPE_OF_KIND)[InvoiceKind];

import type { VatScheme } from "./vat.ts";

export type { VatScheme };

/** EN 16931's VAT category: S at a rate; G, an export outside the EU, exempt with the right to deduct. */
export type VatCategory = "S" | "G";

/** Who numbers the store's invoices (decision 0177): the store itself, or the owner's invoicing software. */
export type InvoiceIssuerName = "elara" | "oblio" | "smartbill";
export const INVOICE_ISSUERS: readonly InvoiceIssuerName[] = ["elara", "oblio", "smartbill"];
/** Published when a document waits for an outside issuer: its handler asks the issuer once the row has committed. */
export const INVOICE_ISSUE_REQUESTED = "invoice.issue_requested";
/** ANAF accepted a document the store uploaded itself (issue 70 item 1): an outside issuer's are ANAF's and its own. */
export const INVOICE_ACCEPTED_BY_ANAF = "invoice.accepted_by_anaf";

export type EfacturaStatus = "not_sent" | "sent" | "accepted" | "rejected";
export const EFACTURA_STATUSES: readonly EfacturaStatus[] = ["not_sent", "sent", "accepted", "rejected"];

export interface InvoiceAddress {
  street: string;
  city: string;
  /** The county's name as the address has it (Romania), or the region abroad; empty when none. */
  county: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

export interface InvoiceBuyer {
  kind: "person" | "company";
  name: string;
  /** A company's CUI (`RO…` for a VAT payer); null for a person. */
  vatId: string | null;
  registrationNumber: string | null;
  address: InvoiceAddress;
  email: string;
}

export interface InvoiceLine {
  kind: "product" | "shipping" | "refund";
  description: string;
  sku: string | null;
  quantity: number;
  netRonMinor: number;
  vatRatePercent: number;
  vatRonMinor: number;
  grossRonMinor: number;
}

/** The order's discount in one VAT rate, shown as a discount (never the store credit: that is a payment). */
export interface InvoiceDiscount {
  code: string | null;
  vatRatePercent: number;
  netRonMinor: number;
  vatRonMinor: number;
  grossRonMinor: number;
}

export interface InvoiceVatGroup {
  ratePercent: number;
  category: VatCategory;
  taxableRonMinor: number;
  vatRonMinor: number;
}

export interface InvoicePayment {
  /** `store_credit`, or the order's method (`card`, `paypal`, … `cod`). */
  method: string;
  amountRonMinor: number;
  /**
   * The day (in Romania, YYYY-MM-DD) the buyer paid this part: store credit when the order was placed, a card when it
   * was charged, cash on delivery when the courier took it at the door. Null: still to be paid this way. Absent on
   * documents issued before invoices said when (issue 40), which are kept as they were issued.
   */
  paidOn?: string | null;
}

export interface InvoicePaymentFacts {
  paymentMethod: string;
  totalRonMinor: number;
  storeCreditRonMinor: number;
  /** Days in Romania (YYYY-MM-DD): the order placed, charged (or the courier's cash handed over), delivered. */
  placedOn: string;
  paidOn: string | null;
  deliveredOn: string | null;
}

/**
 * What paid the order, how and when, and what is left: store credit first, then the order's method for the rest. A
 * cash-on-delivery parcel delivered was paid to the courier at the door, whether or not the courier has passed the
 * cash on yet: the buyer owes nothing more (the store's claim is on the courier).
 */
export function invoicePayments(facts: InvoicePaymentFacts): { payments: InvoicePayment[]; prepaidRonMinor: number; dueRonMinor: number } {
  const payments: InvoicePayment[] = [];
  if (facts.storeCreditRonMinor > 0)
    payments.push({ method: "store_credit", amountRonMinor: facts.storeCreditRonMinor, paidOn: facts.placedOn });
  const rest = facts.totalRonMinor - facts.storeCreditRonMinor;
  if (rest > 0 && facts.paymentMethod !== "store_credit")
    payments.push({
      method: facts.paymentMethod,
      amountRonMinor: rest,
      paidOn: facts.paymentMethod === "cod" ? (facts.deliveredOn ?? facts.paidOn) : facts.paidOn,
    });
  const prepaidRonMinor = payments.reduce((sum, payment) => sum + (payment.paidOn ? payment.amountRonMinor : 0), 0);
  return { payments, prepaidRonMinor, dueRonMinor: facts.totalRonMinor - prepaidRonMinor };
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  series: string;
  number: number;
  /** The series and number as printed and sent: `ELR-000042`. */
  label: string;
  /** The day of issue in Romania, YYYY-MM-DD. */
  issueDate: string;
  language: "ro" | "en";
  orderNumber: number;
  seller: CompanyIdentity;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  discounts: InvoiceDiscount[];
  vatGroups: InvoiceVatGroup[];
  totals: { netRonMinor: number; vatRonMinor: number; grossRonMinor: number; prepaidRonMinor: number; dueRonMinor: number };
  /** What paid (or pays) the total: store credit first, then the order's method. */
  payments: InvoicePayment[];
  paymentMethod: string;
  vatScheme: VatScheme;
  /** An export's exemption: its mention and EN 16931's code. */
  exemption: { code: "VATEX-EU-G"; category: "G" } | null;
  /** The order's own currency when it was not lei: what the shopper paid in it. */
  foreign: { currencyCode: string; totalMinor: number; unitsPerRonMicros: number } | null;
  /** A credit note's invoice. */
  corrects: { label: string; issueDate: string } | null;
}

/**
 * UNCL 4461 payment means, the list e-Factura's `PaymentMeansCode` takes (decision 0142): a card, an online service,
 * cash, an internal settlement (store credit).
 */
const PAYMENT_MEANS: Readonly<Record<string, string>> = {
  card: "48",
  paypal: "68",
  apple_pay: "68",
  google_pay: "68",
  cod: "10",
  store_credit: "97",
};

/** The document's payment means code, the one its XML carries and the accountant's ledger repeats: the part paid last. */
export function paymentMeansCode(document: Pick<InvoiceDocument, "payments" | "paymentMethod">): string {
  return PAYMENT_MEANS[document.payments.at(-1)?.method ?? document.paymentMethod] ?? "1";
}

export const invoiceLabel = (series: string, number: number) => `${series}-${String(number).padStart(6, "0")}`;

/** The net part of a VAT-inclusive amount, rounded to a whole ban (halves away from zero). */
export const netOf = (grossMinor: number, ratePercent: number) =>
  Number(divideRounded(BigInt(grossMinor) * 100n, BigInt(100 + ratePercent)));

export const categoryOf = (scheme: VatScheme, ratePercent: number): VatCategory => (scheme === "export" && ratePercent === 0 ? "G" : "S");

export interface InvoiceSourceLine {
  description: string;
  sku: string | null;
  quantity: number;
  /** What the line cost before the order's discount, VAT included, in lei. */
  grossRonMinor: number;
  /** This line's share of the order's discount, in lei. */
  discountRonMinor: number;
  vatRatePercent: number;
}

/**
 * Lines, discounts and VAT groups from the order's VAT-inclusive amounts. Per rate, the taxable amount is the rate's
 * gross less its VAT, and its VAT what remains, so the total is the order's to the ban; a line's net is its own
 * rounding, and the ban or two that the lines' roundings leave is carried by the rate's discount (or, without one,
 * by its largest line), so that lines − discounts add up to the taxable amount exactly (EN 16931 BR-S-08).
 */
export function invoiceFigures(
  sources: readonly InvoiceSourceLine[],
  shipping: { grossRonMinor: number; vatRatePercent: number; description: string },
  discountCode: string | null,
  scheme: VatScheme,
): Pick<InvoiceDocument, "lines" | "discounts" | "vatGroups"> & { grossRonMinor: number } {
  const lines: InvoiceLine[] = sources.map((source) =>
    line("product", source.description, source.sku, source.quantity, source.grossRonMinor, source.vatRatePercent),
  );
  if (shipping.grossRonMinor > 0)
    lines.push(line("shipping", shipping.description, null, 1, shipping.grossRonMinor, shipping.vatRatePercent));
  const rates = [...new Set(lines.map((item) => item.vatRatePercent))].sort((a, b) => b - a);
  const discounts: InvoiceDiscount[] = [];
  const vatGroups: InvoiceVatGroup[] = [];
  let grossRonMinor = 0;
  for (const rate of rates) {
    const inRate = lines.filter((item) => item.vatRatePercent === rate);
    const discountGross = sources
      .filter((source) => source.vatRatePercent === rate)
      .reduce((sum, source) => sum + source.discountRonMinor, 0);
    const gross = inRate.reduce((sum, item) => sum + item.grossRonMinor, 0) - discountGross;
    const taxable = netOf(gross, rate);
    const residual = inRate.reduce((sum, item) => sum + item.netRonMinor, 0) - taxable;
    if (discountGross > 0) {
      discounts.push({
        code: discountCode,
        vatRatePercent: rate,
        netRonMinor: residual,
        vatRonMinor: discountGross - residual,
        grossRonMinor: discountGross,
      });
    } else if (residual !== 0) {
      const largest = inRate.reduce((best, item) => (item.grossRonMinor > best.grossRonMinor ? item : best));
      largest.netRonMinor -= residual;
      largest.vatRonMinor += residual;
    }
    vatGroups.push({ ratePercent: rate, category: categoryOf(scheme, rate), taxableRonMinor: taxable, vatRonMinor: gross - taxable });
    grossRonMinor += gross;
  }
  return { lines, discounts, vatGroups, grossRonMinor };
}

function line(
  kind: InvoiceLine["kind"],
  description: string,
  sku: string | null,
  quantity: number,
  gross: number,
  rate: number,
): InvoiceLine {
  const net = netOf(gross, rate);
  return { kind, description, sku, quantity, netRonMinor: net, vatRatePercent: rate, vatRonMinor: gross - net, grossRonMinor: gross };
}

/**
 * A credit note's figures: `amountRonMinor` (positive, what is given back) taken back across the invoice's VAT rates
 * in proportion to each rate's gross (the last rate takes the rounding), each as one negative line that names the invoice.
 */
export function creditFigures(
  invoice: Pick<InvoiceDocument, "vatGroups">,
  amountRonMinor: number,
  description: (ratePercent: number) => string,
  scheme: VatScheme,
): Pick<InvoiceDocument, "lines" | "discounts" | "vatGroups"> {
  const groups = invoice.vatGroups.filter((group) => group.taxableRonMinor + group.vatRonMinor > 0);
  const invoiceGross = groups.reduce((sum, group) => sum + group.taxableRonMinor + group.vatRonMinor, 0);
  let left = amountRonMinor;
  const lines: InvoiceLine[] = groups.map((group, index) => {
    const share =
      index === groups.length - 1
        ? left
        : Number(divideRounded(BigInt(amountRonMinor) * BigInt(group.taxableRonMinor + group.vatRonMinor), BigInt(invoiceGross)));
    left -= share;
    const taken = line("refund", description(group.ratePercent), null, 1, -share, group.ratePercent);
    return taken;
  });
  const kept = lines.filter((item) => item.grossRonMinor !== 0);
  return {
    lines: kept,
    discounts: [],
    vatGroups: kept.map((item) => ({
      ratePercent: item.vatRatePercent,
      category: categoryOf(scheme, item.vatRatePercent),
      taxableRonMinor: item.netRonMinor,
      vatRonMinor: item.vatRonMinor,
    })),
  };
}

/** Sums of a document's VAT groups. */
export function groupTotals(vatGroups: readonly InvoiceVatGroup[]): { netRonMinor: number; vatRonMinor: number; grossRonMinor: number } {
  const netRonMinor = vatGroups.reduce((sum, group) => sum + group.taxableRonMinor, 0);
  const vatRonMinor = vatGroups.reduce((sum, group) => sum + group.vatRonMinor, 0);
  return { netRonMinor, vatRonMinor, grossRonMinor: netRonMinor + vatRonMinor };
}
