/**
 * The owner's side of the display-currency rates (issue 17 item 7): each rate with when and by whom it
 * was last set, and a change of one or several rates in one transaction with its audit entry (before and
 * after of the rates that moved). The storefront reads the table on every request (exchange-rates.ts),
 * so a change applies on the next request in every instance; orders keep the rate they were charged at.
 */
import { asc, inArray } from "drizzle-orm";
import type { ExchangeRateView } from "#domain/admin/settings";
import type { Database } from "#server/db/client";
import { exchangeRates } from "#server/db/schema";
import { movedRatesEntry, withEditors, type SettingsEditorDeps, type StaffActor } from "#server/commerce/shared/staff-audit";

export interface ExchangeRateEditor {
  list(): Promise<ExchangeRateView[]>;
  /** Micro-units per leu by currency code; `changed: false` when every rate already had its value. */
  change(rates: Readonly<Record<string, number>>, actor: StaffActor): Promise<{ changed: boolean; rates: ExchangeRateView[] }>;
}

export function createExchangeRateEditor({ db, clock, audit, staffEmails }: SettingsEditorDeps): ExchangeRateEditor {
  async function list(tx: Database = db): Promise<ExchangeRateView[]> {
    const rows = await tx
      .select({
        currencyCode: exchangeRates.currencyCode,
        unitsPerRonMicros: exchangeRates.unitsPerRonMicros,
        updatedAt: exchangeRates.updatedAt,
        updatedByStaffId: exchangeRates.updatedByStaffId,
      })
      .from(exchangeRates)
      .orderBy(asc(exchangeRates.currencyCode));
    return (await withEditors(staffEmails, rows, tx)).map((row) => ({
      ...row,
      currencyCode: row.currencyCode.trim(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  return {
    list: () => list(),
    change: (rates, actor) =>
      db.transaction(async (tx) => {
        const codes = Object.keys(rates).sort();
        // Locked, so two owners saving at once write one after the other and each audit entry's "before" is true.
        const current = await tx
          .select({ code: exchangeRates.currencyCode, micros: exchangeRates.unitsPerRonMicros })
          .from(exchangeRates)
          .where(inArray(exchangeRates.currencyCode, codes))
          .for("update");
        const before = new Map(current.map((row) => [row.code.trim(), row.micros]));
        const moved = codes.filter((code) => before.get(code) !== rates[code]);
        if (moved.length === 0) return { changed: false, rates: await list(tx) };
        const now = clock();
        for (const code of moved) {
          const micros = rates[code]!;
          await tx
            .insert(exchangeRates)
            .values({ currencyCode: code, unitsPerRonMicros: micros, updatedAt: now, updatedByStaffId: actor.staffId })
            .onConflictDoUpdate({
              target: exchangeRates.currencyCode,
              set: { unitsPerRonMicros: micros, updatedAt: now, updatedByStaffId: actor.staffId },
            });
        }
        await audit(tx, actor, movedRatesEntry("exchange_rates.change", moved, before, rates), now);
        return { changed: true, rates: await list(tx) };
      }),
  };
}
