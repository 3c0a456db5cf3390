/**
 * `check-efactura`, asked of a running store through its channel (admin-channel.ts): every invoice and credit note the
 * store has issued itself, drawn as e-Factura XML and checked as before an upload (ANAF's CIUS-RO Schematron first,
 * decision 0095). An outside issuer's documents are left out: Oblio or SmartBill draws and sends those (decision 0177).
 * The e2e run asks it of its stores at the end, so CI checks the invoices the journeys issued (issue 44).
 */
import type { InvoiceService } from "./commerce/invoicing/module.ts";

export const EFACTURA_CHECK_COMMAND = "check-efactura";

export function isEfacturaCheckCommand(input: unknown): boolean {
  return typeof input === "object" && input !== null && (input as { command?: unknown }).command === EFACTURA_CHECK_COMMAND;
}

export interface EfacturaCheckReport {
  checked: number;
  /** Each document that breaks a rule, with the rules (ANAF's id and text). */
  refused: { label: string; breaches: { rule: string; message: string; location?: string }[] }[];
}

export async function checkEveryInvoice(
  invoices: Pick<InvoiceService, "list" | "find" | "xmlOf">,
): Promise<{ status: 200; body: EfacturaCheckReport }> {
  const report: EfacturaCheckReport = { checked: 0, refused: [] };
  for (let page = 1; ; page++) {
    const { rows } = await invoices.list({ efactura: null, page });
    if (rows.length === 0) break;
    for (const { id } of rows) {
      const row = await invoices.find(id);
      if (!row || row.issuer !== "elara") continue;
      const { breaches } = invoices.xmlOf(row);
      report.checked += 1;
      if (breaches.length > 0) report.refused.push({ label: row.document.label, breaches });
    }
  }
  return { status: 200, body: report };
}
