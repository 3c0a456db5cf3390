/**
 * The month's VAT beside e-Factura (issue 66 item 4, decision 0142). RO e-TVA pre-fills the VAT return from what
 * e-Factura accepted, so the store's own VAT report (every invoice and credit note issued in the month, credit notes
 * negative) must equal, rate by rate, what ANAF accepted. Every gap is named with its cause: a document not sent,
 * refused or still waiting, an accepted document whose amounts differ from the store's, and an order whose money or
 * goods came back after its invoice with no credit note to say so (both sides then agree, and both are wrong).
 */
import type { EfacturaStatus, InvoiceIssuerName, InvoiceKind, VatCategory } from "./invoice.ts";

export interface VatAmount {
  category: VatCategory;
  ratePercent: number;
  /** Magnitudes as the document states them; the document's kind gives the sign. */
  taxableRonMinor: number;
  vatRonMinor: number;
}

export interface ReconciledDocument {
  label: string;
  kind: InvoiceKind;
  orderNumber: number;
  issueDate: string;
  efacturaStatus: EfacturaStatus;
  /** The store's amounts per rate. */
  vatGroups: readonly VatAmount[];
  /** What ANAF's signed copy holds, once accepted and its answer read; null: not read (the store's XML is what went). */
  accepted: readonly VatAmount[] | null;
  /** Who numbered it and sends it to ANAF (decision 0177); absent: the store itself. */
  issuer?: InvoiceIssuerName;
  /** An outside issuer has not answered yet: no number, and nothing sent anywhere. */
  pending?: boolean;
}

export type OutsideIssuerName = Exclude<InvoiceIssuerName, "elara">;

/**
 * The month's documents an outside issuer numbered (decision 0177): it sends them to ANAF and sees the verdict, the
 * store does not, so they are summed apart from the comparison, for the owner to check in that service.
 */
export interface OutsideIssuerTotals {
  issuer: OutsideIssuerName;
  documents: number;
  /** Asked of the issuer and not answered yet. */
  pending: number;
  /** Signed sums per rate (credit notes negative), as the store's VAT report counts them. */
  rates: VatAmount[];
}

export type GivenBackCause = "cancelled" | "refunded" | "returned";

/** An order whose invoice still holds money after the order was cancelled, refunded or its parcel came back. */
export interface UncreditedOrder {
  orderNumber: number;
  invoiceLabel: string;
  cause: GivenBackCause;
  /** What the invoice still holds, VAT included, in lei. */
  leftRonMinor: number;
}

export type DifferenceCause = "not_sent" | "rejected" | "waiting" | "amounts_differ" | `uncredited_${GivenBackCause}`;

export interface ReconciliationDifference {
  cause: DifferenceCause;
  label: string;
  orderNumber: number;
  /** Store minus ANAF, signed, all rates together; for an uncredited order, what its missing credit note would take back. */
  taxableRonMinor: number;
  vatRonMinor: number;
  grossRonMinor: number;
}

export interface ReconciliationRate {
  category: VatCategory;
  ratePercent: number;
  store: { taxableRonMinor: number; vatRonMinor: number };
  anaf: { taxableRonMinor: number; vatRonMinor: number };
  difference: { taxableRonMinor: number; vatRonMinor: number };
}

export interface VatReconciliation {
  month: string;
  /** The documents the store sent to e-Factura itself, beside what ANAF accepted. */
  rates: ReconciliationRate[];
  differences: ReconciliationDifference[];
  /** True when every rate matches and nothing is listed; an outside issuer's documents are not part of it. */
  balanced: boolean;
  outside: OutsideIssuerTotals[];
}

const CAUSE_OF_STATUS: Record<Exclude<EfacturaStatus, "accepted">, DifferenceCause> = {
  not_sent: "not_sent",
  sent: "waiting",
  rejected: "rejected",
};

const keyOf = (amount: Pick<VatAmount, "category" | "ratePercent">) => `${amount.category}:${amount.ratePercent}`;

function signed(amounts: readonly VatAmount[], kind: InvoiceKind): VatAmount[] {
  const sign = kind === "credit_note" ? -1 : 1;
  return amounts.map((amount) => ({
    ...amount,
    taxableRonMinor: sign * Math.abs(amount.taxableRonMinor),
    vatRonMinor: sign * Math.abs(amount.vatRonMinor),
  }));
}

const sumOf = (amounts: readonly VatAmount[]) => ({
  taxableRonMinor: amounts.reduce((sum, amount) => sum + amount.taxableRonMinor, 0),
  vatRonMinor: amounts.reduce((sum, amount) => sum + amount.vatRonMinor, 0),
});

function sameAmounts(left: readonly VatAmount[], right: readonly VatAmount[]): boolean {
  const byKey = new Map(right.map((amount) => [keyOf(amount), amount]));
  return (
    left.length === right.length &&
    left.every((amount) => {
      const other = byKey.get(keyOf(amount));
      return other !== undefined && other.taxableRonMinor === amount.taxableRonMinor && other.vatRonMinor === amount.vatRonMinor;
    })
  );
}

export function reconcileVat(
  month: string,
  documents: readonly ReconciledDocument[],
  uncredited: readonly UncreditedOrder[],
): VatReconciliation {
  const rates = new Map<string, ReconciliationRate>();
  const rateOf = (amount: VatAmount) => {
    const key = keyOf(amount);
    const found = rates.get(key);
    if (found) return found;
    const made: ReconciliationRate = {
      category: amount.category,
      ratePercent: amount.ratePercent,
      store: { taxableRonMinor: 0, vatRonMinor: 0 },
      anaf: { taxableRonMinor: 0, vatRonMinor: 0 },
      difference: { taxableRonMinor: 0, vatRonMinor: 0 },
    };
    rates.set(key, made);
    return made;
  };
  const differences: ReconciliationDifference[] = [];
  const outside = new Map<OutsideIssuerName, OutsideIssuerTotals>();
  for (const document of documents) {
    const store = signed(document.vatGroups, document.kind);
    if (document.issuer && document.issuer !== "elara") {
      addOutside(outside, document.issuer, store, document.pending === true);
      continue;
    }
    for (const amount of store) {
      const rate = rateOf(amount);
      rate.store.taxableRonMinor += amount.taxableRonMinor;
      rate.store.vatRonMinor += amount.vatRonMinor;
    }
    const anaf = document.efacturaStatus === "accepted" ? signed(document.accepted ?? document.vatGroups, document.kind) : [];
    for (const amount of anaf) {
      const rate = rateOf(amount);
      rate.anaf.taxableRonMinor += amount.taxableRonMinor;
      rate.anaf.vatRonMinor += amount.vatRonMinor;
    }
    const cause =
      document.efacturaStatus === "accepted"
        ? sameAmounts(store, anaf)
          ? null
          : "amounts_differ"
        : CAUSE_OF_STATUS[document.efacturaStatus];
    if (!cause) continue;
    const storeSum = sumOf(store);
    const anafSum = sumOf(anaf);
    const taxableRonMinor = storeSum.taxableRonMinor - anafSum.taxableRonMinor;
    const vatRonMinor = storeSum.vatRonMinor - anafSum.vatRonMinor;
    differences.push({
      cause,
      label: document.label,
      orderNumber: document.orderNumber,
      taxableRonMinor,
      vatRonMinor,
      grossRonMinor: taxableRonMinor + vatRonMinor,
    });
  }
  for (const order of uncredited)
    differences.push({
      cause: `uncredited_${order.cause}`,
      label: order.invoiceLabel,
      orderNumber: order.orderNumber,
      taxableRonMinor: 0,
      vatRonMinor: 0,
      grossRonMinor: -order.leftRonMinor,
    });
  const rows = [...rates.values()]
    .map((rate) => ({
      ...rate,
      difference: {
        taxableRonMinor: rate.store.taxableRonMinor - rate.anaf.taxableRonMinor,
        vatRonMinor: rate.store.vatRonMinor - rate.anaf.vatRonMinor,
      },
    }))
    .sort((a, b) => b.ratePercent - a.ratePercent || a.category.localeCompare(b.category));
  const balanced =
    differences.length === 0 && rows.every((rate) => rate.difference.taxableRonMinor === 0 && rate.difference.vatRonMinor === 0);
  return { month, rates: rows, differences, balanced, outside: [...outside.values()] };
}

function addOutside(
  outside: Map<OutsideIssuerName, OutsideIssuerTotals>,
  issuer: OutsideIssuerName,
  amounts: VatAmount[],
  pending: boolean,
) {
  const totals = outside.get(issuer) ?? { issuer, documents: 0, pending: 0, rates: [] };
  outside.set(issuer, totals);
  totals.documents += 1;
  if (pending) totals.pending += 1;
  for (const amount of amounts) {
    const rate = totals.rates.find((known) => keyOf(known) === keyOf(amount));
    if (rate) {
      rate.taxableRonMinor += amount.taxableRonMinor;
      rate.vatRonMinor += amount.vatRonMinor;
    } else totals.rates.push({ ...amount });
  }
  totals.rates.sort((a, b) => b.ratePercent - a.ratePercent || a.category.localeCompare(b.category));
}
