/**
 * An invoice or credit note as a PDF (issue 21 item 7, decision 0059), in the shopper's language, drawn with pdfkit
 * from the stored document each time it is asked for. DejaVu Sans is embedded (subset to the glyphs used) so
 * ș ț ă î â print the same in every reader; the PDF's own fonts have no Romanian letters.
 */
import { createRequire } from "node:module";
import { companyAddressLine } from "#domain/company";
import type { InvoiceDocument, InvoiceLine, InvoicePayment } from "#domain/invoice";
import { withoutXmlForbiddenIn } from "#domain/xml-text";

const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

type Language = InvoiceDocument["language"];

const WORDS = {
  ro: {
    invoice: "FACTURĂ",
    creditNote: "FACTURĂ DE STORNARE",
    number: "Seria și numărul",
    date: "Data emiterii",
    order: "Comanda",
    corrects: (label: string, date: string) => `Stornează factura ${label} din ${date}`,
    seller: "Furnizor",
    buyer: "Cumpărător",
    registration: "Nr. Reg. Com.",
    vatId: "CIF",
    capital: "Capital social",
    bank: "Banca",
    iban: "IBAN",
    email: "E-mail",
    columns: ["Nr.", "Denumire", "Cant.", "Preț unitar fără TVA", "Valoare fără TVA", "TVA %", "Valoare TVA", "Total"],
    discount: (code: string | null) => (code ? `Reducere (cod ${code})` : "Reducere"),
    byRate: "TVA pe cote",
    taxable: (rate: number) => `Bază de impozitare ${rate} %`,
    vat: (rate: number) => `TVA ${rate} %`,
    net: "Total fără TVA",
    vatTotal: "Total TVA",
    total: "Total de plată",
    creditTotal: "Total stornat",
    paid: "Plăți",
    method: {
      store_credit: "Achitat cu credit din magazin",
      card: "Achitat cu cardul",
      paypal: "Achitat prin PayPal",
      apple_pay: "Achitat prin Apple Pay",
      google_pay: "Achitat prin Google Pay",
      cod: "Plată la livrare (ramburs)",
    } as Record<string, string>,
    paidWith: {
      store_credit: (day: string) => `Achitat cu credit din magazin la ${day}`,
      card: (day: string) => `Achitat cu cardul la ${day}`,
      paypal: (day: string) => `Achitat prin PayPal la ${day}`,
      apple_pay: (day: string) => `Achitat prin Apple Pay la ${day}`,
      google_pay: (day: string) => `Achitat prin Google Pay la ${day}`,
      cod: (day: string) => `Achitat în numerar la livrare, încasat de curier la ${day}`,
    } as Record<string, (day: string) => string>,
    toPay: {
      cod: "De plătit în numerar la livrare (ramburs)",
      other: "De plătit",
    },
    paidTotal: "Total achitat",
    due: "Rest de plată",
    foreign: (amount: string, code: string, rate: string) =>
      `Comanda a fost plătită în ${code}: ${amount} (curs ${rate} lei pentru 1 ${code}).`,
    exemption:
      "Scutit de TVA cu drept de deducere: livrare de bunuri în afara Uniunii Europene (art. 294 alin. (1) lit. a) din Codul fiscal).",
    noSignature: "Factura este valabilă fără semnătură și ștampilă (art. 319 alin. (29) din Codul fiscal).",
    page: (n: number, of: number) => `Pagina ${n} din ${of}`,
    lei: "lei",
  },
  en: {
    invoice: "INVOICE",
    creditNote: "CREDIT NOTE",
    number: "Series and number",
    date: "Issue date",
    order: "Order",
    corrects: (label: string, date: string) => `Corrects invoice ${label} of ${date}`,
    seller: "Seller",
    buyer: "Buyer",
    registration: "Trade register no.",
    vatId: "VAT ID",
    capital: "Share capital",
    bank: "Bank",
    iban: "IBAN",
    email: "Email",
    columns: ["No.", "Description", "Qty", "Unit price excl. VAT", "Amount excl. VAT", "VAT %", "VAT", "Total"],
    discount: (code: string | null) => (code ? `Discount (code ${code})` : "Discount"),
    byRate: "VAT by rate",
    taxable: (rate: number) => `Taxable amount ${rate}%`,
    vat: (rate: number) => `VAT ${rate}%`,
    net: "Total excl. VAT",
    vatTotal: "Total VAT",
    total: "Total",
    creditTotal: "Total credited",
    paid: "Payments",
    method: {
      store_credit: "Paid with store credit",
      card: "Paid by card",
      paypal: "Paid with PayPal",
      apple_pay: "Paid with Apple Pay",
      google_pay: "Paid with Google Pay",
      cod: "Cash on delivery",
    } as Record<string, string>,
    paidWith: {
      store_credit: (day: string) => `Paid with store credit on ${day}`,
      card: (day: string) => `Paid by card on ${day}`,
      paypal: (day: string) => `Paid with PayPal on ${day}`,
      apple_pay: (day: string) => `Paid with Apple Pay on ${day}`,
      google_pay: (day: string) => `Paid with Google Pay on ${day}`,
      cod: (day: string) => `Paid in cash on delivery, collected by the courier on ${day}`,
    } as Record<string, (day: string) => string>,
    toPay: {
      cod: "To pay in cash on delivery",
      other: "To pay",
    },
    paidTotal: "Total paid",
    due: "Amount due",
    foreign: (amount: string, code: string, rate: string) => `The order was paid in ${code}: ${amount} (rate ${rate} lei per 1 ${code}).`,
    exemption:
      "VAT exempt with the right of deduction: supply of goods outside the European Union (art. 294(1)(a) of the Romanian Fiscal Code).",
    noSignature: "This invoice is valid without signature or stamp (art. 319(29) of the Romanian Fiscal Code).",
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    lei: "lei",
  },
} as const;

const LOCALE: Record<Language, string> = { ro: "ro-RO", en: "en-GB" };

function amount(minor: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE[language], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(
    minor / 100,
  );
}

const lei = (minor: number, language: Language) => `${amount(minor, language)} ${WORDS[language].lei}`;

/** Column widths of the lines' table, 515 points across an A4 page inside its margins. */
const COLUMNS = [22, 165, 32, 68, 72, 36, 60, 60];
const LEFT = 40;
const RIGHT = 555;

export function invoiceFileName(document: Pick<InvoiceDocument, "label" | "kind" | "language">): string {
  const word =
    document.kind === "invoice"
      ? document.language === "ro"
        ? "factura"
        : "invoice"
      : document.language === "ro"
        ? "storno"
        : "credit-note";
  return `${word}-${document.label}.pdf`;
}

/** The document as a PDF; control characters kept in its texts before the store refused them are dropped (decision 0132). */
export async function renderInvoicePdf(stored: InvoiceDocument): Promise<Buffer> {
  // Loaded when a document is first drawn: pdfkit and its fonts take a few hundred milliseconds to load, paid otherwise
  // by every start of the store and every test that builds it.
  const { default: PDFDocument } = await import("pdfkit");
  const invoice = withoutXmlForbiddenIn(stored);
  const words = WORDS[invoice.language];
  const language = invoice.language;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 40, bottom: 40, left: LEFT, right: 40 },
    bufferPages: true,
    lang: language,
    info: {
      Title: `${invoice.kind === "invoice" ? words.invoice : words.creditNote} ${invoice.label}`,
      Author: invoice.seller.legalName,
      CreationDate: new Date(`${invoice.issueDate}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("body", FONT);
  doc.registerFont("bold", FONT_BOLD);

  // Title and numbers.
  doc
    .font("bold")
    .fontSize(18)
    .fillColor("#1f2933")
    .text(invoice.kind === "invoice" ? words.invoice : words.creditNote, LEFT, 40);
  doc.font("body").fontSize(9.5);
  const facts = [
    `${words.number}: ${invoice.label}`,
    `${words.date}: ${invoice.issueDate}`,
    `${words.order}: #${invoice.orderNumber}`,
    ...(invoice.corrects ? [words.corrects(invoice.corrects.label, invoice.corrects.issueDate)] : []),
  ];
  doc.text(facts.join("\n"), 330, 44, { width: RIGHT - 330, align: "right" });

  // Seller and buyer side by side.
  const partiesTop = 110;
  const seller = invoice.seller;
  party(doc, words.seller, LEFT, partiesTop, [
    seller.legalName,
    `${words.registration}: ${seller.registrationNumber}`,
    `${words.vatId}: ${seller.vatId}`,
    `${words.capital}: ${seller.shareCapital}`,
    companyAddressLine(seller.address),
    ...(seller.bank ? [`${words.bank}: ${seller.bank.name}`, `${words.iban}: ${seller.bank.iban}`] : []),
    `${words.email}: ${seller.email}`,
  ]);
  const buyer = invoice.buyer;
  // "Iași, Iași": a county named like its city is said once.
  const buyerAddress = [
    buyer.address.street,
    [buyer.address.postalCode, buyer.address.city].filter(Boolean).join(" "),
    buyer.address.county === buyer.address.city ? "" : buyer.address.county,
    countryName(buyer.address.countryCode, language),
  ]
    .filter((part) => part.trim() !== "")
    .join(", ");
  const partiesBottom = party(doc, words.buyer, 310, partiesTop, [
    buyer.name,
    ...(buyer.vatId ? [`${words.vatId}: ${buyer.vatId}`] : []),
    ...(buyer.registrationNumber ? [`${words.registration}: ${buyer.registrationNumber}`] : []),
    buyerAddress,
    `${words.email}: ${buyer.email}`,
  ]);

  // The lines.
  let y = Math.max(partiesBottom, doc.y) + 20;
  const header = () => {
    doc.font("bold").fontSize(7.5).fillColor("#1f2933");
    const height = Math.max(...words.columns.map((label, index) => doc.heightOfString(label, { width: COLUMNS[index]! - 4 })));
    doc.rect(LEFT, y - 3, RIGHT - LEFT, height + 6).fill("#eef2f0");
    doc.fillColor("#1f2933");
    row(doc, y, words.columns, true);
    y += height + 8;
  };
  header();
  const rows: string[][] = [
    ...invoice.lines.map((line, index) => lineCells(line, index + 1, language)),
    ...invoice.discounts.map((discount) => [
      "",
      words.discount(discount.code),
      "",
      "",
      amount(-discount.netRonMinor, language),
      `${discount.vatRatePercent}`,
      amount(-discount.vatRonMinor, language),
      amount(-discount.grossRonMinor, language),
    ]),
  ];
  doc.font("body").fontSize(8);
  for (const cells of rows) {
    const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index]! - 4 })));
    if (y + height > 760) {
      doc.addPage();
      y = 40;
      header();
      doc.font("body").fontSize(8);
    }
    row(doc, y, cells, false);
    y += height + 5;
    doc
      .moveTo(LEFT, y - 2)
      .lineTo(RIGHT, y - 2)
      .lineWidth(0.3)
      .strokeColor("#d5dbd8")
      .stroke();
  }

  // Totals by VAT rate, then the totals and the payments.
  const totals: [string, string, boolean][] = [
    ...invoice.vatGroups.flatMap((group): [string, string, boolean][] => [
      [words.taxable(group.ratePercent), lei(group.taxableRonMinor, language), false],
      [words.vat(group.ratePercent), lei(group.vatRonMinor, language), false],
    ]),
    [words.net, lei(invoice.totals.netRonMinor, language), false],
    [words.vatTotal, lei(invoice.totals.vatRonMinor, language), false],
    [invoice.kind === "invoice" ? words.total : words.creditTotal, lei(invoice.totals.grossRonMinor, language), true],
    ...invoice.payments.map((payment): [string, string, boolean] => [
      paymentLabel(payment, language),
      lei(payment.amountRonMinor, language),
      false,
    ]),
    ...(invoice.kind === "invoice" && invoice.totals.prepaidRonMinor > 0 && invoice.payments.length > 1
      ? [[words.paidTotal, lei(invoice.totals.prepaidRonMinor, language), false] as [string, string, boolean]]
      : []),
    // Only what is really left to pay is said to be due: an invoice paid whole does not print "0,00 lei" left.
    ...(invoice.kind === "invoice" && invoice.totals.dueRonMinor > 0
      ? [[words.due, lei(invoice.totals.dueRonMinor, language), true] as [string, string, boolean]]
      : []),
  ];
  y += 10;
  if (y + totals.length * 14 > 740) {
    doc.addPage();
    y = 40;
  }
  for (const [label, value, strong] of totals) {
    doc.font(strong ? "bold" : "body").fontSize(strong ? 10 : 9);
    doc.text(label, 300, y, { width: 160, align: "right" });
    doc.text(value, 460, y, { width: RIGHT - 460, align: "right" });
    y += strong ? 16 : 13;
  }

  // Mentions the law asks for, and what the shopper paid in their own currency.
  doc.font("body").fontSize(8.5).fillColor("#3e4c59");
  y += 10;
  const notes = [
    ...(invoice.foreign
      ? [
          words.foreign(
            `${amount(invoice.foreign.totalMinor, language)} ${invoice.foreign.currencyCode}`,
            invoice.foreign.currencyCode,
            new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 4 }).format(1_000_000 / invoice.foreign.unitsPerRonMicros),
          ),
        ]
      : []),
    ...(invoice.exemption ? [words.exemption] : []),
    words.noSignature,
  ];
  doc.text(notes.join("\n"), LEFT, y, { width: RIGHT - LEFT });

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // The footer sits in the bottom margin, where pdfkit would otherwise start a new page for it.
    doc.page.margins.bottom = 0;
    doc.font("body").fontSize(7.5).fillColor("#6b7785");
    doc.text(`${seller.legalName} · ${invoice.label} · ${words.page(index + 1, range.count)}`, LEFT, 800, {
      width: RIGHT - LEFT,
      align: "center",
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}

/** How and when a part was paid; what is still to pay, and how; a document from before invoices said when, as it was. */
function paymentLabel(payment: InvoicePayment, language: Language): string {
  const words = WORDS[language];
  if (payment.paidOn === undefined) return words.method[payment.method] ?? payment.method;
  if (payment.paidOn === null)
    return payment.method === "cod" ? words.toPay.cod : `${words.toPay.other}: ${words.method[payment.method] ?? payment.method}`;
  return words.paidWith[payment.method]?.(payment.paidOn) ?? `${payment.method} ${payment.paidOn}`;
}

function party(doc: PDFKit.PDFDocument, title: string, x: number, y: number, lines: string[]): number {
  doc.font("bold").fontSize(9).fillColor("#1f6f5c").text(title.toUpperCase(), x, y, { width: 240 });
  doc
    .font("bold")
    .fontSize(10)
    .fillColor("#1f2933")
    .text(lines[0]!, x, doc.y + 2, { width: 240 });
  doc
    .font("body")
    .fontSize(8.5)
    .text(lines.slice(1).join("\n"), x, doc.y + 1, { width: 240 });
  return doc.y;
}

function lineCells(line: InvoiceLine, position: number, language: Language): string[] {
  const unit = line.quantity === 0 ? 0 : Math.round(line.netRonMinor / line.quantity);
  return [
    String(position),
    line.sku ? `${line.description}\n${line.sku}` : line.description,
    String(line.quantity),
    amount(unit, language),
    amount(line.netRonMinor, language),
    String(line.vatRatePercent),
    amount(line.vatRonMinor, language),
    amount(line.grossRonMinor, language),
  ];
}

function row(doc: PDFKit.PDFDocument, y: number, cells: readonly string[], heading: boolean) {
  let x = LEFT;
  cells.forEach((cell, index) => {
    const width = COLUMNS[index]!;
    doc.text(cell, x + 2, y, {
      width: width - 4,
      align: index === 1 || (heading && index === 0) ? "left" : index === 0 ? "left" : "right",
    });
    x += width;
  });
}

function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
}
