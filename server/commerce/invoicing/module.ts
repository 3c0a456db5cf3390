/**
 * The invoicing module (decision 0134): invoices, credit notes, their series, e-Factura and the VAT rates. Its ports:
 * whom a document's email greets (orders' `OrderRecipients`), the store credit a cancellation gave back (payments'
 * `StoreCreditFacts`), who last set a VAT rate (staff's `StaffEmails`) and the staff's notices. Its handlers issue the
 * invoice on confirmation and the credit notes on cancellation and refund; `invoiceFacts` is the read port orders take.
 */
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { Database } from "#server/db/client";
import type { StaffEmails } from "#server/commerce/shared/staff-audit";
import type { NotifyStaff } from "#server/mail/staff-notice";
import { createAnafGateway } from "./anaf-efactura.ts";
import { creditNotesOfOrder, invoiceOnConfirmation, invoiceOnParcelAddition } from "./invoice-handlers.ts";
import { invoiceFacts, type InvoiceFacts } from "./invoice-facts.ts";
import type { ChargedAdditions, Invoicing } from "./invoice-issue.ts";
import { createInvoices, type InvoiceService } from "./invoices.ts";
import { createVatRates, type VatRatesService } from "./vat-rates.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export { ciusRoText } from "./cius-ro-validation.ts";
export type { RuleBreach } from "./efactura-rules.ts";
export { creditAndMail, invoiceAndMail } from "./invoice-issue.ts";
export { MONTH_PATTERN } from "./invoice-month.ts";
export type { InvoiceService } from "./invoices.ts";
export type { VatRatesService } from "./vat-rates.ts";

export type { ChargedAdditions, Invoicing, InvoiceFacts };

/** The invoices' read port (`InvoiceFacts`): the invoice an order's confirmation carries, a period's VAT (orders). */
export { invoiceFacts };

export interface InvoicingPorts extends Pick<Infrastructure, "config" | "db" | "clock" | "mailer" | "branding" | "audit" | "onError"> {
  recipientOf: Invoicing["recipientOf"];
  /** An order's lines invoiced on their own: a card order's parcel additions (orders). */
  chargedAdditions: ChargedAdditions;
  /** The store credit a cancelled order gave back, once the handler named `handler` has run (payments). */
  storeCreditGivenBack: { amountOf: (tx: Database, orderId: number) => Promise<number>; handler: string };
  notifyStaff: NotifyStaff;
  /** Who last set a country's VAT rates (staff's `StaffEmails`). */
  staffEmails: StaffEmails;
}

export interface InvoicingServices {
  /** Invoices and credit notes: PDFs, e-Factura XML and ANAF uploads, the admin's list, the healing sweep (issue 21 item 7). */
  invoices: InvoiceService;
  /** VAT rates by country, their editor, and this year's EU cross-border sales (decision 0055). */
  vatRates: VatRatesService;
  /** What issuing a document needs: the modules that issue one (orders, returns, shipping) take this. */
  invoicing: Invoicing;
}

export function createInvoicingModule(ports: InvoicingPorts) {
  const { config, db, clock, mailer, branding, audit, onError } = ports;
  const invoiceSettings = { company: config.company, series: config.invoiceSeries, chargedAdditions: ports.chargedAdditions };
  const invoicing: Invoicing = { settings: invoiceSettings, mailer, branding, recipientOf: ports.recipientOf };
  const services: InvoicingServices = {
    invoices: createInvoices({
      db,
      clock,
      invoicing,
      gateway: config.anaf ? createAnafGateway(config.anaf) : undefined,
      refreshTokenIssuedOn: config.anaf?.refreshTokenIssuedOn,
      notifyStaff: ports.notifyStaff,
      audit,
      onError,
    }),
    vatRates: createVatRates({ db, clock, audit, staffEmails: ports.staffEmails }),
    invoicing,
  };
  const { amountOf, handler } = ports.storeCreditGivenBack;
  return {
    services,
    handlers: {
      onConfirmation: invoiceOnConfirmation(invoiceSettings),
      parcelAdditionInvoice: invoiceOnParcelAddition(invoicing),
      creditNotes: creditNotesOfOrder(invoicing, { creditGivenBack: amountOf, after: handler }),
    },
  };
}
