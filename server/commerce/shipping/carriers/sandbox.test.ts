import { describe, expect, it } from "vitest";
import { contractDraft, describeCarrierContract, type ContractScenario, type ScenarioSetup } from "#tests/server/carrier-contract.ts";
import { pdfText } from "#tests/server/invoice-kit.ts";
import { createSandboxCourier, type SandboxCourier } from "./sandbox-courier.ts";
import { createSandboxAdapter } from "./sandbox.ts";
import type { CarrierAdapter } from "./carrier.ts";

const HOUR = 3_600_000;
const BASE_URL = "http://sandbox-courier.test";

/** A sandbox on a clock the test moves, and its client talking to it in this process. */
function sandbox(start = Date.parse("2026-11-23T08:00:00Z")) {
  let clock = start;
  const courier: SandboxCourier = createSandboxCourier({ now: () => new Date(clock) });
  const fetchImpl: typeof fetch = async (input, init) => courier.handle(new Request(input, init));
  const adapter: CarrierAdapter = createSandboxAdapter(
    { baseUrl: BASE_URL, ...courier.credentials },
    { fetch: fetchImpl, now: () => clock },
  );
  return { courier, adapter, advance: (ms: number) => (clock += ms), now: () => new Date(clock) };
}

describeCarrierContract({
  name: "the sandbox courier",
  secrets: [createSandboxCourier({ now: () => new Date() }).credentials.password],
  async setup(scenario: ContractScenario) {
    const world = sandbox();
    const made = async (hoursLater = 0) => {
      const { awb } = await world.adapter.createShipment(contractDraft());
      world.advance(hoursLater * HOUR);
      return awb;
    };
    const at = (setup: Omit<ScenarioSetup, "now">): ScenarioSetup => ({ ...setup, now: world.now() });
    switch (scenario) {
      case "create-locker":
        return { adapter: world.adapter, lockerId: "SBX-CJ-01" };
      case "lost-create-answer":
        world.courier.inject("lose-create-answer");
        return at({ adapter: world.adapter });
      case "label":
      case "cancel":
        return { adapter: world.adapter, awb: await made() };
      case "cancel-after-scan":
        return { adapter: world.adapter, awb: await made(4) };
      case "track":
      case "events":
        return at({ adapter: world.adapter, awb: await made(27) });
      case "remittances": {
        await made(27 + 3 * 24);
        return { adapter: world.adapter, day: "2026-11-27" };
      }
      case "expired-token": {
        const awb = await made(1);
        world.courier.inject("expired-token");
        return { adapter: world.adapter, awb };
      }
      case "server-error": {
        const awb = await made(1);
        world.courier.inject("server-error");
        return { adapter: world.adapter, awb };
      }
      case "refused-credentials": {
        const courier = createSandboxCourier({ now: world.now });
        const adapter = createSandboxAdapter(
          { baseUrl: BASE_URL, username: "sandbox", password: "not-the-password" },
          { fetch: async (input, init) => courier.handle(new Request(input, init)) },
        );
        return { adapter, awb: "SBX00000001" };
      }
      default:
        return { adapter: world.adapter };
    }
  },
});

describe("the sandbox courier's timeline", () => {
  it("takes a home parcel from created to delivered as the clock moves", async () => {
    const world = sandbox();
    const { awb } = await world.adapter.createShipment(contractDraft());
    const statuses = async () => (await world.adapter.track([awb])).map((event) => event.status);
    expect(await statuses()).toEqual(["created"]);
    world.advance(21 * HOUR);
    expect(await statuses()).toEqual(["created", "picked_up", "in_transit", "out_for_delivery"]);
    world.advance(5 * HOUR);
    expect((await statuses()).at(-1)).toBe("delivered");
  });

  it("waits in the locker before the shopper collects it", async () => {
    const world = sandbox();
    const { awb } = await world.adapter.createShipment(contractDraft({ lockerId: "SBX-CJ-01" }));
    world.advance(29 * HOUR);
    const events = await world.adapter.track([awb]);
    expect(events.at(-1)).toMatchObject({ status: "in_locker", location: "SBX-CJ-01" });
    world.advance(HOUR);
    expect((await world.adapter.track([awb])).at(-1)!.status).toBe("delivered");
  });

  it("brings a refused parcel back, and pays no cash for it", async () => {
    const world = sandbox();
    const { awb } = await world.adapter.createShipment(contractDraft());
    expect(world.courier.refuse(contractDraft().reference)).toBe(true);
    world.advance(80 * HOUR);
    expect((await world.adapter.track([awb])).map((event) => event.status).slice(-3)).toEqual(["refused", "returning", "returned"]);
    world.advance(10 * 24 * HOUR);
    for (const day of ["2026-11-26", "2026-11-27", "2026-11-28"]) expect(await world.adapter.remittances(day)).toEqual([]);
  });

  it("pays out a delivered cash-on-delivery parcel three days later, and nothing for a paid one", async () => {
    const world = sandbox();
    const cod = await world.adapter.createShipment(contractDraft({ reference: "ELARA-1" }));
    await world.adapter.createShipment(contractDraft({ reference: "ELARA-2", cashOnDeliveryMinor: 0 }));
    world.advance(30 * HOUR + 3 * 24 * HOUR);
    expect(await world.adapter.remittances("2026-11-27")).toEqual([
      { awb: cod.awb, amountMinor: 23_450, paidOn: "2026-11-27", bankReference: "SBX-OP-20261127" },
    ]);
  });

  it("moves one parcel forward on demand: the skipped steps happen now, heard by a cursor already past them", async () => {
    const world = sandbox();
    const { awb } = await world.adapter.createShipment(contractDraft({ lockerId: "SBX-CJ-01" }));
    const other = await world.adapter.createShipment(contractDraft({ reference: "ELARA-2" }));
    world.advance(HOUR);
    const first = await world.adapter.eventsSince({ cursor: null, since: new Date(0), until: world.now(), openAwbs: [] });
    expect(first.events.map((event) => event.status)).toEqual(["created", "created"]);
    world.advance(1);

    expect(world.courier.advance(awb, 31)).toBe(true);
    expect(world.courier.advance("SBX-NOPE", 1)).toBe(false);
    world.advance(1_000);
    const next = await world.adapter.eventsSince({ cursor: first.cursor, since: new Date(0), until: world.now(), openAwbs: [] });
    expect(next.events.map((event) => [event.awb, event.status])).toEqual(
      ["picked_up", "in_transit", "in_locker", "delivered"].map((status) => [awb, status]),
    );
    expect(new Set(next.events.map((event) => event.at.getTime())).size).toBe(4);
    expect((await world.adapter.track([other.awb])).map((event) => event.status)).toEqual(["created"]);

    // Paid out three days after delivery, in the parcel's story: moved forward again, the transfer is made now.
    const today = world.now().toISOString().slice(0, 10);
    expect(await world.adapter.remittances(today)).toEqual([]);
    world.courier.advance(awb, 3 * 24);
    world.advance(1_000);
    expect(await world.adapter.remittances(today)).toEqual([expect.objectContaining({ awb, paidOn: today })]);
    expect(world.courier.parcels().map((parcel) => parcel.awb)).toEqual([other.awb, awb]);
  });

  it("numbers AWBs in order and refuses a locker it does not have", async () => {
    const world = sandbox();
    expect((await world.adapter.createShipment(contractDraft())).awb).toBe("SBX00000001");
    expect((await world.adapter.createShipment(contractDraft())).awb).toBe("SBX00000002");
    await expect(world.adapter.createShipment(contractDraft({ lockerId: "NOPE" }))).rejects.toMatchObject({ failure: "rejected" });
  });

  it("logs in once for many calls while its token lasts", async () => {
    const world = sandbox();
    const logins: string[] = [];
    const adapter = createSandboxAdapter(
      { baseUrl: BASE_URL, ...world.courier.credentials },
      {
        fetch: async (input, init) => {
          const request = new Request(input, init);
          if (request.url.endsWith("/auth")) logins.push(request.url);
          return world.courier.handle(request);
        },
        now: () => world.now().getTime(),
      },
    );
    await Promise.all([adapter.pickupPoints(), adapter.quote(contractDraft()), adapter.remittances("2026-11-23")]);
    await adapter.pickupPoints();
    expect(logins).toHaveLength(1);
    world.advance(24 * HOUR);
    await adapter.pickupPoints();
    expect(logins).toHaveLength(2);
  });

  it("makes a merged label PDF with a page per AWB", async () => {
    const world = sandbox();
    const awbs = [];
    for (const reference of ["ELARA-1", "ELARA-2", "ELARA-3"])
      awbs.push((await world.adapter.createShipment(contractDraft({ reference }))).awb);
    const pdf = Buffer.from(await world.adapter.label(awbs, "pdf-a4")).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf).toMatch(/\/Count 3\b/);
  });

  it("prints the cash to collect as the store writes money, with a decimal comma", async () => {
    const world = sandbox();
    const { awb } = await world.adapter.createShipment(contractDraft({ cashOnDeliveryMinor: 21_899 }));
    const text = await pdfText(await world.adapter.label([awb], "pdf-a6"));
    expect(text).toMatch(/Ramburs: 218,99\sRON/);
  });
});
