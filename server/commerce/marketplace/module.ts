/**
 * The marketplace module (issue 70 item 3, decision 0186): the store on eMAG Marketplace. It owns the eMAG client,
 * the orders imported from eMAG and the offers pushed there (`emag_orders`, `emag_offers`, `emag_leases`). Its ports:
 * the orders' import port, which places an eMAG order into the store's lifecycle, and what the catalogue offers
 * (`offerFacts`). Off (`emag` null) when the account's variables are unset.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { MarketplaceOrders } from "#server/commerce/orders/module";
import { createEmagClient, EMAG_ORDER_STATUS } from "./emag-client.ts";
import { syncEmagOffers } from "./emag-offers.ts";
import { acknowledgeImported, importEmagOrder, type EmagImportOutcome } from "./emag-orders.ts";
import type { MarketplaceOfferFact } from "./offer-facts.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export { createOfferFacts, type MarketplaceOfferFact, type OfferFactPorts } from "./offer-facts.ts";
export type { EmagImportOutcome } from "./emag-orders.ts";

export interface MarketplacePorts extends Pick<Infrastructure, "config" | "db" | "clock" | "onError"> {
  marketplaceOrders: MarketplaceOrders;
  offerFacts: () => Promise<MarketplaceOfferFact[]>;
  deliverEvents: DeliverEvents;
}

export interface EmagSweepReport {
  imported: number;
  /** eMAG orders the store does not place (paid to eMAG): the owner handles them in eMAG. */
  leftToEmag: number;
  acknowledged: number;
  /** Offers sent (none while another instance holds the offers' lease). */
  offers: number;
  failed: number;
}

export interface EmagMarketplace {
  /** Whether a callback's token is the one registered at eMAG (compared in constant time). */
  callbackTokenMatches(token: string): boolean;
  /** eMAG's callback of a new order: read from eMAG, imported once, acknowledged; `unknown` when eMAG has no such order. */
  receive(emagOrderId: number): Promise<EmagImportOutcome | { kind: "unknown" }>;
  /** The poll of new orders, the acknowledgements still owed and the offers' sync; safe in several instances at once. */
  sweep(): Promise<EmagSweepReport>;
}

export interface MarketplaceServices {
  /** eMAG Marketplace; null when its account is not configured. */
  emag: EmagMarketplace | null;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

export function createMarketplaceModule(ports: MarketplacePorts) {
  const { config, db, clock, onError } = ports;
  const account = config.emag;
  if (!account) return { services: { emag: null } satisfies MarketplaceServices };
  const emagClient = createEmagClient(account);
  const orderPorts = { db, client: emagClient, marketplaceOrders: ports.marketplaceOrders, deliverEvents: ports.deliverEvents };
  const expectedToken = digest(account.callbackToken);

  async function importAndAcknowledge(order: Parameters<typeof importEmagOrder>[1]) {
    const outcome = await importEmagOrder(orderPorts, order, clock());
    if (outcome.kind !== "left_to_emag") await acknowledgeImported(orderPorts, clock());
    return outcome;
  }

  const emag: EmagMarketplace = {
    callbackTokenMatches: (token) => timingSafeEqual(digest(token), expectedToken),
    async receive(emagOrderId) {
      const [order] = await emagClient.readOrders({ id: emagOrderId });
      if (!order || order.id !== emagOrderId) return { kind: "unknown" };
      return importAndAcknowledge(order);
    },
    async sweep() {
      const report: EmagSweepReport = { imported: 0, leftToEmag: 0, acknowledged: 0, offers: 0, failed: 0 };
      try {
        for (const order of await emagClient.readOrders({ status: EMAG_ORDER_STATUS.new })) {
          try {
            const outcome = await importEmagOrder(orderPorts, order, clock());
            if (outcome.kind === "imported") report.imported += 1;
            if (outcome.kind === "left_to_emag") report.leftToEmag += 1;
          } catch (error) {
            report.failed += 1;
            onError({ err: error, emagOrderId: order.id }, "eMAG order could not be imported; the next sweep tries again");
          }
        }
        report.acknowledged = await acknowledgeImported(orderPorts, clock());
      } catch (error) {
        report.failed += 1;
        onError({ err: error }, "eMAG orders could not be read or acknowledged; the next sweep tries again");
      }
      try {
        report.offers = (await syncEmagOffers({ db, client: emagClient, offerFacts: ports.offerFacts }, clock())) ?? 0;
      } catch (error) {
        report.failed += 1;
        onError({ err: error }, "eMAG offers could not be synced; the next sweep tries again");
      }
      return report;
    },
  };
  return { services: { emag } satisfies MarketplaceServices };
}
