/**
 * The owner's growth page (issue 67 item 2, decision 0154): a period's orders, with their money and parcels as the
 * orders module tells them (`OrderGrowthFacts`), credited to the touch each attribution kept; the visits and the
 * funnel's steps from the daily counts; the subscriptions and sign-ups from their own credits. An order without a
 * touch is "unattributed" and stays its own row: spreading it over the channels would invent what the shopper did not
 * allow the store to know.
 */
import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { addDays } from "#domain/admin/dashboard";
import type {
  GrowthChannel,
  GrowthCustomersRow,
  GrowthDay,
  GrowthFunnelRow,
  GrowthRevenueRow,
  GrowthSubscriptionsRow,
  GrowthTouch,
  GrowthView,
} from "#domain/admin/growth";
import type { DiscountRevenueView, ReportPeriod } from "#domain/admin/reports";
import { DEVICE_CLASSES, VISIT_CHANNELS, type FunnelStep } from "#domain/visit-source";
import type { Database } from "#server/db/client";
import { attributions, funnelCounts, visitCounts } from "#server/db/schema";
import type { OrderGrowthFact } from "#server/commerce/shared/order-growth-fact";
import { withinPeriod } from "#server/commerce/shared/shop-period-sql";

/** The orders placed in a period, with where their money and parcels stand: the orders module's read port. */
export type OrderGrowthFacts = (period: ReportPeriod) => Promise<OrderGrowthFact[]>;

/** What each automatic promotion and discount code brought in over a period: the orders module's read port. */
export type DiscountRevenue = (period: ReportPeriod) => Promise<DiscountRevenueView>;

export interface GrowthReport {
  view(period: ReportPeriod, touch: GrowthTouch): Promise<GrowthView>;
}

interface Touch {
  channel: GrowthChannel;
  source: string;
  medium: string;
  campaign: string;
}

const UNATTRIBUTED: Touch = { channel: "unattributed", source: "", medium: "", campaign: "" };
const CHANNELS: readonly GrowthChannel[] = [...VISIT_CHANNELS, "unattributed"];

const campaignKey = (touch: Touch) => [touch.channel, touch.source, touch.medium, touch.campaign].join("\u0000");

export function createGrowthReport({
  db,
  orderFacts,
  discountRevenue,
}: {
  db: Database;
  orderFacts: OrderGrowthFacts;
  discountRevenue: DiscountRevenue;
}): GrowthReport {
  const touchColumns = (touch: GrowthTouch) =>
    touch === "first"
      ? {
          channel: attributions.firstChannel,
          source: attributions.firstSource,
          medium: attributions.firstMedium,
          campaign: attributions.firstCampaign,
        }
      : {
          channel: attributions.lastChannel,
          source: attributions.lastSource,
          medium: attributions.lastMedium,
          campaign: attributions.lastCampaign,
        };

  const asTouch = (row: { channel: string | null; source: string | null; medium: string | null; campaign: string | null }): Touch =>
    row.channel === null
      ? UNATTRIBUTED
      : { channel: row.channel as GrowthChannel, source: row.source ?? "", medium: row.medium ?? "", campaign: row.campaign ?? "" };

  async function orderCredits(orderIds: number[], touch: GrowthTouch) {
    if (orderIds.length === 0) return new Map<number, { touch: Touch; deviceClass: string | null }>();
    const rows = await db
      .select({ orderId: attributions.subjectId, deviceClass: attributions.deviceClass, ...touchColumns(touch) })
      .from(attributions)
      .where(and(eq(attributions.subjectKind, "order"), inArray(attributions.subjectId, orderIds)));
    return new Map(rows.map((row) => [row.orderId, { touch: asTouch(row), deviceClass: row.deviceClass }]));
  }

  /** Sign-ups and subscriptions credited in the period, by channel. */
  async function subjectsByChannel(period: ReportPeriod, touch: GrowthTouch) {
    const { channel } = touchColumns(touch);
    return db
      .select({ kind: attributions.subjectKind, channel, count: sql<number>`count(*)::int` })
      .from(attributions)
      .where(and(inArray(attributions.subjectKind, ["signup", "subscription"]), withinPeriod(attributions.creditedAt, period)))
      .groupBy(attributions.subjectKind, channel);
  }

  const inDays = (column: typeof visitCounts.day | typeof funnelCounts.day, period: ReportPeriod) =>
    and(gte(column, period.from), lte(column, period.to));

  return {
    async view(period, touch) {
      const orders = await orderFacts(period);
      const [credits, visits, steps, subjects, promotions] = await Promise.all([
        orderCredits(
          orders.map((order) => order.orderId),
          touch,
        ),
        db
          .select({
            day: sql<string>`to_char(${visitCounts.day}, 'YYYY-MM-DD')`,
            channel: visitCounts.channel,
            source: visitCounts.source,
            medium: visitCounts.medium,
            campaign: visitCounts.campaign,
            deviceClass: visitCounts.deviceClass,
            visits: visitCounts.visits,
          })
          .from(visitCounts)
          .where(inDays(visitCounts.day, period)),
        db
          .select({
            step: funnelCounts.step,
            channel: funnelCounts.channel,
            deviceClass: funnelCounts.deviceClass,
            sessions: sql<number>`sum(${funnelCounts.sessions})::int`,
          })
          .from(funnelCounts)
          .where(inDays(funnelCounts.day, period))
          .groupBy(funnelCounts.step, funnelCounts.channel, funnelCounts.deviceClass),
        subjectsByChannel(period, touch),
        discountRevenue(period),
      ]);
      const credited = orders.map((order) => {
        const credit = credits.get(order.orderId);
        return { ...order, touch: credit?.touch ?? UNATTRIBUTED, deviceClass: credit?.deviceClass ?? null };
      });

      // Revenue by channel and by campaign, with the visits of the same source.
      const visitsOf = (matches: (touch: Touch) => boolean) =>
        visits.filter((row) => matches(row as Touch)).reduce((sum, row) => sum + row.visits, 0);
      const revenueRow = (
        touch: Touch,
        ofRow: (order: (typeof credited)[number]) => boolean,
        visitCount: number | null,
      ): GrowthRevenueRow => {
        const mine = credited.filter(ofRow);
        const sum = (list: typeof mine) => list.reduce((total, order) => total + order.totalRonMinor, 0);
        const paid = mine.filter((order) => order.paid && !order.refusedOrReturned);
        const refused = mine.filter((order) => order.refusedOrReturned);
        return {
          ...touch,
          visits: visitCount,
          orders: mine.length,
          orderedRonMinor: sum(mine),
          paidOrders: paid.length,
          paidRonMinor: sum(paid),
          refusedOrders: refused.length,
          refusedRonMinor: sum(refused),
          conversionPercent: visitCount ? Math.round((mine.length / visitCount) * 1000) / 10 : null,
          averageOrderRonMinor: mine.length ? Math.round(sum(mine) / mine.length) : null,
        };
      };
      const channelVisits = (channel: GrowthChannel) => (channel === "unattributed" ? null : visitsOf((row) => row.channel === channel));
      const channels = CHANNELS.map((channel) =>
        revenueRow({ ...UNATTRIBUTED, channel }, (order) => order.touch.channel === channel, channelVisits(channel)),
      );
      const {
        channel: _channel,
        source: _source,
        medium: _medium,
        campaign: _campaign,
        ...channelTotals
      } = revenueRow(
        UNATTRIBUTED,
        () => true,
        visitsOf(() => true),
      );

      const campaignTouches = new Map<string, Touch>();
      for (const order of credited) campaignTouches.set(campaignKey(order.touch), order.touch);
      const campaigns = [...campaignTouches.values()]
        .map((campaign) =>
          revenueRow(
            campaign,
            (order) => campaignKey(order.touch) === campaignKey(campaign),
            campaign.channel === "unattributed" ? null : visitsOf((row) => campaignKey(row) === campaignKey(campaign)),
          ),
        )
        .sort((a, b) => b.orderedRonMinor - a.orderedRonMinor || campaignKey(a).localeCompare(campaignKey(b)));

      const customers: GrowthCustomersRow[] = CHANNELS.map((channel) => {
        const mine = credited.filter((order) => order.touch.channel === channel);
        const returning = mine.filter((order) => order.returningCustomer);
        const fresh = mine.filter((order) => !order.returningCustomer);
        const sum = (list: typeof mine) => list.reduce((total, order) => total + order.totalRonMinor, 0);
        return {
          channel,
          newCustomers: fresh.length,
          newRonMinor: sum(fresh),
          returningCustomers: returning.length,
          returningRonMinor: sum(returning),
        };
      });

      const subscriptions: GrowthSubscriptionsRow[] = CHANNELS.map((channel) => {
        const count = (kind: string) =>
          subjects.find((row) => row.kind === kind && (row.channel ?? "unattributed") === channel)?.count ?? 0;
        return { channel, subscriptions: count("subscription"), signups: count("signup") };
      });

      // The funnel: the storefront's steps from the counts, then what the orders became.
      const funnelRow = (
        key: GrowthFunnelRow["key"],
        counted: boolean,
        countsMatch: (row: { channel: string; deviceClass: string }) => boolean,
        ordersMatch: (order: (typeof credited)[number]) => boolean,
      ): GrowthFunnelRow => {
        const mine = credited.filter(ordersMatch);
        const stepCount = (step: FunnelStep) =>
          steps.filter((row) => row.step === step && countsMatch(row)).reduce((sum, row) => sum + row.sessions, 0);
        return {
          key,
          visits: counted ? visits.filter(countsMatch).reduce((sum, row) => sum + row.visits, 0) : null,
          productViews: counted ? stepCount("product_view") : null,
          addsToCart: counted ? stepCount("add_to_cart") : null,
          checkoutsStarted: counted ? stepCount("checkout_started") : null,
          orders: mine.length,
          delivered: mine.filter((order) => order.delivered).length,
          paid: mine.filter((order) => order.paid && !order.refusedOrReturned).length,
        };
      };
      const funnelByChannel = CHANNELS.map((channel) =>
        funnelRow(
          channel,
          channel !== "unattributed",
          (row) => row.channel === channel,
          (order) => order.touch.channel === channel,
        ),
      );
      const funnelByDevice = DEVICE_CLASSES.map((device) =>
        funnelRow(
          device,
          true,
          (row) => row.deviceClass === device,
          (order) => order.deviceClass === device,
        ),
      );
      // Orders placed before the store kept the device class, or by the admin, are shown rather than dropped.
      if (credited.some((order) => order.deviceClass === null))
        funnelByDevice.push(
          funnelRow(
            "unknown",
            false,
            () => false,
            (order) => order.deviceClass === null,
          ),
        );

      const days: GrowthDay[] = [];
      for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
        const ofDay = credited.filter((order) => order.day === day);
        days.push({
          day,
          visits: visits.filter((row) => row.day === day).reduce((sum, row) => sum + row.visits, 0),
          orders: ofDay.length,
          orderedRonMinor: ofDay.reduce((sum, order) => sum + order.totalRonMinor, 0),
        });
      }

      return {
        period,
        touch,
        channels,
        channelTotals,
        campaigns,
        customers,
        subscriptions,
        promotions,
        funnelByChannel,
        funnelByDevice,
        days,
      };
    },
  };
}
