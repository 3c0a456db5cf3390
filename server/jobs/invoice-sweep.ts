/**
 * Runs the invoices' sweep (decision 0058) every five minutes in each instance: it invoices an order that became due
 * without its invoice, asks ANAF about uploads still processing, and follows e-Factura's deadlines (decision 0094): the
 * owner's reminders, the daily reconciliation with ANAF's message list (under a lease), the refresh token's warning. Several instances are safe by the sweep's own
 * design (SKIP LOCKED, unique keys); this keeps one run at a time per process and spreads instances apart.
 */
import type { Logger } from "#server/logger";
import type { InvoiceService } from "#server/commerce/invoicing/module";
import { startRecurringJob } from "./recurring-job.ts";

export const INVOICE_SWEEP_INTERVAL_MS = 5 * 60_000;

export function startInvoiceSweep(invoices: Pick<InvoiceService, "sweep">, logger: Pick<Logger, "info" | "error">) {
  return startRecurringJob({
    everyMs: INVOICE_SWEEP_INTERVAL_MS,
    firstWithinMs: 60_000,
    work: async () => {
      const report = await invoices.sweep();
      const { followUp } = report;
      if (
        report.invoiced + report.outside.issued + report.outside.failed + report.checked + followUp.warned > 0 ||
        followUp.reconciled ||
        followUp.tokenWarned
      )
        logger.info(report, "invoices swept");
    },
    onError: (error) => logger.error({ err: error }, "invoice sweep failed; it runs again in five minutes"),
  });
}
