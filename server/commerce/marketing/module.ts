/**
 * The marketing module (decisions 0149, 0151): where visits come from, counted for everyone and kept per visitor when
 * the shopper allows statistics, how far their sessions go in the storefront's funnel (counted for everyone), and
 * what orders, sign-ups and subscriptions are credited to. It reads the cookie
 * choices through a port the platform hands it, not the consent module's tables, and hears of a new subscription
 * through its event.
 */
import type { EventHandler } from "#server/commerce/shared/domain-events";
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import { createAttribution, type Attribution, type ConsentChoiceOf } from "./attribution.ts";
import { createFunnel, type Funnel, type FunnelStepReport } from "./funnel.ts";
import { createVisits, type VisitBeacon, type Visits } from "./visits.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */

export type { Attribution, Funnel, FunnelStepReport, VisitBeacon, Visits };

export type MarketingPorts = Pick<Infrastructure, "db" | "clock" | "config"> & {
  /** The latest cookie choice recorded under this id and still in force, read in the given transaction. */
  consentChoiceOf: ConsentChoiceOf;
};

export interface MarketingServices {
  visits: Visits;
  funnel: Funnel;
  attribution: Attribution;
}

export function createMarketingModule({ db, clock, config, consentChoiceOf }: MarketingPorts): {
  services: MarketingServices;
  handlers: { creditSubscription: EventHandler };
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
    services: { visits, funnel: createFunnel({ db, clock, ownHost }), attribution },
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
