/**
 * The marketing module (decision 0149): where visits come from, counted for everyone and kept per visitor when the
 * shopper allows statistics. It reads the cookie choices through a port the platform hands it, not the consent
 * module's tables.
 */
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import { createVisits, type VisitBeacon, type Visits, type VisitorTouch } from "./visits.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */

export type { VisitBeacon, Visits, VisitorTouch };

export type MarketingPorts = Pick<Infrastructure, "db" | "clock" | "config"> & {
  /** Whether the latest cookie choice recorded under this id allows statistics. */
  allowsStatistics: (consentId: string) => Promise<boolean>;
};

export interface MarketingServices {
  visits: Visits;
}

export function createMarketingModule({ db, clock, config, allowsStatistics }: MarketingPorts): {
  services: MarketingServices;
  handlers: [];
} {
  return { services: { visits: createVisits({ db, clock, ownHost: new URL(config.baseUrl).host, allowsStatistics }) }, handlers: [] };
}
