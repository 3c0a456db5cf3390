/**
 * The client of the sandbox courier (sandbox-courier.ts): an adapter like the real couriers', over the same HTTP
 * session, whether the sandbox answers in this process (dev, tests) or at a URL.
 */
import type { ShipmentStatus } from "#domain/shipments";
import {
  CarrierError,
  EVERY_CAPABILITY_BUT_RETURNS,
  type CarrierAdapter,
  type CreatedShipment,
  type PickupPoint,
  type Remittance,
  type TrackingEvent,
} from "./carrier.ts";
import { courierSession } from "./carrier-http.ts";
import type { SandboxCode, SandboxEvent } from "./sandbox-courier.ts";

export const SANDBOX_STATUSES: Record<SandboxCode, ShipmentStatus> = {
  CREATED: "created",
  PICKED_UP: "picked_up",
  IN_TRANSIT: "in_transit",
  OUT_FOR_DELIVERY: "out_for_delivery",
  IN_LOCKER: "in_locker",
  DELIVERED: "delivered",
  REFUSED: "refused",
  RETURNING: "returning",
  RETURNED: "returned",
  CANCELLED: "cancelled",
};

export interface SandboxSettings {
  baseUrl: string;
  username: string;
  password: string;
}

interface CreatedAnswer {
  awb: string;
  parcels: string[];
  costMinor: number;
}

const shipment = (answer: CreatedAnswer): CreatedShipment => ({
  awb: answer.awb,
  parcelNumbers: answer.parcels,
  costMinor: answer.costMinor,
});

function trackingEvent(event: SandboxEvent): TrackingEvent {
  return {
    awb: event.awb,
    carrierCode: event.code,
    // The sandbox speaks only codes it knows; a real courier's unknown code is each adapter's own concern.
    status: SANDBOX_STATUSES[event.code],
    at: new Date(event.at),
    description: event.description,
    location: event.location,
  };
}

export function createSandboxAdapter(settings: SandboxSettings, deps: { fetch?: typeof fetch; now?: () => number } = {}): CarrierAdapter {
  const session = courierSession({
    courier: "sandbox",
    baseUrl: settings.baseUrl,
    fetch: deps.fetch,
    now: deps.now,
    errorMessage: (body) => (body && typeof body === "object" && "error" in body ? String(body.error) : null),
    async login(self) {
      const answer = (await (
        await self.anonymous("POST", "/auth", { json: { username: settings.username, password: settings.password } })
      ).json()) as { token: string; expiresAt: string };
      return { value: answer.token, expiresAt: Date.parse(answer.expiresAt) };
    },
  });
  const list = (awbs: readonly string[]) => awbs.map(encodeURIComponent).join(",");

  return {
    id: "sandbox",
    capabilities: { ...EVERY_CAPABILITY_BUT_RETURNS, returnServices: { pickup: "return-pickup", locker: "return-locker" } },
    quote: (draft) => session.json<{ costMinor: number }>("POST", "/quotes", { json: draft }),
    createShipment: async (draft) => shipment(await session.json<CreatedAnswer>("POST", "/shipments", { json: draft })),
    async findByReference(reference, createdOn) {
      const day = new Date(createdOn);
      day.setUTCHours(0, 0, 0, 0);
      const query = new URLSearchParams({ reference, from: day.toISOString() });
      const { shipments } = await session.json<{ shipments: CreatedAnswer[] }>("GET", `/shipments?${query}`);
      return shipments[0] ? shipment(shipments[0]) : null;
    },
    label: (awbs, format) => session.bytes("GET", `/labels?awbs=${list(awbs)}&format=${format === "pdf-a4" ? "a4" : "a6"}`),
    async cancel(awb) {
      try {
        await session.call("DELETE", `/shipments/${encodeURIComponent(awb)}`);
        return "cancelled";
      } catch (error) {
        // The sandbox refuses (409) only a cancel that comes after the first scan.
        if (error instanceof CarrierError && error.failure === "rejected") return "too_late";
        throw error;
      }
    },
    async track(awbs) {
      const { events } = await session.json<{ events: SandboxEvent[] }>("GET", `/tracking?awbs=${list(awbs)}`);
      return events.map(trackingEvent).sort((a, b) => a.at.getTime() - b.at.getTime());
    },
    async eventsSince({ cursor, since, until }) {
      const from = cursor ?? since.toISOString();
      const to = until.toISOString();
      const { events } = await session.json<{ events: SandboxEvent[] }>("GET", `/events?${new URLSearchParams({ from, to })}`);
      return { events: events.map(trackingEvent), cursor: to };
    },
    pickupPoints: async () => (await session.json<{ points: PickupPoint[] }>("GET", "/points")).points,
    async bookPickup({ from, to }) {
      await session.json("POST", "/pickups", { json: { from: from.toISOString(), to: to.toISOString() } });
    },
    remittances: async (day) =>
      (await session.json<{ remittances: Remittance[] }>("GET", `/remittances?${new URLSearchParams({ day })}`)).remittances,
  };
}
