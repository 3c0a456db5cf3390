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
import type { InvoiceIssuer, OutsideIssuerName } from "./invoice-issuer.ts";
import { createOblioIssuer } from "./oblio-issuer.ts";
import { createSmartbillIssuer } from "./smartbill-issuer.ts";
import { createOutsideIssue, issueOnRequest, type OutsideIssue } from "./outside-issue.ts";
import { createIssuerChoice, type IssuerChoice, type IssuerSetting } from "./issuer-choice.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export { ciusRoText } from "./cius-ro-validation.ts";
export type { RuleBreach } from "./efactura-rules.ts";
export { creditAndMail, invoiceAndMail } from "./invoice-issue.ts";
export { MONTH_PATTERN } from "./invoice-month.ts";
export type { InvoiceService } from "./invoices.ts";
export type { VatRatesService } from "./vat-rates.ts";
export type { IssuerChoice, IssuerSetting } from "./issuer-choice.ts";

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
  /** The owner's `invoicing.issuer` (the settings module's store of it, decision 0177). */
  issuerSetting: IssuerSetting;
  /** The outside issuers, by name; by default built from the configured accounts (tests hand in their own). */
  issuers?: Partial<Record<OutsideIssuerName, InvoiceIssuer>>;
}

export interface InvoicingServices {
  /** Invoices and credit notes: PDFs, e-Factura XML and ANAF uploads, the admin's list, the healing sweep (issue 21 item 7). */
  invoices: InvoiceService;
  /** VAT rates by country, their editor, and this year's EU cross-border sales (decision 0055). */
  vatRates: VatRatesService;
  /** What issuing a document needs: the modules that issue one (orders, returns, shipping) take this. */
  invoicing: Invoicing;
  /** Who numbers the invoices: Elara, Oblio or SmartBill, the owner's choice among those configured (decision 0177). */
  issuerChoice: IssuerChoice;
  /** The outside issuer's asking: its handler's work, and the sweep's. */
  outsideIssue: OutsideIssue;
}

export function createInvoicingModule(ports: InvoicingPorts) {
  const { config, db, clock, mailer, branding, audit, onError } = ports;
  const accounts = config.invoiceIssuers;
  const issuers: Partial<Record<OutsideIssuerName, InvoiceIssuer>> = ports.issuers ?? {
    ...(accounts.oblio ? { oblio: createOblioIssuer(accounts.oblio, clock) } : {}),
    ...(accounts.smartbill ? { smartbill: createSmartbillIssuer(accounts.smartbill) } : {}),
  };
  const invoiceSettings = {
    company: config.company,
    series: config.invoiceSeries,
    chargedAdditions: ports.chargedAdditions,
    // The owner's choice, refused in the admin unless configured; should its variables have been removed since, Elara
    // numbers rather than the transaction that made the invoice due failing (decision 0177).
    issuer: async (tx: Database) => {
      const chosen = await ports.issuerSetting.get(tx);
      return chosen === "elara" || issuers[chosen] ? chosen : "elara";
    },
    outsideSeries: { oblio: accounts.oblio?.series, smartbill: accounts.smartbill?.series },
  };
  const invoicing: Invoicing = { settings: invoiceSettings, mailer, branding, recipientOf: ports.recipientOf };
  const outsideIssue = createOutsideIssue({ db, clock, invoicing, issuers, onError });
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
      outside: outsideIssue,
    }),
    vatRates: createVatRates({ db, clock, audit, staffEmails: ports.staffEmails }),
    invoicing,
    issuerChoice: createIssuerChoice({ setting: ports.issuerSetting, configured: (name) => issuers[name] !== undefined }),
    outsideIssue,
  };
  const { amountOf, handler } = ports.storeCreditGivenBack;
  return {
    services,
    handlers: {
      onConfirmation: invoiceOnConfirmation(invoiceSettings),
      parcelAdditionInvoice: invoiceOnParcelAddition(invoicing),
      creditNotes: creditNotesOfOrder(invoicing, { creditGivenBack: amountOf, after: handler }),
      outsideIssue: issueOnRequest(() => outsideIssue),
    },
  };
}
