/**
 * The accountant's month (issue 44 item 5, decision 0094): every invoice and credit note issued in a calendar month
 * (Romanian time) as one ZIP — the PDFs, the e-Factura XMLs, ANAF's answers as kept, and a ledger (CSV) with the VAT
 * base and VAT of each rate, in lei, credit notes negative, and a totals row. The CSV is what Romanian spreadsheets
 * open as they are: UTF-8 with a byte-order mark, `;` between fields and a decimal comma. What SAF-T D406 asks of a
 * shop's data rides along (decision 0142): each document's customer code and payment means code (UNCL 4461, as its
 * XML), a lines file with each product's code (its SKU), and the month's reconciliation with e-Factura.
 */
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { zipSync } from "fflate";
import { endOfShopDay, plusDays } from "#domain/romanian-working-days";
import { paymentMeansCode, type EfacturaStatus } from "#domain/invoice";
import type { OutsideIssuerName, VatAmount, VatReconciliation } from "#domain/vat-reconciliation";
export { MONTH_PATTERN } from "#domain/admin/invoices";
import type { Database } from "#server/db/client";
import { invoices, orders } from "#server/db/schema";
import type { InvoiceRow } from "./invoice-issue.ts";

/** The e-Factura state in the ledger's language, as the admin's invoices page says it, never the stored code. */
const EFACTURA_STATUS_WORDS: Readonly<Record<EfacturaStatus, string>> = {
  not_sent: "Netrimisă",
  sent: "Trimisă",
  accepted: "Acceptată",
  rejected: "Respinsă",
};

/** A document with the order's customer account, if it has one. */
export type LedgerRow = InvoiceRow & { customerId?: number | null };

/**
 * The buyer's code in the accountant's files, never the email: `C{id}` for a customer account (the same for all its
 * orders), `O{order number}` for a guest, whom the store knows only by that order.
 */
export const customerCode = (row: LedgerRow) => (row.customerId ? `C${row.customerId}` : `O${row.document.orderNumber}`);

const lei = (minor: number) => (minor / 100).toFixed(2).replace(".", ",");

/**
 * A field as a spreadsheet reads it: quoted when needed, and never a formula (a buyer's name may start with `=`); a
 * negative amount stays a number.
 */
export function field(value: string | number): string {
  const formulaLike = typeof value === "string" && /^[=+\-@\t\r]/.test(value) && !/^-\d+(,\d+)?$/.test(value);
  const text = formulaLike ? `'${value}` : String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const rateKey = (group: { category: string; ratePercent: number }) => `${group.category}:${group.ratePercent}`;
const rateHeading = (key: string) => {
  const [category, rate] = key.split(":");
  return category === "S" ? `${rate} %` : `${rate} % (${category})`;
};

const spreadsheet = (lines: readonly (readonly (string | number)[])[]) =>
  `\uFEFF${lines.map((line) => line.map(field).join(";")).join("\r\n")}\r\n`;

export function monthLedger(rows: readonly LedgerRow[]): string {
  const rates = [...new Set(rows.flatMap((row) => row.document.vatGroups.map(rateKey)))].sort((a, b) => {
    const rate = (key: string) => Number(key.split(":")[1]);
    return rate(b) - rate(a) || a.localeCompare(b);
  });
  const header = [
    "Tip document",
    "Serie",
    "Număr",
    "Document",
    "Data emiterii",
    "Comanda",
    "Cumpărător",
    "CUI / CNP",
    "Țara",
    "Stornează factura",
    ...rates.flatMap((key) => [`Bază ${rateHeading(key)}`, `TVA ${rateHeading(key)}`]),
    "Total bază",
    "Total TVA",
    "Total",
    "Stare e-Factura",
    "Index încărcare ANAF",
    "Termen e-Factura",
    "Cod client",
    "Cod mod de plată (UNCL 4461)",
  ];
  const sums = new Map<string, number>();
  const add = (key: string, minor: number) => sums.set(key, (sums.get(key) ?? 0) + minor);
  const lines = rows.map((row) => {
    const document = row.document;
    // A credit note takes back: its amounts count against the month's.
    const sign = row.kind === "credit_note" ? -1 : 1;
    const byRate = new Map(document.vatGroups.map((group) => [rateKey(group), group]));
    const perRate = rates.flatMap((key) => {
      const group = byRate.get(key);
      const base = group ? sign * Math.abs(group.taxableRonMinor) : 0;
      const vat = group ? sign * Math.abs(group.vatRonMinor) : 0;
      add(`base:${key}`, base);
      add(`vat:${key}`, vat);
      return [lei(base), lei(vat)];
    });
    const base = sign * document.vatGroups.reduce((sum, group) => sum + Math.abs(group.taxableRonMinor), 0);
    const vat = sign * document.vatGroups.reduce((sum, group) => sum + Math.abs(group.vatRonMinor), 0);
    add("base", base);
    add("vat", vat);
    add("total", row.totalRonMinor);
    return [
      row.kind === "invoice" ? "Factură" : "Factură de stornare",
      row.series,
      // A document its outside issuer has not numbered yet (decision 0177): listed, so the month's sums are whole.
      row.number ?? "",
      row.issuerStatus === "pending" ? `în așteptare (${row.issuer})` : document.label,
      document.issueDate,
      document.orderNumber,
      document.buyer.name,
      document.buyer.vatId ?? "",
      document.buyer.address.countryCode,
      document.corrects?.label ?? "",
      ...perRate,
      lei(base),
      lei(vat),
      lei(row.totalRonMinor),
      EFACTURA_STATUS_WORDS[row.efacturaStatus as EfacturaStatus],
      row.efacturaUploadId ?? "",
      row.efacturaDueOn ?? "",
      customerCode(row),
      paymentMeansCode(document),
    ];
  });
  const totals = [
    "Total",
    ...Array<string>(9).fill(""),
    ...rates.flatMap((key) => [lei(sums.get(`base:${key}`) ?? 0), lei(sums.get(`vat:${key}`) ?? 0)]),
    lei(sums.get("base") ?? 0),
    lei(sums.get("vat") ?? 0),
    lei(sums.get("total") ?? 0),
    "",
    "",
    "",
    "",
    "",
  ];
  return spreadsheet([header, ...lines, totals]);
}

/** Each document's lines with the product's code (its SKU), credit notes negative: what D406's invoice lines carry. */
export function monthLines(rows: readonly LedgerRow[]): string {
  const header = [
    "Document",
    "Tip document",
    "Cod client",
    "Poziție",
    "Cod produs",
    "Descriere",
    "Cantitate",
    "Cotă TVA",
    "Bază",
    "TVA",
    "Total",
  ];
  const lines = rows.flatMap((row) => {
    const sign = row.kind === "credit_note" ? -1 : 1;
    return row.document.lines.map((line, index) => [
      row.document.label,
      row.kind === "invoice" ? "Factură" : "Factură de stornare",
      customerCode(row),
      index + 1,
      line.sku ?? "",
      line.description,
      line.quantity,
      `${line.vatRatePercent} %`,
      lei(sign * Math.abs(line.netRonMinor)),
      lei(sign * Math.abs(line.vatRonMinor)),
      lei(sign * Math.abs(line.grossRonMinor)),
    ]);
  });
  return spreadsheet([header, ...lines]);
}

const CAUSE_WORDS: Readonly<Record<VatReconciliation["differences"][number]["cause"], string>> = {
  not_sent: "Netrimis la e-Factura",
  rejected: "Respins de ANAF",
  waiting: "În așteptarea răspunsului ANAF",
  amounts_differ: "Sumele acceptate de ANAF diferă",
  uncredited_cancelled: "Comandă anulată fără factură de stornare",
  uncredited_refunded: "Comandă rambursată fără factură de stornare",
  uncredited_returned: "Colet returnat fără factură de stornare",
};

const ISSUER_NAMES: Readonly<Record<OutsideIssuerName, string>> = { oblio: "Oblio", smartbill: "SmartBill" };

const rateWords = (rate: Pick<VatAmount, "category" | "ratePercent">) =>
  rate.category === "S" ? `${rate.ratePercent} %` : `${rate.ratePercent} % (${rate.category})`;

/**
 * The month's VAT per rate beside what e-Factura accepted, then each difference with its cause, then what each outside
 * issuer numbered and sent itself.
 */
export function reconciliationCsv(reconciliation: VatReconciliation): string {
  const rates = reconciliation.rates.map((rate) => [
    rateWords(rate),
    lei(rate.store.taxableRonMinor),
    lei(rate.store.vatRonMinor),
    lei(rate.anaf.taxableRonMinor),
    lei(rate.anaf.vatRonMinor),
    lei(rate.difference.taxableRonMinor),
    lei(rate.difference.vatRonMinor),
  ]);
  const differences = reconciliation.differences.map((difference) => [
    difference.label,
    difference.orderNumber,
    CAUSE_WORDS[difference.cause],
    lei(difference.taxableRonMinor),
    lei(difference.vatRonMinor),
    lei(difference.grossRonMinor),
  ]);
  return spreadsheet([
    [
      "Cotă TVA",
      "Bază raport magazin",
      "TVA raport magazin",
      "Bază acceptată ANAF",
      "TVA acceptată ANAF",
      "Diferență bază",
      "Diferență TVA",
    ],
    ...rates,
    [],
    ["Document", "Comanda", "Cauza diferenței", "Bază", "TVA", "Total"],
    ...(differences.length > 0 ? differences : [["Nicio diferență"]]),
    ...reconciliation.outside.flatMap((totals) => [
      [],
      [
        `Emise și trimise la e-Factura de ${ISSUER_NAMES[totals.issuer]}`,
        "Documente",
        totals.documents,
        "Fără răspuns încă",
        totals.pending,
      ],
      ["Cotă TVA", "Bază", "TVA"],
      ...totals.rates.map((rate) => [rateWords(rate), lei(rate.taxableRonMinor), lei(rate.vatRonMinor)]),
    ]),
  ]);
}

/** A month's `[from, to)` instants: its first and its last shop day in Romania. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const firstDay = `${month}-01`;
  const nextMonth = plusDays(firstDay, 32).slice(0, 7);
  return { from: endOfShopDay(plusDays(firstDay, -1)), to: endOfShopDay(plusDays(`${nextMonth}-01`, -1)) };
}

/** Every invoice and credit note issued in the month, in issue order, with its order's customer account. */
export async function documentsOfMonth(db: Database, month: string): Promise<LedgerRow[]> {
  const { from, to } = monthBounds(month);
  const rows = await db
    .select({ row: invoices, customerId: orders.customerId })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.map(({ row, customerId }) => ({ ...row, customerId }));
}

export async function monthArchive(
  db: Database,
  month: string,
  render: { pdf: (row: InvoiceRow) => Promise<{ filename: string; content: Buffer }>; xml: (row: InvoiceRow) => string },
  reconciliation: VatReconciliation,
): Promise<{ filename: string; contentType: string; content: Buffer }> {
  const rows = await documentsOfMonth(db, month);
  const files: Record<string, Uint8Array> = {
    [`registru-${month}.csv`]: Buffer.from(monthLedger(rows), "utf8"),
    [`linii-${month}.csv`]: Buffer.from(monthLines(rows), "utf8"),
    [`reconciliere-efactura-${month}.csv`]: Buffer.from(reconciliationCsv(reconciliation), "utf8"),
  };
  for (const row of rows) {
    // A pending document has no number, PDF or XML yet; an outside issuer's XML is its own, sent by it to ANAF.
    if (row.issuerStatus === "pending") continue;
    const label = row.document.label;
    const pdf = await render.pdf(row);
    files[`pdf/${pdf.filename}`] = pdf.content;
    if (row.issuer === "elara") files[`xml/efactura-${label}.xml`] = Buffer.from(render.xml(row), "utf8");
    if (row.efacturaAnswer) files[`anaf/anaf-${label}.zip`] = row.efacturaAnswer;
  }
  return { filename: `facturi-${month}.zip`, contentType: "application/zip", content: Buffer.from(zipSync(files)) };
}
