/**
 * The owner's choice of invoice issuer (issue 70 item 2, decision 0177): Elara's own series, or the Oblio or SmartBill
 * account set in the environment. A choice of an issuer whose variables are not set is refused, naming them, so the
 * store never writes documents no one can number. Saved (and audited) through the settings module's store.
 */
import type { InvoiceIssuerName } from "#domain/invoice";
import type { Database } from "#server/db/client";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import type { OutsideIssuerName } from "./invoice-issuer.ts";

/** The settings module's store of `invoicing.issuer`. */
export interface IssuerSetting {
  get(tx?: Database): Promise<InvoiceIssuerName>;
  set(value: InvoiceIssuerName, actor: StaffActor): Promise<InvoiceIssuerName>;
  lastChange(): Promise<{ value: InvoiceIssuerName; updatedAt: Date | null; updatedBy: string | null }>;
}

/** The variables each outside issuer needs (the README's "Invoice issuer" section). */
export const ISSUER_VARIABLES: Record<OutsideIssuerName, readonly string[]> = {
  oblio: ["OBLIO_EMAIL", "OBLIO_SECRET", "OBLIO_CIF", "OBLIO_SERIES"],
  smartbill: ["SMARTBILL_USER", "SMARTBILL_TOKEN", "SMARTBILL_CIF", "SMARTBILL_SERIES"],
};

export interface IssuerChoiceView {
  issuer: InvoiceIssuerName;
  /** Which issuers may be chosen: Elara always, the others when their variables are set. */
  configured: Record<InvoiceIssuerName, boolean>;
  updatedAt: string | null;
  updatedBy: string | null;
}

export type IssuerChoiceOutcome =
  | { ok: true; changed: boolean; view: IssuerChoiceView }
  | { ok: false; problem: "not_configured"; issuer: OutsideIssuerName; variables: readonly string[] };

export function createIssuerChoice({ setting, configured }: { setting: IssuerSetting; configured: (name: OutsideIssuerName) => boolean }) {
  async function view(): Promise<IssuerChoiceView> {
    const entry = await setting.lastChange();
    return {
      issuer: entry.value,
      configured: { elara: true, oblio: configured("oblio"), smartbill: configured("smartbill") },
      updatedAt: entry.updatedAt?.toISOString() ?? null,
      updatedBy: entry.updatedBy,
    };
  }
  return {
    view,
    /** Saves the choice (audited) when it changes; refused for an issuer not configured, naming its variables. */
    async choose(issuer: InvoiceIssuerName, actor: StaffActor): Promise<IssuerChoiceOutcome> {
      if (issuer !== "elara" && !configured(issuer))
        return { ok: false, problem: "not_configured", issuer, variables: ISSUER_VARIABLES[issuer] };
      const changed = (await setting.get()) !== issuer;
      if (changed) await setting.set(issuer, actor);
      return { ok: true, changed, view: await view() };
    },
  };
}

export type IssuerChoice = ReturnType<typeof createIssuerChoice>;
