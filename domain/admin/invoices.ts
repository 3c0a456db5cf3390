/** The admin's invoices (issue 21 item 7): the list's rows and filter, as /api/admin/invoices answers them. */
import { z } from "zod";
import { EFACTURA_STATUSES, INVOICE_ISSUERS, type EfacturaStatus, type InvoiceIssuerName, type InvoiceKind } from "../invoice.ts";
import { addMonthsToDay } from "../order-subscription-dates.ts";
import type { DifferenceCause, VatReconciliation } from "../vat-reconciliation.ts";

export const ADMIN_INVOICES_PAGE_SIZE = 50;

export const adminInvoiceRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["invoice", "credit_note"] as const satisfies readonly InvoiceKind[]),
  label: z.string(),
  orderNumber: z.number().int(),
  issueDate: z.string().describe("The day of issue in Romania, YYYY-MM-DD."),
  buyerName: z.string(),
  totalRonMinor: z.number().int().describe("Negative for a credit note."),
  issuer: z.object({
    name: z
      .enum(INVOICE_ISSUERS as [InvoiceIssuerName, ...InvoiceIssuerName[]])
      .describe("Who numbered it (decision 0177): elara, or the owner's Oblio or SmartBill, which also sends it to ANAF."),
    pending: z.boolean().describe("The outside issuer has not numbered it yet: no label, no PDF; the sweep asks again."),
    message: z.string().nullable().describe("The issuer's last words on a failure, as it gave them."),
  }),
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

/** Who numbers the invoices and which issuers may be chosen (`/api/admin/invoices/issuer`, decision 0177). */
export const invoiceIssuerSchema = z.object({
  issuer: z.enum(INVOICE_ISSUERS as [InvoiceIssuerName, ...InvoiceIssuerName[]]),
  configured: z
    .object({ elara: z.boolean(), oblio: z.boolean(), smartbill: z.boolean() })
    .describe("Which issuers may be chosen: Elara always, Oblio and SmartBill when their variables are set."),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type InvoiceIssuerView = z.infer<typeof invoiceIssuerSchema>;
export const invoiceIssuerChangeSchema = invoiceIssuerSchema.extend({ changed: z.boolean() });
export const invoiceIssuerInputSchema = z.object({
  issuer: z.enum(INVOICE_ISSUERS as [InvoiceIssuerName, ...InvoiceIssuerName[]], { error: "issuer" }),
});

/** An invoice after it was sent to ANAF or asked about (`POST /api/admin/invoices/{id}/efactura/…`). */
export const invoiceEfacturaAnswerSchema = z.object({ invoice: adminInvoiceRowSchema });

const vatPair = z.object({ taxableRonMinor: z.number().int(), vatRonMinor: z.number().int() });

/** A month's VAT per rate beside what e-Factura accepted (`GET /api/admin/invoices/reconciliation`, decision 0142). */
export const vatReconciliationSchema = z.object({
  reconciliation: z.object({
    month: z.string(),
    rates: z.array(
      z.object({
        category: z.enum(["S", "G"]),
        ratePercent: z.number(),
        store: vatPair.describe("Every invoice and credit note issued in the month, credit notes negative, lei minor units."),
        anaf: vatPair.describe("The same, of the documents e-Factura accepted, as ANAF's signed copy states them."),
        difference: vatPair.describe("Store minus ANAF."),
      }),
    ),
    differences: z.array(
      z.object({
        cause: z.enum([
          "not_sent",
          "rejected",
          "waiting",
          "amounts_differ",
          "uncredited_cancelled",
          "uncredited_refunded",
          "uncredited_returned",
        ] as const satisfies readonly DifferenceCause[]),
        label: z.string().describe("The document; for an uncredited order, its invoice."),
        orderNumber: z.number().int(),
        taxableRonMinor: z.number().int(),
        vatRonMinor: z.number().int(),
        grossRonMinor: z.number().int().describe("For an uncredited order: what its missing credit note would take back (negative)."),
      }),
    ),
    balanced: z.boolean().describe("Every rate matches and no difference is listed."),
  }),
});

/** What the owner must know about e-Factura beyond the list (decision 0094). */
export interface EfacturaNoticesView {
  refreshToken: { expiresOn: string; expiringSoon: boolean } | null;
  unmatched: { messageId: string; uploadId: string; type: string; details: string; foundAt: string }[];
  reconciledAt: string | null;
}

export interface AdminInvoiceFilter {
  efactura: EfacturaStatus | null;
  page: number;
  /** The month whose VAT is reconciled with e-Factura, as typed (`YYYY-MM`); null: the accountant's month. */
  month?: string | null;
}

/** The month's reconciliation as the invoices page shows it: the figures, or the month refused as typed. */
export type ReconciliationReading = { month: string; view: VatReconciliation } | { month: string; view: null; invalid: true };

/** A month written `YYYY-MM`, from 2000 on. */
export const MONTH_PATTERN = /^(20\d\d)-(0[1-9]|1[0-2])$/;

/** A month the store can reconcile: written `YYYY-MM` and not after `today`'s (a shop day, `YYYY-MM-DD`). */
export const reconcilableMonth = (month: string, today: string) => MONTH_PATTERN.test(month) && month <= today.slice(0, 7);

export function readInvoiceFilter(params: URLSearchParams): AdminInvoiceFilter {
  const status = params.get("efactura");
  const page = Number(params.get("page") ?? "1");
  return {
    efactura: EFACTURA_STATUSES.includes(status as EfacturaStatus) ? (status as EfacturaStatus) : null,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    month: params.get("month")?.slice(0, 20) ?? null,
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
  /** Who numbered it: elara, or the owner's Oblio or SmartBill (decision 0177). */
  issuer: InvoiceIssuerName;
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
