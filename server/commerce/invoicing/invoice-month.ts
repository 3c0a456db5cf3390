/**
 * The accountant's month (issue 44 item 5, decision 0094): every invoice and credit note issued in a calendar month
 * (Romanian time) as one ZIP — the PDFs, the e-Factura XMLs, ANAF's answers as kept, and a ledger (CSV) with the VAT
 * base and VAT of each rate, in lei, credit notes negative, and a totals row. The CSV is what Romanian spreadsheets
 * open as they are: UTF-8 with a byte-order mark, `;` between fields and a decimal comma.
 */
import { and, asc, gte, lt } from "drizzle-orm";
import { zipSync } from "fflate";
import { endOfShopDay, plusDays } from "#domain/romanian-working-days";
import type { EfacturaStatus } from "#domain/invoice";
import type { Database } from "#server/db/client";
import { invoices } from "#server/db/schema";
import type { InvoiceRow } from "./invoice-issue.ts";

/** A month written `YYYY-MM`, from 2000 on. */
export const MONTH_PATTERN = /^(20\d\d)-(0[1-9]|1[0-2])$/;

/** The e-Factura state in the ledger's language, as the admin's invoices page says it, never the stored code. */
const EFACTURA_STATUS_WORDS: Readonly<Record<EfacturaStatus, string>> = {
  not_sent: "Netrimisă",
  sent: "Trimisă",
  accepted: "Acceptată",
  rejected: "Respinsă",
};

const lei = (minor: number) => (minor / 100).toFixed(2).replace(".", ",");

/**
 * A field as a spreadsheet reads it: quoted when needed, and never a formula (a buyer's name may start with `=`); a
 * negative amount stays a number.
 */
function field(value: string | number): string {
  const formulaLike = typeof value === "string" && /^[=+\-@\t\r]/.test(value) && !/^-\d+(,\d+)?$/.test(value);
  const text = formulaLike ? `'${value}` : String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const rateKey = (group: { category: string; ratePercent: number }) => `${group.category}:${group.ratePercent}`;
const rateHeading = (key: string) => {
  const [category, rate] = key.split(":");
  return category === "S" ? `${rate} %` : `${rate} % (${category})`;
};

export function monthLedger(rows: readonly InvoiceRow[]): string {
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
      row.number,
      document.label,
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
  ];
  return `\uFEFF${[header, ...lines, totals].map((line) => line.map(field).join(";")).join("\r\n")}\r\n`;
}

export async function monthArchive(
  db: Database,
  month: string,
  render: { pdf: (row: InvoiceRow) => Promise<{ filename: string; content: Buffer }>; xml: (row: InvoiceRow) => string },
): Promise<{ filename: string; contentType: string; content: Buffer }> {
  const firstDay = `${month}-01`;
  const nextMonth = plusDays(firstDay, 32).slice(0, 7);
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        gte(invoices.issuedAt, endOfShopDay(plusDays(firstDay, -1))),
        lt(invoices.issuedAt, endOfShopDay(plusDays(`${nextMonth}-01`, -1))),
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  const files: Record<string, Uint8Array> = { [`registru-${month}.csv`]: Buffer.from(monthLedger(rows), "utf8") };
  for (const row of rows) {
    const label = row.document.label;
    const pdf = await render.pdf(row);
    files[`pdf/${pdf.filename}`] = pdf.content;
    files[`xml/efactura-${label}.xml`] = Buffer.from(render.xml(row), "utf8");
    if (row.efacturaAnswer) files[`anaf/anaf-${label}.zip`] = row.efacturaAnswer;
  }
  return { filename: `facturi-${month}.zip`, contentType: "application/zip", content: Buffer.from(zipSync(files)) };
}
