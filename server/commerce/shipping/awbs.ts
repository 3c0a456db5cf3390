/**
 * Making, cancelling and printing an order's AWB (issue 43 item 3, decision 0092). One live AWB per order however
 * often staff press the button: the request is written first (`requested`, under the order's lock and a unique index),
 * the courier called outside any transaction, and its answer written after. A create whose answer was lost (a timeout
 * after the courier made it) leaves the row `requested`; the next press asks the courier for the AWB of that
 * reference before making another, so a retry never makes a second parcel. A courier's refusal marks the request
 * `failed` with its words, and the next press is a new attempt with its own reference.
 */
import { and, asc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { CourierId } from "#domain/shipments";
import { shipmentAllows, type ShipmentState } from "#domain/shipment-lifecycle";
import { BOTTLE_WEIGHT_GRAMS } from "#domain/shipping-zones";
import { findRomanianCounty } from "#domain/romanian-counties";
import type { AddressValues as Address } from "#domain/account-forms";
import type { Database } from "#server/db/client";
import { orders, shipments } from "#server/db/schema";
import { orderLinesOf } from "#server/commerce/orders/module";
import { variantWeights } from "#server/commerce/catalog/module";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";
import { CarrierError, type CarrierAdapter, type LabelFormat, type ParcelMeasures, type ShipmentDraft } from "./carriers/carrier.ts";
import type { CourierRegistry } from "./couriers.ts";
import { mergePdfs } from "./merge-pdfs.ts";
import { callBackShipment, settleShipmentRequest } from "./shipment-status.ts";
import type { ParcelMoves } from "#server/commerce/orders/module";

export type ShipmentRow = typeof shipments.$inferSelect;

/** What staff may change of what the order's own data proposes. */
export interface AwbRequest {
  courier: CourierId;
  service: string;
  parcels?: ParcelMeasures[];
  lockerId?: string | null;
}

/** The highest number of the sandbox courier's AWBs (`SBX00000042`, its own or standing in for a courier) the store holds, 0 for none. */
export async function lastSandboxAwbNumber(db: Database): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(substring(${shipments.awb} from 4)::int)` })
    .from(shipments)
    .where(sql`${shipments.awb} ~ '^SBX[0-9]+$'`);
  return Number(row?.last ?? 0);
}

export type AwbOutcome =
  | { kind: "created"; shipment: ShipmentRow; repeated: boolean }
  | { kind: "not_found" }
  /** The order cannot ship (not confirmed, already on its way without an AWB, cancelled, withdrawn). */
  | { kind: "not_shippable" }
  | { kind: "courier_not_enabled" }
  /** Another press is asking the courier right now. */
  | { kind: "in_progress" }
  | { kind: "courier_refused"; message: string }
  /** The courier did not answer; nothing is lost, pressing again finds or makes the AWB. */
  | { kind: "courier_unavailable" };

/** A box that holds a 3-pack, as most of the shop's parcels are. */
export const DEFAULT_BOX_CM = { lengthCm: 20, widthCm: 15, heightCm: 10 } as const;
/** Another press may take over a request whose courier call has not answered in this long (the caller died). */
const REQUEST_TAKEOVER_MS = 2 * 60_000;
/** A shipment neither failed nor cancelled: the one a new press answers again or resumes rather than asking anew. */
export const LIVE = notInArray(shipments.status, ["failed", "cancelled"]);

type OrderRow = typeof orders.$inferSelect;

/**
 * Whether the order's parcel has an outbound AWB asked for or made (`ParcelAwbs`, orders' port): read under the order's
 * lock, which every AWB request takes first, so an addition to the parcel and the AWB's request serialise.
 */
export async function awbRequestedFor(tx: Database, orderId: number): Promise<boolean> {
  const [live] = await tx
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, "outbound"), LIVE))
    .limit(1);
  return live !== undefined;
}

/** What the shopper owes the courier: the order's lei less its store credit, for a cash-on-delivery order not yet paid. */
export function cashOnDeliveryMinor(order: Pick<OrderRow, "paymentMethod" | "paidAt" | "totalRonMinor" | "storeCreditRonMinor">): number {
  if (order.paymentMethod !== "cod" || order.paidAt !== null) return 0;
  return order.totalRonMinor - order.storeCreditRonMinor;
}

/**
 * Whether the order may have an AWB made: confirmed and not yet on its way, or shipped with an AWB since cancelled
 * (the new one corrects the tracking number the shopper was sent).
 */
export function shippable(order: OrderRow, earlierAttempts: number): boolean {
  // The couriers carry within Romania only; a parcel abroad goes out the way staff ship it by hand.
  if (order.withdrawnAt || (order.shippingAddress as Address).country !== "RO") return false;
  const confirmed =
    ["paid", "payment_due_on_delivery"].includes(order.status) && ["unfulfilled", "packed"].includes(order.fulfilmentStatus);
  return confirmed || (earlierAttempts > 0 && order.status === "fulfilled" && order.fulfilmentStatus === "shipped");
}

export function recipientOf(order: OrderRow): ShipmentDraft["recipient"] {
  const address = order.shippingAddress as Address;
  return {
    name: `${address.firstName} ${address.lastName}`.trim(),
    phone: address.phone,
    email: order.email,
    company: address.company || null,
    county: findRomanianCounty(address.province)?.name ?? address.province,
    city: address.city,
    street: [address.address1, address.address2].filter(Boolean).join(", "),
    postalCode: address.zip || null,
    country: address.country,
  };
}

/** What the order's bottles weigh: the parcel's weight unless staff weigh it themselves. */
export async function orderWeightGrams(tx: Database, orderId: number): Promise<number> {
  const lines = await orderLinesOf(tx, [orderId]);
  const weights = await variantWeights(
    tx,
    lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])),
  );
  return Math.max(
    1,
    lines.reduce(
      (sum, line) => sum + line.quantity * ((line.variantId === null ? undefined : weights.get(line.variantId)) ?? BOTTLE_WEIGHT_GRAMS),
      0,
    ),
  );
}

/**
 * A shipment row this press claimed (status "requested"), the draft it sends, and whether an earlier press may
 * already have reached the courier with it (then the courier is asked for it by reference before making another).
 */
export interface ClaimedRequest {
  shipment: ShipmentRow;
  draft: ShipmentDraft;
  recover: boolean;
}

/** A press's claim: a request to ask the courier about, or the answer it already has. */
export type ShipmentClaim<Outcome> = ({ kind: "ask" } & ClaimedRequest) | { kind: "done"; outcome: Outcome };

type DraftOf = (shipment: ShipmentRow) => ShipmentDraft;

/**
 * What the live shipment found under the lock means for this press: its AWB, answered again; another press still
 * asking the courier; or a request left "requested" longer than a press takes, which this press takes over.
 */
export async function resumeLive(
  tx: Database,
  live: ShipmentRow,
  now: Date,
  draftOf: DraftOf,
): Promise<ShipmentClaim<{ kind: "created"; shipment: ShipmentRow; repeated: boolean } | { kind: "in_progress" }>> {
  if (live.status !== "requested") return { kind: "done", outcome: { kind: "created", shipment: live, repeated: true } };
  if (now.getTime() - live.statusAt.getTime() < REQUEST_TAKEOVER_MS) return { kind: "done", outcome: { kind: "in_progress" } };
  const [taken] = await tx.update(shipments).set({ statusAt: now }).where(eq(shipments.id, live.id)).returning();
  return { kind: "ask", shipment: taken!, draft: draftOf(taken!), recover: true };
}

/** How many shipments were asked for before (`earlier` finds them), and the reference of the next: ELARA-1001, ELARA-1001-2… */
export async function nextAttempt(tx: Database, earlier: SQL | undefined, reference: string) {
  const [{ attempts }] = (await tx
    .select({ attempts: sql<number>`count(*)::int` })
    .from(shipments)
    .where(earlier)) as [{ attempts: number }];
  return { attempts, reference: `${reference}${attempts > 0 ? `-${attempts + 1}` : ""}` };
}

/** Writes a new request, asked now, with its audit entry: the press then asks the courier for it. */
export async function writeRequest(
  { tx, audit, actor, now }: { tx: Database; audit: StaffAudit; actor: StaffActor; now: Date },
  values: Omit<typeof shipments.$inferInsert, "requestedAt" | "statusAt" | "status">,
  entry: Parameters<StaffAudit>[2],
  draftOf: DraftOf,
): Promise<ShipmentClaim<never>> {
  const [inserted] = await tx
    .insert(shipments)
    .values({ ...values, requestedAt: now, statusAt: now })
    .returning();
  await audit(tx, actor, entry, now);
  return { kind: "ask", shipment: inserted!, draft: draftOf(inserted!), recover: false };
}

export type CarrierAnswer =
  { kind: "created"; shipment: ShipmentRow } | { kind: "courier_refused"; message: string } | { kind: "courier_unavailable" };

/**
 * Asks the courier for a claimed request's AWB and writes its answer on the row: created, or failed when the courier
 * refused; a courier that did not answer leaves the row requested, for the next press to recover.
 */
export async function askCarrier(
  { db, clock }: { db: Database; clock: Clock },
  adapter: CarrierAdapter,
  claimed: ClaimedRequest,
  /** Run in the transaction that writes the courier's AWB, once, by the press whose answer stands (a domain event). */
  onCreated?: (tx: Database, shipment: ShipmentRow, now: Date) => Promise<void>,
): Promise<CarrierAnswer> {
  async function settle(answer: Parameters<typeof settleShipmentRequest>[2]): Promise<ShipmentRow> {
    const now = clock();
    const written = await db.transaction(async (tx) => {
      const row = await settleShipmentRequest(tx, claimed.shipment.id, answer, now);
      if (row?.status === "created" && onCreated) await onCreated(tx, row, now);
      return row;
    });
    // Another press settled it first: its answer stands.
    return written ?? (await db.select().from(shipments).where(eq(shipments.id, claimed.shipment.id)))[0]!;
  }
  try {
    const found = claimed.recover ? await adapter.findByReference(claimed.draft.reference, claimed.shipment.requestedAt) : null;
    const made = found ?? (await adapter.createShipment(claimed.draft));
    return { kind: "created", shipment: await settle({ action: "awb_created", awb: made.awb, costMinor: made.costMinor }) };
  } catch (error) {
    if (!(error instanceof CarrierError) || error.retryable) return { kind: "courier_unavailable" };
    const failed = await settle({ action: "awb_refused", failure: error.message });
    return failed.status === "failed" ? { kind: "courier_refused", message: error.message } : { kind: "created", shipment: failed };
  }
}

export interface AwbDependencies {
  db: Database;
  clock: Clock;
  couriers: CourierRegistry;
  parcelMoves: ParcelMoves;
  audit: StaffAudit;
}

export function createAwbs({ db, clock, couriers, parcelMoves, audit }: AwbDependencies) {
  type Claim = ShipmentClaim<AwbOutcome>;

  /** Writes the request (or finds the live one) under the order's lock. */
  async function claim(orderNumber: number, request: AwbRequest, actor: StaffActor): Promise<Claim> {
    return db.transaction(async (tx): Promise<Claim> => {
      const [order] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for("update");
      if (!order) return { kind: "done", outcome: { kind: "not_found" } };
      const now = clock();
      const [live] = await tx
        .select()
        .from(shipments)
        .where(and(eq(shipments.orderId, order.id), eq(shipments.kind, "outbound"), LIVE));
      const draftOf = (shipment: ShipmentRow): ShipmentDraft => ({
        reference: shipment.reference,
        service: shipment.service,
        recipient: recipientOf(order),
        parcels: shipment.parcels,
        cashOnDeliveryMinor: shipment.cashOnDeliveryMinor,
        declaredValueMinor: shipment.declaredValueMinor,
        lockerId: shipment.lockerId,
        contents: "Suplimente alimentare",
        openPackage: false,
      });
      if (live) return resumeLive(tx, live, now, draftOf);
      const { attempts, reference } = await nextAttempt(
        tx,
        and(eq(shipments.orderId, order.id), eq(shipments.kind, "outbound")),
        `ELARA-${order.orderNumber}`,
      );
      if (!shippable(order, attempts)) return { kind: "done", outcome: { kind: "not_shippable" } };
      const weightGrams = await orderWeightGrams(tx, order.id);
      return writeRequest(
        { tx, audit, actor, now },
        {
          orderId: order.id,
          courier: request.courier,
          service: request.service,
          reference,
          lockerId: request.lockerId ?? null,
          cashOnDeliveryMinor: cashOnDeliveryMinor(order),
          declaredValueMinor: order.totalRonMinor,
          parcels: request.parcels ?? [{ weightGrams, ...DEFAULT_BOX_CM }],
        },
        {
          action: "order.awb_request",
          target: { type: "order", id: order.orderNumber },
          after: { courier: request.courier, service: request.service },
        },
        draftOf,
      );
    });
  }

  return {
    /** Makes the order's AWB with the chosen courier (or answers the one already made) and marks the order shipped. */
    async create(orderNumber: number, request: AwbRequest, actor: StaffActor): Promise<AwbOutcome> {
      if (!couriers.adapter(request.courier)) return { kind: "courier_not_enabled" };
      const claimed = await claim(orderNumber, request, actor);
      if (claimed.kind === "done") {
        const { outcome } = claimed;
        // The AWB was made but the order may not have been shipped with it (a process killed in between): shipping
        // again with the same number is a repeat the order's step answers unchanged.
        if (outcome.kind === "created" && outcome.shipment.status === "created")
          await parcelMoves.ship(orderNumber, { courier: outcome.shipment.courier as CourierId, awb: outcome.shipment.awb! }, actor);
        return outcome;
      }
      // A request being recovered keeps the courier it was made with, whatever this press asked for.
      const adapter = couriers.adapter(claimed.shipment.courier as CourierId);
      if (!adapter) return { kind: "courier_not_enabled" };
      const answer = await askCarrier({ db, clock }, adapter, claimed);
      if (answer.kind !== "created") return answer;
      const { shipment } = answer;
      await parcelMoves.ship(orderNumber, { courier: shipment.courier as CourierId, awb: shipment.awb! }, actor);
      return { kind: "created", shipment, repeated: false };
    },

    /** The order's AWBs, newest last (failed and cancelled attempts too, for the order's story). */
    async ofOrder(orderId: number): Promise<ShipmentRow[]> {
      return db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.id));
    },

    /**
     * One PDF with the labels of these shipments, in the order asked, whatever their couriers: each label is asked of
     * its courier on its own (Sameday prints one AWB per call) and the pages are merged. Null when one has no AWB.
     */
    async labels(shipmentIds: readonly number[], format: LabelFormat): Promise<Uint8Array | null> {
      const rows = await db
        .select()
        .from(shipments)
        .where(inArray(shipments.id, [...shipmentIds]));
      const asked = shipmentIds.map((id) => rows.find((row) => row.id === id));
      if (asked.length === 0 || asked.some((row) => !row?.awb || row.status === "cancelled")) return null;
      const pdfs: Uint8Array[] = [];
      for (const row of asked as ShipmentRow[]) {
        const adapter = couriers.adapter(row.courier as CourierId);
        if (!adapter) return null;
        pdfs.push(await adapter.label([row.awb!], format));
      }
      return mergePdfs(pdfs);
    },

    /** Calls the parcel back while the courier allows it (not once it has been scanned). */
    async cancel(shipmentId: number, actor: StaffActor): Promise<"cancelled" | "too_late" | "not_found" | "courier_unavailable"> {
      const [shipment] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
      if (!shipment?.awb || !shipmentAllows(shipment.status as ShipmentState, "call_back"))
        return shipment?.status === "cancelled" ? "cancelled" : "not_found";
      const adapter = couriers.adapter(shipment.courier as CourierId);
      if (!adapter) return "courier_unavailable";
      try {
        if ((await adapter.cancel(shipment.awb)) === "too_late") return "too_late";
      } catch (error) {
        if (error instanceof CarrierError && error.failure === "not_found") return "not_found";
        return "courier_unavailable";
      }
      await db.transaction(async (tx) => {
        const now = clock();
        await callBackShipment(tx, shipment.id, now);
        const [order] = await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, shipment.orderId));
        await audit(
          tx,
          actor,
          { action: "order.awb_cancel", target: { type: "order", id: order!.orderNumber }, before: { awb: shipment.awb } },
          now,
        );
      });
      return "cancelled";
    },
  };
}

export type Awbs = ReturnType<typeof createAwbs>;
