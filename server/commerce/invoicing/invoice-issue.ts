/**
 * Issuing invoices and credit notes (issue 21 item 7, decision 0058), always inside the caller's transaction: the
 * transaction that confirms a payment, marks a cash-on-delivery parcel delivered or books a refund issues its document
 * too, so neither commits without the other.
 *
 * A number is taken by locking its series' row first and only then asking whether this reason (`source_key`) already
 * has its document: two instances issuing for the same order queue on that lock, and the second, reading after the
 * first committed, finds the invoice and issues nothing. Numbers are consecutive per series because the counter moves
 * in the same transaction as the document it numbers; a rollback takes both back.
 */
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { CompanyIdentity } from "#domain/company";
import type { AddressValues } from "#domain/account-forms";
import {
  creditFigures,
  groupTotals,
  INVOICE_EVENT_TYPE_OF_KIND,
  INVOICE_ISSUE_REQUESTED,
  invoiceFigures,
  invoiceLabel,
  invoicePayments,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceIssuerName,
  type InvoiceKind,
} from "#domain/invoice";
import type { Language } from "#domain/locale";
import { SHOP_TIME_ZONE } from "#domain/admin/dashboard";
import { efacturaDueDate, endOfShopDay } from "#domain/romanian-working-days";
import type { Database } from "#server/db/client";
import { invoiceSeries, invoices, orderLines, orders } from "#server/db/schema";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import { renderInvoiceIssued } from "#server/mail/invoice-issued";
import { publishDomainEvents } from "#server/commerce/shared/domain-events";
import type { OrderLineRow, OrderRow } from "#server/commerce/shared/order-rows";
import type { OrderUpdateOrder } from "#server/mail/order-updates";
import { orderVatRates } from "./invoice-vat.ts";

/**
 * The lines of an order that have an invoice of their own (a card order's parcel additions, decision 0164), by the
 * addition that wrote each: the orders module's read port, so the order's invoice never bills them twice.
 */
export type ChargedAdditions = (tx: Database, orderId: number) => Promise<{ additionId: number; orderLineId: number }[]>;

export interface InvoiceSettings {
  company: CompanyIdentity;
  /** The series of invoices ("ELR") and of credit notes ("ELRC"): `INVOICE_SERIES`, `CREDIT_NOTE_SERIES`. */
  series: { invoice: string; creditNote: string };
  chargedAdditions: ChargedAdditions;
  /**
   * Who numbers a new invoice (decision 0177), read in the issuing transaction: the owner's `invoicing.issuer`. A credit
   * note follows its invoice's issuer whatever this says now. Absent: Elara.
   */
  issuer?: (tx: Database) => Promise<InvoiceIssuerName>;
  /** The series each configured outside issuer numbers in (`OBLIO_SERIES`, `SMARTBILL_SERIES`). */
  outsideSeries?: Partial<Record<Exclude<InvoiceIssuerName, "elara">, string>>;
}

/** What issuing needs: the settings, and the outbox for the email that carries a document issued on its own. */
export interface Invoicing {
  settings: InvoiceSettings;
  mailer: Mailer;
  branding: MailBranding;
  /** Whom a document's email greets and where it sends them: the order's shopper and their page (the orders module's). */
  recipientOf: (order: OrderRow) => OrderUpdateOrder;
}

export type InvoiceRow = typeof invoices.$inferSelect;

/** The document, and whether this call issued it (false: it existed, and nothing was written). */
export type Issued = { invoice: InvoiceRow; issued: boolean };

/** Paid (online, by store credit, or the courier's cash collected), or a cash-on-delivery parcel delivered. */
export function invoiceDue(order: Pick<OrderRow, "paidAt" | "paymentMethod" | "fulfilmentStatus">): boolean {
  return order.paidAt !== null || (order.paymentMethod === "cod" && order.fulfilmentStatus === "delivered");
}

const issueDay = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

const TEXTS: Record<Language, { shipping: string; reversal: (label: string, rate: number) => string }> = {
  ro: {
    shipping: "Transport",
    reversal: (label, rate) => `Stornare factura ${label} (rambursare, TVA ${rate} %)`,
  },
  en: {
    shipping: "Shipping",
    reversal: (label, rate) => `Reversal of invoice ${label} (refund, VAT ${rate} %)`,
  },
};

/** Locks the series' counter (creating it the first time) and answers the number after its last. */
async function lockSeries(tx: Database, series: string): Promise<number> {
  await tx.insert(invoiceSeries).values({ series, lastNumber: 0 }).onConflictDoNothing();
  const [row] = await tx.select().from(invoiceSeries).where(eq(invoiceSeries.series, series)).for("update");
  return row!.lastNumber + 1;
}

async function existing(tx: Database, sourceKey: string): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.sourceKey, sourceKey));
  return row ?? null;
}

/** e-Factura's deadline for a document issued on this shop day (decision 0094). */
export function efacturaDeadline(issueDate: string): { efacturaDueOn: string; efacturaDueAt: Date } {
  const dueOn = efacturaDueDate(issueDate);
  return { efacturaDueOn: dueOn, efacturaDueAt: endOfShopDay(dueOn) };
}

async function issuedNow(
  tx: Database,
  values: Omit<typeof invoices.$inferInsert, "number" | "document"> & { series: string; number: number; document: InvoiceDocument },
): Promise<Issued> {
  await tx.update(invoiceSeries).set({ lastNumber: values.number }).where(eq(invoiceSeries.series, values.series));
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, ...efacturaDeadline(values.document.issueDate) })
    .returning();
  const invoice = row!;
  const kind = invoice.kind as InvoiceKind;
  await publishDomainEvents(
    tx,
    { type: "invoice", id: invoice.id },
    [
      {
        type: INVOICE_EVENT_TYPE_OF_KIND[kind],
        payload: {
          invoiceId: invoice.id,
          orderId: invoice.orderId,
          kind,
          label: invoiceLabel(invoice.series, invoice.number!),
          totalRonMinor: invoice.totalRonMinor,
        },
      },
    ],
    invoice.issuedAt,
  );
  return { invoice, issued: true };
}

/**
 * A document an outside issuer is to number (decision 0177): written now, in the transaction it became due in, with no
 * number and no e-Factura deadline (the issuer sends it to ANAF), and an event whose handler asks the issuer once this
 * commits; the periodic sweep asks again for any whose asking failed. Elara's own series does not move.
 */
async function pendingNow(
  tx: Database,
  issuer: Exclude<InvoiceIssuerName, "elara">,
  values: Omit<typeof invoices.$inferInsert, "number" | "document" | "issuer" | "issuerStatus"> & {
    series: string;
    document: InvoiceDocument;
  },
): Promise<Issued> {
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, number: null, issuer, issuerStatus: "pending", efacturaDueOn: null, efacturaDueAt: null })
    .returning();
  const invoice = row!;
  await publishDomainEvents(
    tx,
    { type: "invoice", id: invoice.id },
    [{ type: INVOICE_ISSUE_REQUESTED, payload: { invoiceId: invoice.id, orderId: invoice.orderId, kind: invoice.kind, issuer } }],
    invoice.issuedAt,
  );
  return { invoice, issued: true };
}

/** A document as a pending one starts: the outside issuer's series, no number or label until it answers. */
const unnumbered = (document: InvoiceDocument, series: string): InvoiceDocument => ({ ...document, series, number: 0, label: "" });

function buyerOf(order: OrderRow): InvoiceBuyer {
  const billing = order.billingAddress as AddressValues;
  const company = order.invoiceCompany;
  const address = {
    street: [billing.address1, billing.address2].filter((part) => part.trim() !== "").join(", "),
    city: billing.city,
    county: billing.province,
    postalCode: billing.zip,
    countryCode: billing.country.toUpperCase(),
  };
  return company
    ? {
        kind: "company",
        name: company.name,
        vatId: company.vatId,
        registrationNumber: company.registrationNumber || null,
        address,
        email: order.email,
      }
    : {
        kind: "person",
        name: `${billing.firstName} ${billing.lastName}`.trim(),
        vatId: null,
        registrationNumber: null,
        address,
        email: order.email,
      };
}

const description = (line: OrderLineRow) =>
  line.variantTitle && line.variantTitle !== "Default Title" ? `${line.title} — ${line.variantTitle}` : line.title;

/** What one invoice of an order bills: some of its lines, the shipping if it carries it, and how it was paid. */
interface InvoicedPart {
  sourceKey: string;
  lines: OrderLineRow[];
  shippingRonMinor: number;
  discountCode: string | null;
  totalRonMinor: number;
  /** The part in the order's currency, for a foreign order's invoice. */
  totalMinor: number;
  storeCreditRonMinor: number;
  placedAt: Date;
  paidAt: Date | null;
  deliveredAt: Date | null;
}

/** Issues the invoice of one part of an order under the series' lock, once per source key. */
async function issuePart(tx: Database, settings: InvoiceSettings, order: OrderRow, part: InvoicedPart, now: Date): Promise<Issued> {
  const number = await lockSeries(tx, settings.series.invoice);
  const found = await existing(tx, part.sourceKey);
  if (found) return { invoice: found, issued: false };
  const rates = orderVatRates(order, part.lines);
  const language = order.language;
  const figures = invoiceFigures(
    part.lines.map((line, index) => ({
      description: description(line),
      sku: line.sku,
      quantity: line.quantity,
      grossRonMinor: line.totalRonMinor,
      discountRonMinor: line.discountRonMinor,
      vatRatePercent: rates.lineRates[index]!,
    })),
    { grossRonMinor: part.shippingRonMinor, vatRatePercent: rates.shippingRate, description: TEXTS[language].shipping },
    part.discountCode,
    rates.scheme,
  );
  if (figures.grossRonMinor !== part.totalRonMinor)
    throw new Error(`Order ${order.orderNumber}: the invoice's lines come to ${figures.grossRonMinor}, its part to ${part.totalRonMinor}`);
  const totals = groupTotals(figures.vatGroups);
  const day = (at: Date | null) => (at ? issueDay.format(at) : null);
  const { payments, prepaidRonMinor, dueRonMinor } = invoicePayments({
    paymentMethod: order.paymentMethod,
    totalRonMinor: part.totalRonMinor,
    storeCreditRonMinor: part.storeCreditRonMinor,
    placedOn: issueDay.format(part.placedAt),
    paidOn: day(part.paidAt),
    deliveredOn: day(part.deliveredAt),
  });
  const series = settings.series.invoice;
  const document: InvoiceDocument = {
    kind: "invoice",
    series,
    number,
    label: invoiceLabel(series, number),
    issueDate: issueDay.format(now),
    language,
    orderNumber: order.orderNumber,
    seller: settings.company,
    buyer: buyerOf(order),
    lines: figures.lines,
    discounts: figures.discounts,
    vatGroups: figures.vatGroups,
    totals: { ...totals, prepaidRonMinor, dueRonMinor },
    payments,
    paymentMethod: order.paymentMethod,
    vatScheme: rates.scheme,
    exemption: figures.vatGroups.some((group) => group.category === "G") ? { code: "VATEX-EU-G", category: "G" } : null,
    foreign:
      order.currencyCode.trim() === "RON"
        ? null
        : { currencyCode: order.currencyCode.trim(), totalMinor: part.totalMinor, unitsPerRonMicros: order.unitsPerRonMicros },
    corrects: null,
  };
  const issuer = settings.issuer ? await settings.issuer(tx) : "elara";
  const outsideSeries = issuer === "elara" ? undefined : settings.outsideSeries?.[issuer];
  if (issuer !== "elara") {
    if (!outsideSeries) throw new Error(`Order ${order.orderNumber}: the invoice issuer ${issuer} is chosen but not configured`);
    return pendingNow(tx, issuer, {
      kind: "invoice",
      series: outsideSeries,
      orderId: order.id,
      sourceKey: part.sourceKey,
      language,
      issuedAt: now,
      totalRonMinor: totals.grossRonMinor,
      document: unnumbered(document, outsideSeries),
    });
  }
  return issuedNow(tx, {
    kind: "invoice",
    series,
    number,
    orderId: order.id,
    sourceKey: part.sourceKey,
    language,
    issuedAt: now,
    totalRonMinor: totals.grossRonMinor,
    document,
  });
}

/**
 * The order's invoice, issued now if it is due and has none; the one it has otherwise; null when it is not due yet.
 * Lines charged and invoiced on their own (a card order's parcel additions) are left out. Call it in the transaction
 * that made the order due.
 */
export async function issueInvoiceIfDue(tx: Database, settings: InvoiceSettings, order: OrderRow, now: Date): Promise<Issued | null> {
  if (!invoiceDue(order)) return null;
  const separate = new Set((await settings.chargedAdditions(tx, order.id)).map((addition) => addition.orderLineId));
  const all = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  const lines = all.filter((line) => !separate.has(line.id));
  const apart = all.filter((line) => separate.has(line.id));
  return issuePart(
    tx,
    settings,
    order,
    {
      sourceKey: `order:${order.id}`,
      lines,
      shippingRonMinor: order.shippingRonMinor,
      discountCode: order.discountCode,
      totalRonMinor: order.totalRonMinor - apart.reduce((sum, line) => sum + line.totalRonMinor, 0),
      totalMinor: order.totalMinor - apart.reduce((sum, line) => sum + line.totalMinor, 0),
      storeCreditRonMinor: order.storeCreditRonMinor,
      placedAt: order.createdAt,
      paidAt: order.paidAt,
      deliveredAt: order.deliveredAt,
    },
    now,
  );
}

/**
 * The invoice of a product added to a card order's parcel and charged on its own (decision 0164): its line alone, paid
 * by card when it was added, once per addition.
 */
export async function issueAdditionInvoice(
  tx: Database,
  settings: InvoiceSettings,
  order: OrderRow,
  addition: { additionId: number; orderLineId: number },
  now: Date,
): Promise<Issued> {
  const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, addition.orderLineId));
  if (!line) throw new Error(`Order ${order.orderNumber}: the line ${addition.orderLineId} of addition ${addition.additionId} is gone`);
  return issuePart(
    tx,
    settings,
    order,
    {
      sourceKey: `parcel-addition:${addition.additionId}`,
      lines: [line],
      shippingRonMinor: 0,
      discountCode: null,
      totalRonMinor: line.totalRonMinor,
      totalMinor: line.totalMinor,
      storeCreditRonMinor: 0,
      placedAt: now,
      paidAt: now,
      deliveredAt: null,
    },
    now,
  );
}

export interface CreditRequest {
  orderId: number;
  /** What is given back, in lei (positive). */
  amountRonMinor: number;
  sourceKey: string;
  /** The order is refunded whole: the note takes back all the invoice still holds, whatever the lei of a foreign refund round to. */
  rest?: boolean;
}

/** The rows of one credit request: its first note keyed by the request's own key, a further one by its invoice too. */
function creditNotesOfRequest(tx: Database, sourceKey: string) {
  return tx
    .select()
    .from(invoices)
    .where(or(eq(invoices.sourceKey, sourceKey), sql`starts_with(${invoices.sourceKey}, ${`${sourceKey}:invoice-`})`))
    .orderBy(asc(invoices.id));
}

/**
 * Credit notes taking `amountRonMinor` (positive) back from the order's invoices, once per `sourceKey`: from the newest
 * invoice first (an addition to a paid parcel is invoiced on its own, and refunded first, decision 0176), one note per
 * invoice it reaches, never more than an invoice still holds. An order without an invoice (one from before invoicing
 * began) gets none: there is nothing to correct.
 */
export async function issueCreditNote(tx: Database, settings: InvoiceSettings, request: CreditRequest, now: Date): Promise<Issued[]> {
  if (request.amountRonMinor <= 0 && !request.rest) return [];
  const series = settings.series.creditNote;
  await lockSeries(tx, series);
  const found = await creditNotesOfRequest(tx, request.sourceKey);
  if (found.length > 0) return found.map((invoice) => ({ invoice, issued: false }));
  const orderInvoices = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, request.orderId), eq(invoices.kind, "invoice")))
    .orderBy(desc(invoices.id));
  const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId));
  const issued: Issued[] = [];
  let owed = request.amountRonMinor;
  for (const invoice of orderInvoices) {
    if (!request.rest && owed <= 0) break;
    // Never more than the invoice still holds: earlier credit notes have taken their part.
    const [{ credited }] = (await tx
      .select({ credited: sql<number>`coalesce(-sum(${invoices.totalRonMinor}), 0)::int` })
      .from(invoices)
      .where(eq(invoices.correctsInvoiceId, invoice.id))) as [{ credited: number }];
    const left = invoice.totalRonMinor - credited;
    const amount = request.rest ? left : Math.min(owed, left);
    if (amount <= 0) continue;
    owed -= amount;
    const sourceKey = issued.length === 0 ? request.sourceKey : `${request.sourceKey}:invoice-${invoice.id}`;
    issued.push(await creditInvoice(tx, settings, { invoice, order, amount, sourceKey }, now));
  }
  return issued;
}

/** One credit note of `amount` lei against one invoice. */
async function creditInvoice(
  tx: Database,
  settings: InvoiceSettings,
  { invoice, order, amount, sourceKey }: { invoice: InvoiceRow; order: OrderRow | undefined; amount: number; sourceKey: string },
  now: Date,
): Promise<Issued> {
  const outside = invoice.issuer !== "elara";
  const series = outside ? invoice.series : settings.series.creditNote;
  // The series is locked already (issueCreditNote); an outside issuer's note takes no number of Elara's.
  const number = outside ? 0 : await lockSeries(tx, series);
  const original = invoice.document;
  const figures = creditFigures(original, amount, (rate) => TEXTS[original.language].reversal(original.label, rate), original.vatScheme);
  const totals = groupTotals(figures.vatGroups);
  const document: InvoiceDocument = {
    ...original,
    kind: "credit_note",
    series,
    number,
    label: invoiceLabel(series, number),
    issueDate: issueDay.format(now),
    seller: settings.company,
    lines: figures.lines,
    discounts: [],
    vatGroups: figures.vatGroups,
    totals: { ...totals, prepaidRonMinor: 0, dueRonMinor: totals.grossRonMinor },
    payments: [],
    foreign:
      original.foreign && order
        ? { ...original.foreign, totalMinor: -Math.round((amount * order.totalMinor) / Math.max(order.totalRonMinor, 1)) }
        : null,
    corrects: { label: original.label, issueDate: original.issueDate },
  };
  const creditNote = {
    kind: "credit_note" as const,
    series,
    orderId: invoice.orderId,
    correctsInvoiceId: invoice.id,
    sourceKey,
    language: original.language,
    issuedAt: now,
    totalRonMinor: totals.grossRonMinor,
  };
  if (outside)
    return pendingNow(tx, invoice.issuer as Exclude<InvoiceIssuerName, "elara">, { ...creditNote, document: unnumbered(document, series) });
  return issuedNow(tx, { ...creditNote, number, document });
}

/** A refund in the order's currency, in lei at the order's own rate (the whole remaining total: exactly its lei). */
export function refundInLei(order: Pick<OrderRow, "totalMinor" | "totalRonMinor">, amountMinor: number): number {
  if (order.totalMinor === 0) return 0;
  return Math.round((amountMinor * order.totalRonMinor) / order.totalMinor);
}

/**
 * Issues the order's invoice if it became due without a confirmation email to carry it (a cash-on-delivery parcel
 * delivered, the sweep) and writes the email that sends it; answers that email's id, to deliver after the commit.
 */
export async function invoiceAndMail(tx: Database, invoicing: Invoicing, order: OrderRow, now: Date): Promise<number[]> {
  const issued = await issueInvoiceIfDue(tx, invoicing.settings, order, now);
  return issued?.issued && isNumbered(issued.invoice) ? [await mailDocument(tx, invoicing, issued.invoice, order)] : [];
}

/** A card order's parcel addition's own invoice and the email that sends it; answers that email's id, none when it existed. */
export async function invoiceAdditionAndMail(
  tx: Database,
  invoicing: Invoicing,
  order: OrderRow,
  addition: { additionId: number; orderLineId: number },
  now: Date,
): Promise<number[]> {
  const issued = await issueAdditionInvoice(tx, invoicing.settings, order, addition, now);
  return issued.issued && isNumbered(issued.invoice) ? [await mailDocument(tx, invoicing, issued.invoice, order)] : [];
}

/** The credit notes for a refund, and the emails that send them; answers those emails' ids (none when nothing was issued). */
export async function creditAndMail(tx: Database, invoicing: Invoicing, request: CreditRequest, now: Date): Promise<number[]> {
  // A note an outside issuer is to number is mailed once it has (outside-issue.ts).
  const issued = (await issueCreditNote(tx, invoicing.settings, request, now)).filter((note) => note.issued && isNumbered(note.invoice));
  if (issued.length === 0) return [];
  const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId));
  const mailIds: number[] = [];
  for (const note of issued) mailIds.push(await mailDocument(tx, invoicing, note.invoice, order!));
  return mailIds;
}

/** Numbered: Elara's, or an outside issuer's once it answered; a pending one has no number to show yet. */
export const isNumbered = (invoice: InvoiceRow) => invoice.issuerStatus === "issued";

export async function mailDocument(
  tx: Database,
  { mailer, branding, recipientOf }: Invoicing,
  invoice: InvoiceRow,
  order: OrderRow,
): Promise<number> {
  return mailer.enqueue(
    tx,
    renderInvoiceIssued(branding, recipientOf(order), {
      id: invoice.id,
      kind: invoice.kind as InvoiceDocument["kind"],
      label: invoice.document.label,
    }),
  );
}
