/** After the journeys, while the shared store still runs (Playwright stops its webServer last): its invoices pass ANAF's rules. */
import { AXE_REPORT_DIR, writeAxeReport } from "./axe-report.ts";
import { checkStoreInvoices } from "./efactura-check.ts";
import { SHARED_DATA_DIR } from "./e2e-store.ts";

export default async function globalTeardown(): Promise<void> {
  // The release's accessibility evidence: every page the journeys ran axe on (axe-report.ts).
  const checks = writeAxeReport();
  if (checks > 0) console.log(`Accessibility: ${checks} axe checks written to ${AXE_REPORT_DIR}/axe-report.{json,md}`);
  const started = performance.now();
  const checked = await checkStoreInvoices(SHARED_DATA_DIR);
  console.log(
    `e-Factura: the ${checked} invoices of the shared e2e store pass the CIUS-RO Schematron (${Math.round(performance.now() - started)} ms)`,
  );
}
