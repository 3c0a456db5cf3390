/**
 * The invoice (or credit note) issued after the order's confirmation (issue 21 item 7): a cash-on-delivery parcel
 * delivered, a refund, the healing sweep. The PDF goes with it as an attachment, rendered when the message is sent.
 * (A paid order's invoice rides on its confirmation email instead.)
 */
import type { InvoiceKind } from "#domain/invoice";
import { noticeMail } from "./layout.ts";
import type { MailBranding, MailMessage } from "./mail-types.ts";
import type { OrderUpdateOrder } from "./order-updates.ts";
import { HELLO } from "./wording.ts";

const COPY = {
  ro: {
    hello: HELLO.ro,
    subject: (kind: InvoiceKind, label: string, order: string, brand: string) =>
      kind === "invoice"
        ? `Factura ${label} pentru comanda ${order} – ${brand}`
        : `Factura de stornare ${label} pentru comanda ${order} – ${brand}`,
    lead: (kind: InvoiceKind, label: string, order: string) =>
      kind === "invoice"
        ? `Îți trimitem atașat factura ${label} pentru comanda ${order}.`
        : `Îți trimitem atașat factura de stornare ${label} pentru banii returnați din comanda ${order}.`,
    keep: "Păstreaz-o pentru evidența ta; o găsești oricând și în pagina comenzii.",
    order: "Vezi comanda",
    questions: "Dacă ai întrebări, răspunde la acest e-mail.",
  },
  en: {
    hello: HELLO.en,
    subject: (kind: InvoiceKind, label: string, order: string, brand: string) =>
      kind === "invoice" ? `Invoice ${label} for order ${order} – ${brand}` : `Credit note ${label} for order ${order} – ${brand}`,
    lead: (kind: InvoiceKind, label: string, order: string) =>
      kind === "invoice"
        ? `Please find attached invoice ${label} for order ${order}.`
        : `Please find attached credit note ${label} for the money returned from order ${order}.`,
    keep: "Keep it for your records; it is also on the order's page whenever you need it.",
    order: "See the order",
    questions: "If you have any questions, reply to this email.",
  },
} as const;

export function renderInvoiceIssued(
  branding: MailBranding,
  order: OrderUpdateOrder,
  invoice: { id: number; kind: InvoiceKind; label: string },
): MailMessage {
  const copy = COPY[order.language];
  return {
    ...noticeMail(branding, order, {
      kind: "invoice_issued",
      subject: copy.subject(invoice.kind, invoice.label, order.orderNumber, branding.brandName),
      greeting: copy.hello(order.firstName),
      sentences: [copy.lead(invoice.kind, invoice.label, order.orderNumber), copy.keep],
      action: { label: copy.order, url: order.orderUrl },
      smallPrint: copy.questions,
    }),
    attachments: [{ kind: "invoice", invoiceId: invoice.id }],
  };
}
