/**
 * The couriers' lockers and pick-up points, kept in the store (issue 43 item 4, decision 0092): synced daily from each
 * courier that has them (easybox alone lists over 4,200), so the checkout searches its own table rather than asking a
 * courier while the shopper waits. A point the courier stops listing turns inactive (an order may still name it).
 * Which points suit a parcel — its size and weight, and for cash on delivery whether the point takes any payment —
 * is decided here, for the checkout and the server's check of the order alike.
 */
import { and, asc, eq, getTableColumns, ilike, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { ChosenPickupPoint, CourierId } from "#domain/shipments";
import type { Database } from "#server/db/client";
import { pickupPoints } from "#server/db/schema";
import type { Clock } from "#server/commerce/shared/clock";
import type { ParcelMeasures, PickupPoint } from "./carriers/carrier.ts";
import type { CourierRegistry } from "./couriers.ts";
import { DEFAULT_BOX_CM } from "./awbs.ts";

export type PickupPointRow = typeof pickupPoints.$inferSelect;

export interface PickupPointQuery {
  courier?: CourierId;
  county?: string;
  city?: string;
  /** Part of the point's name or address. */
  text?: string;
  /** Nearest first, when the shopper shared where they are. */
  near?: { latitude: number; longitude: number };
  /** The parcel the point must take, and whether it is paid on collection. */
  parcel?: ParcelMeasures;
  cashOnDelivery?: boolean;
  limit?: number;
}

const MAX_RESULTS = 50;

/** Whether a point takes this parcel: within its weight, and its measures fit the compartment whichever way round. */
export function pointTakesParcel(point: Pick<PickupPoint, "maxWeightGrams" | "maxMeasuresCm">, parcel: ParcelMeasures): boolean {
  if (point.maxWeightGrams !== null && parcel.weightGrams > point.maxWeightGrams) return false;
  if (!point.maxMeasuresCm) return true;
  const box = [point.maxMeasuresCm.length, point.maxMeasuresCm.width, point.maxMeasuresCm.height].sort((a, b) => b - a);
  const sides = [parcel.lengthCm, parcel.widthCm, parcel.heightCm].sort((a, b) => b - a);
  return sides.every((side, index) => side <= box[index]!);
}

/** A parcel paid on collection goes only to a point where the shopper can pay, in cash or by card. */
export function pointTakesPayment(point: Pick<PickupPoint, "acceptsCash" | "acceptsCard">, cashOnDelivery: boolean): boolean {
  return !cashOnDelivery || point.acceptsCash || point.acceptsCard;
}

/** A point listed again takes every column the courier sent (its key aside). */
const UPDATED_ON_SYNC = Object.fromEntries(
  Object.entries(getTableColumns(pickupPoints))
    .filter(([key]) => key !== "courier" && key !== "externalId")
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

/**
 * `pointTakesParcel` as a condition, so the database leaves out what does not fit before it counts the page: the
 * compartment's sides sorted (longest, middle, shortest) each hold the parcel's sorted sides.
 */
function parcelFits(parcel: ParcelMeasures): SQL {
  const [longest, middle, shortest] = [parcel.lengthCm, parcel.widthCm, parcel.heightCm].sort((a, b) => b - a) as [number, number, number];
  const side = (name: string) => sql`(${pickupPoints.maxMeasuresCm} ->> ${name})::float8`;
  const [length, width, height] = [side("length"), side("width"), side("height")];
  const boxLongest = sql`greatest(${length}, ${width}, ${height})`;
  const boxShortest = sql`least(${length}, ${width}, ${height})`;
  return sql`(${pickupPoints.maxWeightGrams} IS NULL OR ${pickupPoints.maxWeightGrams} >= ${parcel.weightGrams})
    AND (${pickupPoints.maxMeasuresCm} IS NULL OR (${boxLongest} >= ${longest}
      AND ${length} + ${width} + ${height} - ${boxLongest} - ${boxShortest} >= ${middle}
      AND ${boxShortest} >= ${shortest}))`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function createPickupPoints({ db, clock, couriers }: { db: Database; clock: Clock; couriers: CourierRegistry }) {
  return {
    /** Replaces one courier's points with what it lists now; answers how many it lists. */
    async sync(courier: CourierId): Promise<number> {
      const adapter = couriers.adapter(courier);
      if (!adapter?.capabilities.lockers) return 0;
      const listed = await adapter.pickupPoints();
      const now = clock();
      await db.transaction(async (tx) => {
        for (let start = 0; start < listed.length; start += 500) {
          const rows = listed.slice(start, start + 500).map((point) => ({ ...point, active: true, syncedAt: now }));
          await tx
            .insert(pickupPoints)
            .values(rows)
            .onConflictDoUpdate({
              target: [pickupPoints.courier, pickupPoints.externalId],
              set: UPDATED_ON_SYNC,
            });
        }
        const ids = listed.map((point) => point.externalId);
        await tx
          .update(pickupPoints)
          .set({ active: false, syncedAt: now })
          .where(and(eq(pickupPoints.courier, courier), ids.length > 0 ? notInArray(pickupPoints.externalId, ids) : undefined));
      });
      return listed.length;
    },

    /** Every courier that has lockers, one after the other; a courier that fails does not stop the others. */
    async syncAll(): Promise<{ courier: CourierId; points: number }[]> {
      const synced: { courier: CourierId; points: number }[] = [];
      const failures: unknown[] = [];
      for (const courier of couriers.enabled()) {
        try {
          synced.push({ courier, points: await this.sync(courier) });
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw new AggregateError(failures, `Pickup points failed for ${failures.length} courier(s)`);
      return synced;
    },

    /** Active points of enabled couriers that suit the query, nearest first or by city and name. */
    async search(query: PickupPointQuery): Promise<PickupPointRow[]> {
      const enabled = couriers.enabled();
      if (enabled.length === 0 || (query.courier && !enabled.includes(query.courier))) return [];
      // Every filter is in the query itself, so the limit counts only points the shopper may choose.
      const conditions: (SQL | undefined)[] = [
        eq(pickupPoints.active, true),
        query.courier ? eq(pickupPoints.courier, query.courier) : inArray(pickupPoints.courier, enabled),
        query.county ? ilike(pickupPoints.county, escapeLike(query.county)) : undefined,
        query.city ? ilike(pickupPoints.city, `${escapeLike(query.city)}%`) : undefined,
        query.text
          ? or(ilike(pickupPoints.name, `%${escapeLike(query.text)}%`), ilike(pickupPoints.address, `%${escapeLike(query.text)}%`))
          : undefined,
        query.cashOnDelivery ? or(eq(pickupPoints.acceptsCash, true), eq(pickupPoints.acceptsCard, true)) : undefined,
        query.parcel ? parcelFits(query.parcel) : undefined,
      ];
      const distance = query.near
        ? sql`(${pickupPoints.latitude} - ${query.near.latitude}) ^ 2 + ((${pickupPoints.longitude} - ${query.near.longitude}) * cos(radians(${query.near.latitude}))) ^ 2`
        : null;
      return db
        .select()
        .from(pickupPoints)
        .where(and(...conditions))
        .orderBy(...(distance ? [distance] : [asc(pickupPoints.city), asc(pickupPoints.name)]))
        .limit(Math.max(1, Math.min(query.limit ?? MAX_RESULTS, MAX_RESULTS)));
    },

    /** Whether any point was ever synced. */
    async listsAny(): Promise<boolean> {
      const [row] = await db.select({ courier: pickupPoints.courier }).from(pickupPoints).limit(1);
      return row !== undefined;
    },

    /** The cities of a county where a courier has active points, for the checkout's city list. */
    async citiesIn(courier: CourierId, county: string): Promise<string[]> {
      if (!couriers.enabled().includes(courier)) return [];
      const rows = await db
        .selectDistinct({ city: pickupPoints.city })
        .from(pickupPoints)
        .where(and(eq(pickupPoints.active, true), eq(pickupPoints.courier, courier), ilike(pickupPoints.county, escapeLike(county))))
        .orderBy(asc(pickupPoints.city));
      return rows.map((row) => row.city);
    },

    async find(courier: CourierId, externalId: string, tx: Database = db): Promise<PickupPointRow | null> {
      const [row] = await tx
        .select()
        .from(pickupPoints)
        .where(and(eq(pickupPoints.courier, courier), eq(pickupPoints.externalId, externalId)));
      return row ?? null;
    },
  };
}

export type PickupPoints = ReturnType<typeof createPickupPoints>;

/**
 * The order's check of the locker a shopper chose (the platform hands it to the orders module): an active point of the
 * service's courier that takes the parcel — its weight in the store's standard box, as its AWB will be made — and,
 * paid on collection, some payment.
 */
export async function checkPickupPoint(
  points: Pick<PickupPoints, "find">,
  tx: Database,
  request: { courier: CourierId; id: string; weightGrams: number; cashOnDelivery: boolean },
): Promise<{ point: ChosenPickupPoint } | { refused: "unknown" | "too_small" | "no_payment" }> {
  const row = await points.find(request.courier, request.id, tx);
  if (!row?.active) return { refused: "unknown" };
  if (!pointTakesParcel(row, { weightGrams: request.weightGrams, ...DEFAULT_BOX_CM })) return { refused: "too_small" };
  if (!pointTakesPayment(row, request.cashOnDelivery)) return { refused: "no_payment" };
  const kind = row.kind === "pickup_point" ? "pickup_point" : "locker";
  return {
    point: { courier: request.courier, id: row.externalId, kind, name: row.name, address: row.address, city: row.city, county: row.county },
  };
}
