/**
 * Issue 44 "Done when": ANAF's CIUS-RO Schematron runs in CI on the invoices the e2e journeys issue. At the end of a
 * run each e2e store is asked, through its admin channel, to check every invoice and credit note it issued as it
 * would before an upload (server/efactura-commands.ts); one that ANAF's rules refuse fails the run with the rules.
 */
import { askAdminChannel, readAdminChannel } from "#server/admin-channel";
import type { EfacturaCheckReport } from "#server/efactura-commands";

/** How many documents the store at `dataDir` issued, all of which pass; throws with the refused ones' rules otherwise. */
export async function checkStoreInvoices(dataDir: string): Promise<number> {
  const channel = readAdminChannel(dataDir);
  if (!channel) throw new Error(`no admin channel in ${dataDir}: the e2e store runs on its embedded database and opens one`);
  const { status, body } = await askAdminChannel(channel, { command: "check-efactura" });
  if (status !== 200) throw new Error(`check-efactura answered ${status}: ${JSON.stringify(body)}`);
  const { checked, refused } = body as EfacturaCheckReport;
  if (refused.length > 0) {
    const rules = refused.map(
      ({ label, breaches }) => `${label}: ${breaches.map((breach) => `${breach.rule} ${breach.message}`).join("; ")}`,
    );
    throw new Error(
      `ANAF's rules refuse ${refused.length} of the ${checked} invoices the journeys issued (${dataDir}):\n${rules.join("\n")}`,
    );
  }
  return checked;
}
