/** The admin's invoices (issue 21 item 7): the list's rows and filter, as /api/admin/invoices answers them. */
import { EFACTURA_STATUSES, type EfacturaStatus, type InvoiceKind } from "./invoice.ts";

export const ADMIN_INVOICES_PAGE_SIZE = 50;

export interface AdminInvoiceRow {
  id: number;
  kind: InvoiceKind;
  label: string;
  orderNumber: number;
  /** The day of issue in Romania, YYYY-MM-DD. */
  issueDate: string;
  buyerName: string;
  /** Negative for a credit note. */
  totalRonMinor: number;
  efactura: { status: EfacturaStatus; message: string | null; sentAt: string | null; checkedAt: string | null; hasAnswer: boolean };
  pdfUrl: string;
  xmlUrl: string;
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
}

export const adminInvoicePdfUrl = (id: number) => `/api/admin/invoices/${id}/pdf`;
export const adminInvoiceXmlUrl = (id: number) => `/api/admin/invoices/${id}/xml`;
export const accountInvoicePdfUrl = (orderNumber: number, id: number) => `/api/account/orders/${orderNumber}/invoices/${id}/pdf`;
