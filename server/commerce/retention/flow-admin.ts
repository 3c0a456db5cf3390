/**
 * The owner's flow controls (issue 46 item 6, decision 0113), shared by the admin API and the /admin/flows page's
 * loader: the settings with their last change, saving them through the module's settings (audited there as a
 * settings change), and a period's results with back in stock's figures beside them as a service notice.
 */
import type { FlowResultsView, FlowSettingsView } from "#domain/admin/flows";
import { addDays } from "#domain/admin/dashboard";
import type { ReportPeriod } from "#domain/admin/reports";
import { instantFromShopLocal } from "#domain/dates";
import { MIN_GROUP_SIZE } from "#domain/flow-results";
import type { FlowSettings } from "#domain/retention-flows";
import type { StaffActor } from "#server/commerce/shared/staff-audit";
import type { FlowSettingsStore } from "./flow-messages.ts";
import type { FlowResults } from "./flow-results.ts";

export const INCENTIVE_FIELD = "flows.abandoned_checkout.incentiveCode";
export type IncentiveField = typeof INCENTIVE_FIELD;

export interface FlowAdmin {
  settings(): Promise<FlowSettingsView>;
  /**
   * Saves the settings when they differ from those in force; `changed` false when they did not. Refused, naming the
   * field, when the abandoned checkout's incentive names a code promotions does not honour now.
   */
  save(value: FlowSettings, actor: StaffActor): Promise<(FlowSettingsView & { changed: boolean }) | { refused: IncentiveField }>;
  results(period: ReportPeriod): Promise<FlowResultsView>;
}

export function createFlowAdmin({
  store,
  codeHonoured,
  lastChange,
  results,
  backInStockFigures,
}: {
  store: FlowSettingsStore;
  /** Whether a discount code exists and is honoured now (promotions' answer). */
  codeHonoured: (code: string) => Promise<boolean>;
  /** When and by whom the settings were last saved (the store settings' entry). */
  lastChange: () => Promise<{ updatedAt: Date | null; updatedBy: string | null }>;
  results: FlowResults;
  /** The catalog's back-in-stock figures over the range (decision 0111). */
  backInStockFigures: (range: { start: Date; end: Date }) => Promise<FlowResultsView["backInStock"]>;
}): FlowAdmin {
  async function settings(): Promise<FlowSettingsView> {
    const [value, change] = await Promise.all([store.get(), lastChange()]);
    return { settings: value, updatedAt: change.updatedAt?.toISOString() ?? null, updatedBy: change.updatedBy };
  }
  return {
    settings,
    async save(value, actor) {
      const code = value.flows.abandoned_checkout.incentiveCode;
      if (code !== null && !(await codeHonoured(code))) return { refused: INCENTIVE_FIELD };
      const changed = JSON.stringify(await store.get()) !== JSON.stringify(value);
      if (changed) await store.set(value, actor);
      return { changed, ...(await settings()) };
    },
    async results(period) {
      // Whole shop days: from the first day's midnight in Bucharest to the midnight after the last.
      const range = { start: instantFromShopLocal(`${period.from}T00:00`)!, end: instantFromShopLocal(`${addDays(period.to, 1)}T00:00`)! };
      const [flows, backInStock] = await Promise.all([results.forPeriod(range), backInStockFigures(range)]);
      return {
        period,
        minGroupSize: MIN_GROUP_SIZE,
        flows: flows.map(({ comparison, ...figures }) => ({ ...figures, ...comparison })),
        backInStock,
      };
    },
  };
}
