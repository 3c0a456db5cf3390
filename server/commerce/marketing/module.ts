/**
 * The marketing module (decisions 0149, 0151): where visits come from, counted for everyone and kept per visitor when
 * the shopper allows statistics, and what orders, sign-ups and subscriptions are credited to. It reads the cookie
 * choices through a port the platform hands it, not the consent module's tables, and hears of a new subscription
 * through its event.
 */
import type { EventHandler } from "#server/commerce/shared/domain-events";
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import { createAttribution, type Attribution, type ConsentChoiceOf } from "./attribution.ts";
import { createGrowthReport, type GrowthReport, type OrderGrowthFacts } from "./growth.ts";
import { createVisits, type VisitBeacon, type Visits } from "./visits.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */

export type { Attribution, GrowthReport, OrderGrowthFacts, VisitBeacon, Visits };

export type MarketingPorts = Pick<Infrastructure, "db" | "clock" | "config"> & {
  /** The latest cookie choice recorded under this id and still in force, read in the given transaction. */
  consentChoiceOf: ConsentChoiceOf;
  /** A period's orders with their totals, money and parcels (the orders module's), for the growth page. */
  orderGrowthFacts: OrderGrowthFacts;
};

export interface MarketingServices {
  visits: Visits;
  attribution: Attribution;
  growth: GrowthReport;
}

export function createMarketingModule({ db, clock, config, consentChoiceOf, orderGrowthFacts }: MarketingPorts): {
  services: MarketingServices;
  handlers: { creditSubscription: EventHandler };
} {
  const attribution = createAttribution({ choiceOf: consentChoiceOf });
  const visits = createVisits({
    db,
    clock,
    ownHost: new URL(config.baseUrl).host,
    allowsStatistics: async (consentId) => (await consentChoiceOf(consentId, db))?.statistics === true,
  });
  return {
    services: { visits, attribution, growth: createGrowthReport({ db, orderFacts: orderGrowthFacts }) },
    handlers: {
      // A subscription starts from its first order once that order is confirmed: it is credited as that order was.
      creditSubscription: {
        name: "marketing.credit-subscription",
        types: ["subscription.created"],
        async handle(tx, event, now) {
          const orderId = (event.payload.details as { orderId?: unknown } | undefined)?.orderId;
          if (typeof orderId === "number") await attribution.creditFromOrder(tx, Number(event.aggregateId), orderId, now);
        },
      },
    },
  };
}
