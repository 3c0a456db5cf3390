/**
 * The offers' sync to eMAG (issue 70 item 3, decision 0186): every run compares what each variant would be offered
 * as now with what the store last pushed (`emag_offers`), and sends `product_offer/save` for the offers that differ,
 * a variant no longer sold going out as withdrawn with no stock. eMAG's save is an upsert, so sending an offer again
 * changes nothing there. One instance runs it at a time, under a lease (`emag_leases`); a run killed after eMAG took
 * an offer but before its row was written sends it again next time.
 *
 * eMAG's prices are without VAT, with up to four decimals, and its VAT as the id its `vat/read` gives the rate.
 */
import { createHash } from "node:crypto";
import { eq, lte } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { emagLeases, emagOffers } from "#server/db/schema";
import { EmagError, type EmagClient, type EmagOffer } from "./emag-client.ts";
import type { MarketplaceOfferFact } from "./offer-facts.ts";

/** Longer than a run (a few calls of at most 30 s), short enough that a killed run's successor is not kept waiting. */
const OFFERS_LEASE_MS = 90_000;
/** The seller's own warehouse: eMAG's default for an account with one. */
const WAREHOUSE_ID = 1;
/** Days from an order to the parcel handed to the courier. */
const HANDLING_DAYS = 1;
/** What eMAG is told is in stock of a variant whose stock the store does not count. */
export const UNCOUNTED_STOCK = 50;

const withoutVat = (minor: number, ratePercent: number) => Math.round((minor / 100 / (1 + ratePercent / 100)) * 10_000) / 10_000;
const fourDecimals = (value: number) => Math.round(value * 10_000) / 10_000;

/** The offer eMAG is sent for a fact; `vatId` is the id eMAG gives the fact's rate. */
export function emagOfferOf(fact: MarketplaceOfferFact, vatId: number): EmagOffer {
  const sale = withoutVat(fact.salePriceMinor ?? fact.priceMinor, fact.vatRatePercent);
  const offer: EmagOffer = {
    id: fact.variantId,
    part_number: fact.sku,
    name: fact.name,
    description: fact.description,
    status: fact.active ? 1 : 0,
    sale_price: sale,
    // The seller's own guard against a mistyped price (eMAG refuses a sale price outside it): half to twice today's.
    min_sale_price: fourDecimals(sale / 2),
    max_sale_price: fourDecimals(sale * 2),
    vat_id: vatId,
    stock: [{ warehouse_id: WAREHOUSE_ID, value: fact.active ? Math.max(0, fact.stock ?? UNCOUNTED_STOCK) : 0 }],
    handling_time: [{ warehouse_id: WAREHOUSE_ID, value: HANDLING_DAYS }],
  };
  if (fact.salePriceMinor !== null) offer.recommended_price = withoutVat(fact.priceMinor, fact.vatRatePercent);
  return offer;
}

/** A variant that was offered and is no longer sold: withdrawn, nothing in stock, the rest as last sent. */
function withdrawn(offer: EmagOffer): EmagOffer {
  return { ...offer, status: 0, stock: offer.stock.map((stock) => ({ ...stock, value: 0 })) };
}

const fingerprintOf = (offer: EmagOffer) => createHash("sha256").update(JSON.stringify(offer)).digest("hex");

/** Takes the named lease when it is free or has run out; false when another instance holds it. */
export async function takeLease(db: Database, name: string, now: Date, forMs: number): Promise<boolean> {
  const until = new Date(now.getTime() + forMs);
  const taken = await db
    .insert(emagLeases)
    .values({ name, leasedUntil: until })
    .onConflictDoUpdate({ target: emagLeases.name, set: { leasedUntil: until }, setWhere: lte(emagLeases.leasedUntil, now) })
    .returning({ name: emagLeases.name });
  return taken.length > 0;
}

export async function giveBackLease(db: Database, name: string, now: Date): Promise<void> {
  await db.update(emagLeases).set({ leasedUntil: now }).where(eq(emagLeases.name, name));
}

export interface OfferSyncPorts {
  db: Database;
  client: EmagClient;
  offerFacts: () => Promise<MarketplaceOfferFact[]>;
}

/** One run: the offers sent (0 when nothing changed), or null when another instance holds the lease. */
export async function syncEmagOffers({ db, client, offerFacts }: OfferSyncPorts, now: Date): Promise<number | null> {
  if (!(await takeLease(db, "offers", now, OFFERS_LEASE_MS))) return null;
  try {
    const facts = await offerFacts();
    const pushed = new Map(
      (await db.select().from(emagOffers)).map((row) => [
        row.variantId,
        { fingerprint: row.fingerprint, offer: row.offer as unknown as EmagOffer },
      ]),
    );
    let vatIds: Map<number, number> | null = null;
    const vatIdOf = async (ratePercent: number) => {
      vatIds ??= new Map((await client.vatRates()).map((rate) => [Math.round(Number(rate.vat_rate) * 10_000) / 100, rate.vat_id]));
      const id = vatIds.get(ratePercent);
      if (id === undefined) throw new EmagError(`eMAG's vat/read has no rate of ${ratePercent} %`, false);
      return id;
    };
    const changed: EmagOffer[] = [];
    const offered = new Set<number>();
    for (const fact of facts) {
      offered.add(fact.variantId);
      const last = pushed.get(fact.variantId);
      // A variant never offered and not for sale now is not created on eMAG.
      if (!last && !fact.active) continue;
      const offer = emagOfferOf(fact, await vatIdOf(fact.vatRatePercent));
      if (last?.fingerprint !== fingerprintOf(offer)) changed.push(offer);
    }
    for (const [variantId, last] of pushed) {
      if (offered.has(variantId)) continue;
      const offer = withdrawn(last.offer);
      if (last.fingerprint !== fingerprintOf(offer)) changed.push(offer);
    }
    if (changed.length === 0) return 0;
    await client.saveOffers(changed);
    for (const offer of changed) {
      const row = { fingerprint: fingerprintOf(offer), offer: offer as unknown as Record<string, unknown>, pushedAt: now };
      await db
        .insert(emagOffers)
        .values({ variantId: offer.id, ...row })
        .onConflictDoUpdate({ target: emagOffers.variantId, set: row });
    }
    return changed.length;
  } finally {
    await giveBackLease(db, "offers", now);
  }
}
