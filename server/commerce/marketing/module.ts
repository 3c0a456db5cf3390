/**
 * The marketing module (decisions 0149, 0151): where visits come from, counted for everyone and kept per visitor when
 * the shopper allows statistics, how far their sessions go in the storefront's funnel (counted for everyone), and
 * what orders, sign-ups and subscriptions are credited to. It reads the cookie
 * choices through a port the platform hands it, not the consent module's tables, and hears of a new subscription
 * through its event. When the owner turns it on, it sends an order's purchase to the connected ad platforms, each only
 * under the category of consent it needs (decision 0155), with the order's facts through a port.
 */
import type { EventHandler } from "#server/commerce/shared/domain-events";
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import { createAttribution, type Attribution, type ConsentChoiceOf } from "./attribution.ts";
import { createFunnel, type Funnel, type FunnelStepReport } from "./funnel.ts";
import { createGrowthReport, type DiscountRevenue, type GrowthReport, type OrderGrowthFacts } from "./growth.ts";
import { createVisits, type VisitBeacon, type Visits } from "./visits.ts";
import { createConversionHandlers, type ConversionFactsOf, type ConversionSettingsOf } from "./conversions.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */

export type { Attribution, DiscountRevenue, Funnel, FunnelStepReport, GrowthReport, OrderGrowthFacts, VisitBeacon, Visits };

export type MarketingPorts = Pick<Infrastructure, "db" | "clock" | "config"> & {
  /** The latest cookie choice recorded under this id and still in force, read in the given transaction. */
  consentChoiceOf: ConsentChoiceOf;
  /** The owner's conversion choices (the settings module's), read in the handler's transaction. */
  conversionSettings: ConversionSettingsOf;
  /** An order's number, total, lines, email and phone (the orders module's). */
  conversionFacts: ConversionFactsOf;
  /** A period's orders with their totals, money and parcels (the orders module's), for the growth page. */
  orderGrowthFacts: OrderGrowthFacts;
  /** What each automatic promotion and discount code brought in over a period (the orders module's), for the growth page. */
  discountRevenue: DiscountRevenue;
};

export interface MarketingServices {
  visits: Visits;
  funnel: Funnel;
  attribution: Attribution;
  growth: GrowthReport;
}

export function createMarketingModule({
  db,
  clock,
  config,
  consentChoiceOf,
  conversionSettings,
  conversionFacts,
  orderGrowthFacts,
  discountRevenue,
}: MarketingPorts): {
  services: MarketingServices;
  handlers: { creditSubscription: EventHandler; conversions: EventHandler[] };
} {
  const attribution = createAttribution({ db, choiceOf: consentChoiceOf });
  const ownHost = new URL(config.baseUrl).host;
  const visits = createVisits({
    db,
    clock,
    ownHost,
    allowsStatistics: async (consentId) => (await consentChoiceOf(consentId, db))?.statistics === true,
  });
  return {
    services: {
      visits,
      funnel: createFunnel({ db, clock, ownHost }),
      attribution,
      growth: createGrowthReport({ db, orderFacts: orderGrowthFacts, discountRevenue }),
    },
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
      conversions: createConversionHandlers({
        accounts: config.conversions,
        storeUrl: config.baseUrl,
        settingsOf: conversionSettings,
        factsOf: conversionFacts,
      }),
    },
  };
}
