/**
 * The VAT rates table (decision 0055): what pricing reads in an order's transaction, the owner's editor
 * (each change audited with before and after, like the exchange rates' of decision 0038), and the figure
 * the owner needs to know when to switch to the destination's VAT: this year's sales to consumers in other
 * member states, without VAT, in lei.
 */
import { and, asc, gte, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { VatRateView } from "#domain/admin/settings";
import { EU_COUNTRIES, HOME_COUNTRY, type CountryVatRates } from "#domain/vat";
import type { Database } from "#server/db/client";
import { orders, vatRates } from "#server/db/schema";
import { movedRatesEntry, withEditors, type SettingsEditorDeps, type StaffActor } from "#server/commerce/shared/staff-audit";

export interface VatRatesService {
  /** Every country's rates, read inside the caller's transaction when given one. */
  rates(tx?: Database): Promise<Map<string, CountryVatRates>>;
  list(): Promise<VatRateView[]>;
  /** Rates by country; only rows that moved are written and audited; `changed: false` when none did. */
  change(rates: Readonly<Record<string, CountryVatRates>>, actor: StaffActor): Promise<{ changed: boolean; rates: VatRateView[] }>;
  /** Sales without VAT (lei) this calendar year to other member states, of orders confirmed and not cancelled or refunded. */
  euCrossBorderSalesRonMinor(): Promise<number>;
}

/** The statuses whose sales count: confirmed and kept. */
const UNCOUNTED = ["pending_payment", "cancelled", "refunded"];

export function createVatRates({ db, clock, audit, staffEmails }: SettingsEditorDeps): VatRatesService {
  async function list(tx: Database = db): Promise<VatRateView[]> {
    const rows = await tx
      .select({
        country: vatRates.country,
        standardPercent: vatRates.standardPercent,
        reducedPercent: vatRates.reducedPercent,
        updatedAt: vatRates.updatedAt,
        updatedByStaffId: vatRates.updatedByStaffId,
      })
      .from(vatRates)
      .orderBy(asc(vatRates.country));
    // Romania first: its row prices most orders.
    return (await withEditors(staffEmails, rows, tx))
      .map((row) => ({ ...row, country: row.country.trim(), updatedAt: row.updatedAt.toISOString() }))
      .sort((a, b) => Number(b.country === HOME_COUNTRY) - Number(a.country === HOME_COUNTRY));
  }

  return {
    async rates(tx = db) {
      const rows = await tx
        .select({ country: vatRates.country, standardPercent: vatRates.standardPercent, reducedPercent: vatRates.reducedPercent })
        .from(vatRates);
      return new Map(rows.map((row) => [row.country.trim(), { standardPercent: row.standardPercent, reducedPercent: row.reducedPercent }]));
    },
    list: () => list(),
    change: (rates, actor) =>
      db.transaction(async (tx) => {
        const countries = Object.keys(rates).sort();
        // Locked, so two owners saving at once write one after the other and each audit entry's "before" is true.
        const current = await tx.select().from(vatRates).where(inArray(vatRates.country, countries)).for("update");
        const before = new Map(
          current.map((row) => [row.country.trim(), { standardPercent: row.standardPercent, reducedPercent: row.reducedPercent }]),
        );
        const moved = countries.filter((country) => {
          const was = before.get(country);
          const now = rates[country]!;
          return !was || was.standardPercent !== now.standardPercent || was.reducedPercent !== now.reducedPercent;
        });
        if (moved.length === 0) return { changed: false, rates: await list(tx) };
        const now = clock();
        for (const country of moved) {
          const { standardPercent, reducedPercent } = rates[country]!;
          await tx
            .insert(vatRates)
            .values({ country, standardPercent, reducedPercent, updatedAt: now, updatedByStaffId: actor.staffId })
            .onConflictDoUpdate({
              target: vatRates.country,
              set: { standardPercent, reducedPercent, updatedAt: now, updatedByStaffId: actor.staffId },
            });
        }
        await audit(tx, actor, movedRatesEntry("vat_rates.change", moved, before, rates), now);
        return { changed: true, rates: await list(tx) };
      }),
    async euCrossBorderSalesRonMinor() {
      // The calendar year as Romania counts it.
      const year = Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Bucharest", year: "numeric" }).format(clock()));
      const from = sql`make_timestamptz(${year}, 1, 1, 0, 0, 0, 'Europe/Bucharest')`;
      const until = sql`make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, 'Europe/Bucharest')`;
      const [row] = await db
        .select({ net: sql<string>`coalesce(sum(${orders.totalRonMinor} - ${orders.taxRonMinor}), 0)` })
        .from(orders)
        .where(
          and(
            gte(orders.createdAt, from),
            lt(orders.createdAt, until),
            notInArray(orders.status, UNCOUNTED),
            inArray(
              sql`${orders.shippingAddress}->>'country'`,
              EU_COUNTRIES.filter((country) => country !== HOME_COUNTRY),
            ),
          ),
        );
      return Number(row?.net ?? 0);
    },
  };
}
