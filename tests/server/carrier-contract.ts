/**
 * The one contract every courier adapter keeps (issue 43 item 1): run by each adapter's test against its recorded
 * answers (shaped as the courier documents them) and by the sandbox courier's test against the fake itself. What
 * an adapter sends is checked by its own test; this suite checks what the store can rely on from any of them.
 */
import { describe, expect, it } from "vitest";
import { SHIPMENT_STATUSES } from "#domain/shipments";
import { CarrierError, type CarrierAdapter, type ShipmentDraft } from "#server/commerce/shipping/carriers/carrier";

export const CONTRACT_SCENARIOS = [
  "quote",
  "create",
  "create-locker",
  "lost-create-answer",
  "label",
  "cancel",
  "cancel-after-scan",
  "track",
  "events",
  "pickup-points",
  "remittances",
  "expired-token",
  "server-error",
  "refused-credentials",
] as const;
export type ContractScenario = (typeof CONTRACT_SCENARIOS)[number];

export interface ScenarioSetup {
  adapter: CarrierAdapter;
  /** The parcel the scenario is about (made, scanned, delivered, or paid out), where it is about one. */
  awb?: string;
  /** A locker of this courier, for `create-locker`. */
  lockerId?: string;
  /** The day whose remittances the courier has (`remittances`). */
  day?: string;
  /** The moment the scenario stands at on the courier's clock (a recording's or the sandbox's); now by default. */
  now?: Date;
}

export interface CarrierContractSubject {
  name: string;
  /** A fresh adapter answering as the courier does in that scenario. */
  setup(scenario: ContractScenario): Promise<ScenarioSetup>;
  /** Credentials the adapter was given: no error message may contain them. */
  secrets: readonly string[];
  /**
   * False for a courier whose API has no cash-on-delivery payout report (Sameday): the remittance scenario is not
   * part of its contract, and its own test checks that it answers none. True by default.
   */
  paysOutRemittances?: boolean;
}

/** A parcel for a shopper in Cluj-Napoca, paid on delivery. */
export function contractDraft(overrides: Partial<ShipmentDraft> = {}): ShipmentDraft {
  return {
    reference: "ELARA-1042",
    service: "standard",
    recipient: {
      name: "Ioana Popescu",
      phone: "0722123456",
      email: "ioana@example.ro",
      company: null,
      county: "Cluj",
      city: "Cluj-Napoca",
      street: "Strada Memorandumului 28, ap. 4",
      postalCode: "400114",
      country: "RO",
    },
    parcels: [{ weightGrams: 450, lengthCm: 20, widthCm: 15, heightCm: 10 }],
    cashOnDeliveryMinor: 23_450,
    declaredValueMinor: 23_450,
    lockerId: null,
    contents: "Suplimente alimentare",
    openPackage: false,
    ...overrides,
  };
}

const ROMANIA = { south: 43.6, north: 48.3, west: 20.2, east: 29.8 };

export function describeCarrierContract(
  subject: CarrierContractSubject,
  draftFor: (scenario: ContractScenario) => ShipmentDraft = () => contractDraft(),
): void {
  const failureOf = async (work: Promise<unknown>): Promise<CarrierError> => {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CarrierError);
    const failure = error as CarrierError;
    for (const secret of subject.secrets) expect(failure.message).not.toContain(secret);
    return failure;
  };

  describe(`${subject.name} keeps the courier contract`, () => {
    it("quotes a price in bani", async () => {
      const { adapter } = await subject.setup("quote");
      const { costMinor } = await adapter.quote(draftFor("quote"));
      expect(Number.isInteger(costMinor) && costMinor > 0).toBe(true);
    });

    it("creates a shipment and answers its AWB", async () => {
      const { adapter } = await subject.setup("create");
      const created = await adapter.createShipment(draftFor("create"));
      expect(created.awb).toMatch(/^\S{4,}$/);
      expect(created.parcelNumbers.length).toBeGreaterThanOrEqual(1);
      if (created.costMinor !== null) expect(Number.isInteger(created.costMinor)).toBe(true);
    });

    it("creates a shipment to a locker", async () => {
      const { adapter, lockerId } = await subject.setup("create-locker");
      expect(adapter.capabilities.lockers).toBe(true);
      const created = await adapter.createShipment({ ...draftFor("create-locker"), lockerId: lockerId ?? null });
      expect(created.awb).toMatch(/^\S{4,}$/);
    });

    it("finds the AWB of a create whose answer was lost, and none for a reference never sent", async () => {
      const { adapter, now = new Date() } = await subject.setup("lost-create-answer");
      const draft = draftFor("lost-create-answer");
      const lost = await failureOf(adapter.createShipment(draft));
      expect(lost.retryable).toBe(true);
      const found = await adapter.findByReference(draft.reference, now);
      expect(found?.awb).toMatch(/^\S{4,}$/);
      expect(await adapter.findByReference("ELARA-NEVER-SENT", now)).toBeNull();
    });

    it("answers the label as a PDF", async () => {
      const { adapter, awb } = await subject.setup("label");
      const pdf = await adapter.label([awb!], "pdf-a6");
      expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    });

    it("cancels a parcel not yet scanned", async () => {
      const { adapter, awb } = await subject.setup("cancel");
      expect(await adapter.cancel(awb!)).toBe("cancelled");
    });

    it("says too late for a parcel already scanned", async () => {
      const { adapter, awb } = await subject.setup("cancel-after-scan");
      expect(await adapter.cancel(awb!)).toBe("too_late");
    });

    it("tracks a delivered parcel: its events in order, in the store's statuses", async () => {
      const { adapter, awb } = await subject.setup("track");
      const events = await adapter.track([awb!]);
      expect(events.length).toBeGreaterThan(1);
      for (const event of events) {
        expect(event.awb).toBe(awb);
        expect(SHIPMENT_STATUSES).toContain(event.status);
        expect(Number.isNaN(event.at.getTime())).toBe(false);
        expect(event.carrierCode).not.toBe("");
      }
      const times = events.map((event) => event.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(events.at(-1)!.status).toBe("delivered");
    });

    it("answers the account's events since a cursor, and a cursor to go on from", async () => {
      const { adapter, awb, now } = await subject.setup("events");
      const until = now ?? new Date();
      const first = await adapter.eventsSince({
        cursor: null,
        since: new Date(until.getTime() - 86_400_000),
        until,
        openAwbs: awb ? [awb] : [],
      });
      expect(first.cursor).not.toBe("");
      expect(first.events.length).toBeGreaterThan(0);
      for (const event of first.events) expect(SHIPMENT_STATUSES).toContain(event.status);
      const next = await adapter.eventsSince({
        cursor: first.cursor,
        since: until,
        until: new Date(until.getTime() + 60_000),
        openAwbs: awb ? [awb] : [],
      });
      expect(next.cursor).not.toBe("");
    });

    it("lists its lockers and pick-up points in Romania", async () => {
      const { adapter } = await subject.setup("pickup-points");
      const points = await adapter.pickupPoints();
      expect(points.length).toBeGreaterThan(0);
      for (const point of points) {
        expect(point.courier).toBe(adapter.id);
        expect(point.externalId).not.toBe("");
        expect(point.name && point.city && point.county && point.address).toBeTruthy();
        expect(point.latitude).toBeGreaterThan(ROMANIA.south);
        expect(point.latitude).toBeLessThan(ROMANIA.north);
        expect(point.longitude).toBeGreaterThan(ROMANIA.west);
        expect(point.longitude).toBeLessThan(ROMANIA.east);
      }
    });

    if (subject.paysOutRemittances !== false)
      it("lists a day's cash-on-delivery remittances", async () => {
        const { adapter, day } = await subject.setup("remittances");
        expect(adapter.capabilities.remittances).toBe(true);
        const remittances = await adapter.remittances(day!);
        expect(remittances.length).toBeGreaterThan(0);
        for (const remittance of remittances) {
          expect(remittance.awb).not.toBe("");
          expect(Number.isInteger(remittance.amountMinor) && remittance.amountMinor > 0).toBe(true);
          expect(remittance.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(remittance.bankReference).not.toBe("");
        }
      });

    it("logs in again once when the courier drops its token", async () => {
      const { adapter, awb } = await subject.setup("expired-token");
      const events = await adapter.track([awb!]);
      expect(events.length).toBeGreaterThan(0);
    });

    it("reports a courier's server error as worth retrying, with no credential in the message", async () => {
      const { adapter, awb } = await subject.setup("server-error");
      const failure = await failureOf(adapter.track([awb!]));
      expect(failure.failure).toBe("unavailable");
      expect(failure.retryable).toBe(true);
    });

    it("reports refused credentials as such, not as worth retrying", async () => {
      const { adapter, awb } = await subject.setup("refused-credentials");
      const failure = await failureOf(adapter.track([awb!]));
      expect(failure.failure).toBe("auth");
      expect(failure.retryable).toBe(false);
    });
  });
}
