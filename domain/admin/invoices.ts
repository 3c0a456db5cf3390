/** The admin's invoices (issue 21 item 7): the list's rows and filter, as /api/admin/invoices answers them. */
import { z } from "zod";
import { EFACTURA_STATUSES, type EfacturaStatus, type InvoiceKind } from "../invoice.ts";
import { addMonthsToDay } from "../order-subscription-dates.ts";

export const ADMIN_INVOICES_PAGE_SIZE = 50;

export const adminInvoiceRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["invoice", "credit_note"] as const satisfies readonly InvoiceKind[]),
  label: z.string(),
  orderNumber: z.number().int(),
  issueDate: z.string().describe("The day of issue in Romania, YYYY-MM-DD."),
  buyerName: z.string(),
  totalRonMinor: z.number().int().describe("Negative for a credit note."),
  efactura: z.object({
    status: z.enum(EFACTURA_STATUSES as [EfacturaStatus, ...EfacturaStatus[]]),
    message: z.string().nullable(),
    sentAt: z.string().nullable(),
    checkedAt: z.string().nullable(),
    hasAnswer: z.boolean(),
  }),
  pdfUrl: z.string(),
  xmlUrl: z.string(),
  deadline: z.object({
    dueOn: z.string().nullable().describe("The last day it may reach e-Factura: issue + 5 Romanian working days, YYYY-MM-DD."),
    soon: z.boolean().describe("Not accepted by ANAF and its deadline ends within 48 hours (or has passed)."),
  }),
});

export type AdminInvoiceRow = z.infer<typeof adminInvoiceRowSchema>;

/** An invoice after it was sent to ANAF or asked about (`POST /api/admin/invoices/{id}/efactura/…`). */
export const invoiceEfacturaAnswerSchema = z.object({ invoice: adminInvoiceRowSchema });

/** What the owner must know about e-Factura beyond the list (decision 0094). */
export interface EfacturaNoticesView {
  refreshToken: { expiresOn: string; expiringSoon: boolean } | null;
  unmatched: { messageId: string; uploadId: string; type: string; details: string; foundAt: string }[];
  reconciledAt: string | null;
}

export interface AdminInvoiceFilter {
  efactura: EfacturaStatus | null;
  page: number;
}

export function readInvoiceFilter(params: URLSearchParams): AdminInvoiceFilter {
  const status = params.get("efactura");
  const page = Number(params.get("page") ?? "1");
  return {
    efactura: EFACTURA_STATUSES.includes(status as EfacturaStatus) ? (status as EfacturaStatus) : null,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** An order's documents as its pages link them (the admin's order page, the customer's). */
export interface OrderInvoiceLink {
  id: number;
  kind: InvoiceKind;
  label: string;
  issueDate: string;
  pdfUrl: string;
  /** ANAF's e-Factura accepted it. */
  validatedByAnaf: boolean;
}

export const adminInvoicePdfUrl = (id: number) => `/api/admin/invoices/${id}/pdf`;
export const adminInvoiceXmlUrl = (id: number) => `/api/admin/invoices/${id}/xml`;
export const accountInvoicePdfUrl = (orderNumber: number, id: number) => `/api/account/orders/${orderNumber}/invoices/${id}/pdf`;

/**
 * The month the accountant's ZIP starts on: the one before `today` (a shop calendar day, `YYYY-MM-DD`), the month
 * an owner sends on in the first days of the next, so the download works without typing one.
 */
export function accountantMonth(today: string): string {
  return addMonthsToDay(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
}
