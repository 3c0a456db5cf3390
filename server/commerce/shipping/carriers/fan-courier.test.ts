/**
 * FAN Courier's adapter against FAN's answers as its documentation and SDK shape them (fixtures in
 * tests/fixtures/couriers/fan-courier): the courier contract, then what the adapter sends, the status table, the
 * token's reuse and every failure path.
 */
import { describe, expect, it } from "vitest";
import { contractDraft, describeCarrierContract, type ContractScenario } from "#tests/server/carrier-contract.ts";
import { loadRecording, replay, type RecordedExchange, type SentRequest } from "#tests/fakes/recorded-http.ts";
import { CarrierError } from "./carrier.ts";
import {
  FAN_COURIER_BASE_URL,
  FAN_COURIER_STATUSES,
  createFanCourierAdapter,
  instantOfFanTime,
  phpQuery,
  statusOfFanEvent,
  type FanCourierSettings,
} from "./fan-courier.ts";

const SETTINGS: FanCourierSettings = { clientId: "7000001", username: "elara-api", password: "parola-secreta-42" };
const TOKEN = "48944740|EJU0MgzeWY4y1zy9JpQg3cu3cDiqoVg1ZXsIrqLQ";
const SECRETS = [SETTINGS.username, SETTINGS.password, TOKEN];
const AWB = "2347300120337";
/** The fixtures' token expires 2026-11-28 10:00 in Bucharest; the tests' clock stands the day before. */
const NOW = Date.parse("2026-11-27T08:00:00Z");

function adapterFor(
  exchanges: RecordedExchange[] | ContractScenario,
  options: { settings?: Partial<FanCourierSettings>; now?: () => number } = {},
) {
  const recording = typeof exchanges === "string" ? loadRecording("fan-courier", exchanges) : { source: "test", exchanges };
  const http = replay(FAN_COURIER_BASE_URL, recording);
  const adapter = createFanCourierAdapter({ ...SETTINGS, ...options.settings }, { fetch: http.fetch, now: options.now ?? (() => NOW) });
  return { adapter, ...http };
}

const LOGIN = loadRecording("fan-courier", "create").exchanges[0]!;
const answer = (method: string, path: string, body: unknown, status = 200): RecordedExchange => ({ method, path, status, body });
const success = (data: unknown, extra: Record<string, unknown> = {}) => ({ status: "success", data, ...extra });
/** FAN's tracking report, an entry for each AWB asked about. */
const trackingAnswer = (awbs: unknown[]) => answer("GET", "/reports/awb/tracking", success(awbs));
const query = (request: SentRequest) => Object.fromEntries(request.url.searchParams);
interface SentShipment {
  info: Record<string, unknown>;
  recipient: Record<string, unknown>;
}
const jsonBody = (request: SentRequest) => JSON.parse(request.body) as { clientId: string; shipments: SentShipment[] };
const failureOf = async (work: Promise<unknown>): Promise<CarrierError> => {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CarrierError);
  for (const secret of SECRETS) expect((error as CarrierError).message).not.toContain(secret);
  return error as CarrierError;
};

/** The adapter refused the work, telling why in FAN's own words. */
const expectRefusedInFansWords = async (work: Promise<unknown>, words: string) => {
  const failure = await failureOf(work);
  expect(failure.failure).toBe("rejected");
  expect(failure.message).toContain(words);
};

describeCarrierContract({
  name: "FAN Courier",
  secrets: SECRETS,
  async setup(scenario) {
    return { adapter: adapterFor(scenario).adapter, awb: AWB, lockerId: "F1040052", day: "2026-11-20" };
  },
});

describe("what the FAN adapter sends", () => {
  it("logs in with the credentials in a JSON body, and carries the token as a Bearer header, never in a URL", async () => {
    const { adapter, sent } = adapterFor("create");
    await adapter.createShipment(contractDraft());
    const [login, create] = sent;
    expect(login!.url.pathname).toBe("/login");
    expect(login!.url.search).toBe("");
    expect(JSON.parse(login!.body)).toEqual({ username: "elara-api", password: "parola-secreta-42" });
    expect(login!.headers.get("Authorization")).toBeNull();
    expect(create!.headers.get("Authorization")).toBe(`Bearer ${TOKEN}`);
    for (const request of sent) for (const secret of SECRETS) expect(request.url.href).not.toContain(encodeURIComponent(secret));
  });

  it("creates a COD parcel: the amount in lei on the collector-account service, the reference leading the content", async () => {
    const { adapter, sent } = adapterFor("create");
    const created = await adapter.createShipment(contractDraft());
    expect(created).toEqual({ awb: AWB, parcelNumbers: [AWB], costMinor: 2436 });
    const body = jsonBody(sent[1]!);
    expect(sent[1]!.url.pathname).toBe("/intern-awb");
    expect(body.clientId).toBe("7000001");
    const { info, recipient } = body.shipments[0]!;
    expect(info).toMatchObject({
      service: "Cont Colector",
      cod: 234.5,
      declaredValue: 234.5,
      payment: "expeditor",
      returnPayment: "expeditor",
      weight: 1,
      packages: { parcel: 1, envelope: 0 },
      dimensions: { length: 20, height: 10, width: 15 },
      content: "ELARA-1042 Suplimente alimentare",
      options: ["X"],
    });
    expect(recipient).toEqual({
      name: "Ioana Popescu",
      contactPerson: "Ioana Popescu",
      phone: "0722123456",
      email: "ioana@example.ro",
      address: { county: "Cluj", locality: "Cluj-Napoca", street: "Strada Memorandumului 28, ap. 4", streetNo: "", zipCode: "400114" },
    });
  });

  it("sends a paid order on the plain service with no cash to collect, and asks for opening when the shopper may", async () => {
    const { adapter, sent } = adapterFor("create");
    await adapter.createShipment(contractDraft({ cashOnDeliveryMinor: 0, openPackage: true }));
    const { info } = jsonBody(sent[1]!).shipments[0]!;
    expect(info.service).toBe("Standard");
    expect(info).not.toHaveProperty("cod");
    expect(info.options).toEqual(["A", "X"]);
  });

  it("sums the parcels' weight in started kilograms and sends the largest box's sizes", async () => {
    const { adapter, sent } = adapterFor("create");
    await adapter.createShipment(
      contractDraft({
        parcels: [
          { weightGrams: 1200, lengthCm: 20, widthCm: 15, heightCm: 10 },
          { weightGrams: 900, lengthCm: 40, widthCm: 30, heightCm: 20 },
        ],
      }),
    );
    const { info } = jsonBody(sent[1]!).shipments[0]!;
    expect(info.weight).toBe(3);
    expect(info.packages).toEqual({ parcel: 2, envelope: 0 });
    expect(info.dimensions).toEqual({ length: 40, height: 20, width: 30 });
  });

  it("sends a FANbox parcel with the locker's id and the locker's own address, on the FANbox service", async () => {
    const { adapter, sent } = adapterFor("create-locker");
    const created = await adapter.createShipment(contractDraft({ lockerId: "F1040052" }));
    expect(created.awb).toBe("2347300120338");
    expect(query(sent[1]!)).toEqual({ id: "F1040052" });
    const { info, recipient } = jsonBody(sent[2]!).shipments[0]!;
    expect(info.service).toBe("FANbox Cont Colector");
    expect(info.options).toEqual(["X", "V"]);
    expect(recipient.address).toEqual({
      county: "Cluj",
      locality: "Cluj-Napoca",
      street: "Str. Aurel Vlaicu",
      streetNo: "3",
      zipCode: "400582",
      pickupLocationId: "F1040052",
    });
  });

  it("takes the account's own service names and passes a FAN service named outright", async () => {
    const renamed = adapterFor("create", { settings: { services: { homeCashOnDelivery: "Cont Colector Plus" }, epod: false } });
    await renamed.adapter.createShipment(contractDraft());
    expect(jsonBody(renamed.sent[1]!).shipments[0]!.info).toMatchObject({ service: "Cont Colector Plus", options: [] });
    const named = adapterFor("create");
    await named.adapter.createShipment(contractDraft({ service: "Express Loco 2H" }));
    expect(jsonBody(named.sent[1]!).shipments[0]!.info.service).toBe("Express Loco 2H");
  });

  it("quotes with the tariff's parameters in the query string and answers the total with VAT in bani", async () => {
    const { adapter, sent } = adapterFor("quote");
    expect(await adapter.quote(contractDraft())).toEqual({ costMinor: 2436 });
    expect(sent[1]!.url.pathname).toBe("/reports/awb/internal-tariff");
    expect(query(sent[1]!)).toEqual({
      clientId: "7000001",
      "info[service]": "Cont Colector",
      "info[payment]": "expeditor",
      "info[weight]": "1",
      "info[packages][parcel]": "1",
      "info[dimensions][length]": "20",
      "info[dimensions][height]": "10",
      "info[dimensions][width]": "15",
      "info[declaredValue]": "234.5",
      "info[options][0]": "X",
      "recipient[locality]": "Cluj-Napoca",
      "recipient[county]": "Cluj",
    });
  });

  it("asks for an A6 PDF label of several AWBs, and an A4 one", async () => {
    const { adapter, sent } = adapterFor([
      LOGIN,
      { method: "GET", path: "/awb/label", status: 200, pdf: true },
      { method: "GET", path: "/awb/label", status: 200, pdf: true },
    ]);
    await adapter.label([AWB, "2347300120338"], "pdf-a6");
    await adapter.label([AWB], "pdf-a4");
    expect(query(sent[1]!)).toEqual({
      clientId: "7000001",
      "awbs[0]": AWB,
      "awbs[1]": "2347300120338",
      language: "ro",
      pdf: "1",
      format: "A6",
    });
    expect(query(sent[2]!).format).toBe("A4");
  });

  it("offers no A6 label without ePOD, and asks FAN nothing for one", async () => {
    const { adapter, sent } = adapterFor([], { settings: { epod: false } });
    expect(adapter.capabilities.labelFormats).toEqual(["pdf-a4"]);
    expect((await failureOf(adapter.label([AWB], "pdf-a6"))).failure).toBe("rejected");
    expect(sent).toHaveLength(0);
  });

  it("deletes by clientId and AWB in the query string", async () => {
    const { adapter, sent } = adapterFor("cancel");
    expect(await adapter.cancel(AWB)).toBe("cancelled");
    expect(sent[1]!.method).toBe("DELETE");
    expect(query(sent[1]!)).toEqual({ clientId: "7000001", awb: AWB });
  });

  it("tracks in Romanian, 100 AWBs a call, oldest event first", async () => {
    const awbs = Array.from({ length: 150 }, (_, index) => String(2347300120000 + index));
    const row = (awb: string, date: string) => ({
      awbNumber: Number(awb),
      events: [{ id: "C0", name: "Expeditie ridicata", location: "Bucuresti", date }],
    });
    const { adapter, sent } = adapterFor([
      LOGIN,
      trackingAnswer([row(awbs[0]!, "2026-11-25 10:00:00")]),
      trackingAnswer([row(awbs[149]!, "2026-11-24 10:00:00")]),
    ]);
    const events = await adapter.track(awbs);
    expect(sent.filter((request) => request.url.pathname === "/reports/awb/tracking")).toHaveLength(2);
    expect(query(sent[1]!)["awb[99]"]).toBe(awbs[99]);
    expect(query(sent[1]!)).not.toHaveProperty("awb[100]");
    expect(query(sent[2]!)["awb[0]"]).toBe(awbs[100]);
    expect(query(sent[1]!).language).toBe("ro");
    expect(events.map((event) => event.awb)).toEqual([awbs[149], awbs[0]]);
  });

  it("reads FAN's tracking into the store's events, with FAN's words and place", async () => {
    const { adapter } = adapterFor("track");
    const events = await adapter.track([AWB]);
    expect(events.map((event) => event.status)).toEqual([
      "picked_up",
      "in_transit",
      "in_transit",
      "in_transit",
      "out_for_delivery",
      "out_for_delivery",
      "delivered",
    ]);
    expect(events.at(-1)).toEqual({
      awb: AWB,
      carrierCode: "S2",
      status: "delivered",
      at: new Date("2026-11-25T11:42:10Z"),
      description: "Livrat",
      location: "Cluj-Napoca",
    });
  });

  it("answers the open AWBs' whole history as events, with the end of the window as the cursor", async () => {
    const { adapter } = adapterFor("events");
    const until = new Date("2026-11-27T08:00:00Z");
    const page = await adapter.eventsSince({ cursor: null, since: new Date("2026-11-26T08:00:00Z"), until, openAwbs: [AWB] });
    expect(page.events).toHaveLength(7);
    expect(page.cursor).toBe(until.toISOString());
    const idle = adapterFor([]);
    expect(await idle.adapter.eventsSince({ cursor: page.cursor, since: until, until, openAwbs: [] })).toEqual({
      events: [],
      cursor: until.toISOString(),
    });
    expect(idle.sent).toHaveLength(0);
  });

  it("lists FANboxes with their address, coordinates, payment at the box and hours", async () => {
    const { adapter, sent } = adapterFor("pickup-points");
    const [cluj, bucharest] = await adapter.pickupPoints();
    expect(query(sent[1]!)).toEqual({ type: "fanbox" });
    expect(cluj).toEqual({
      courier: "fan_courier",
      externalId: "F1040052",
      kind: "locker",
      name: "FANbox Kaufland Cluj Marasti",
      county: "Cluj",
      city: "Cluj-Napoca",
      address: "Str. Aurel Vlaicu 3",
      postalCode: "400582",
      latitude: 46.7784,
      longitude: 23.6211,
      acceptsCash: false,
      acceptsCard: true,
      maxWeightGrams: 30_000,
      maxMeasuresCm: null,
      hours: expect.stringContaining("monday 00:00-23:59") as string,
    });
    expect(bucharest).toMatchObject({ acceptsCash: true, acceptsCard: true, hours: "monday 07:00-22:00; sunday 09:00-20:00" });
  });

  it("skips a point without coordinates and reads a point that lists no payment as taking cards", async () => {
    const point = { id: "F1", name: "FANbox", address: { county: "Iasi", locality: "Iasi", street: "Str. Palat", streetNo: "1" } };
    const { adapter } = adapterFor([
      LOGIN,
      answer(
        "GET",
        "/reports/pickup-points",
        success([
          { ...point, latitude: "", longitude: "" },
          { ...point, id: "F2", latitude: 47.16, longitude: 27.58 },
        ]),
      ),
    ]);
    const points = await adapter.pickupPoints();
    expect(points.map((found) => found.externalId)).toEqual(["F2"]);
    expect(points[0]).toMatchObject({ acceptsCash: false, acceptsCard: true, hours: null, postalCode: null });
  });

  it("imports a day's bank transfers in bani, paid on the transfer's day", async () => {
    const { adapter, sent } = adapterFor("remittances");
    expect(await adapter.remittances("2026-11-20")).toEqual([
      { awb: AWB, amountMinor: 23450, paidOn: "2026-11-20", bankReference: "FAN Courier 2026-11-20" },
      { awb: "2347300120331", amountMinor: 37503, paidOn: "2026-11-20", bankReference: "FAN Courier 2026-11-20" },
    ]);
    expect(query(sent[1]!)).toEqual({ clientId: "7000001", date: "2026-11-20", page: "1", perPage: "100" });
  });

  it("reads every page of the day's transfers", async () => {
    const transfer = (awb: string) => ({ info: { awbNumber: awb, amountCollected: 10, transferDate: "20.11.2026" } });
    const { adapter, sent } = adapterFor([
      LOGIN,
      answer("GET", "/reports/bank-transfers", success([transfer("1"), transfer("2")], { total: 3, perPage: 2, currentPage: 1 })),
      answer("GET", "/reports/bank-transfers", success([transfer("3")], { total: 3, perPage: 2, currentPage: 2 })),
    ]);
    expect((await adapter.remittances("2026-11-20")).map((remittance) => remittance.awb)).toEqual(["1", "2", "3"]);
    expect(query(sent[2]!).page).toBe("2");
  });

  it("finds a lost create by the reference at the start of the content, in the day's AWB list", async () => {
    const { adapter, sent } = adapterFor("lost-create-answer");
    await failureOf(adapter.createShipment(contractDraft()));
    const createdOn = new Date("2026-11-27T07:59:00Z");
    expect(await adapter.findByReference("ELARA-1042", createdOn)).toEqual({ awb: AWB, parcelNumbers: [AWB], costMinor: null });
    expect(query(sent[2]!)).toEqual({ clientId: "7000001", date: "2026-11-27", page: "1", perPage: "100" });
    // A reference that is only the start of another one's finds nothing.
    expect(await adapter.findByReference("ELARA-104", createdOn)).toBeNull();
  });

  it("looks on the next day too for a create made just before midnight, and pages through a busy day", async () => {
    const slip = (awb: string, content: string) => ({ info: { awbNumber: awb, content } });
    const { adapter, sent } = adapterFor([
      LOGIN,
      answer(
        "GET",
        "/reports/awb?clientId=7000001&date=2026-11-26",
        success([slip("1", "ELARA-1 a")], { total: 2, perPage: 1, currentPage: 1 }),
      ),
      answer(
        "GET",
        "/reports/awb?clientId=7000001&date=2026-11-26",
        success([slip("2", "ELARA-2 b")], { total: 2, perPage: 1, currentPage: 2 }),
      ),
      answer("GET", "/reports/awb?clientId=7000001&date=2026-11-27", success([slip("3", "elara-9 c")], { total: 1 })),
    ]);
    const found = await adapter.findByReference("ELARA-9", new Date("2026-11-26T21:59:00Z"));
    expect(found?.awb).toBe("3");
    expect(sent.map((request) => query(request).date).slice(1)).toEqual(["2026-11-26", "2026-11-26", "2026-11-27"]);
  });
});

describe("the FAN status table", () => {
  it.each(Object.entries(FAN_COURIER_STATUSES))("maps FAN's %s to %s", (code, status) => {
    expect(statusOfFanEvent(code)).toBe(status);
  });

  it("maps a code it does not know to in_transit and keeps the code on the event", async () => {
    const { adapter } = adapterFor([
      LOGIN,
      trackingAnswer([{ awbNumber: AWB, events: [{ id: "S99", name: "Eveniment nou", location: "", date: "2026-11-25 10:00:00" }] }]),
    ]);
    expect(await adapter.track([AWB])).toMatchObject([{ carrierCode: "S99", status: "in_transit", location: null }]);
  });

  it("leaves out an AWB FAN has no events for and an event without a readable time", async () => {
    const { adapter } = adapterFor([
      LOGIN,
      trackingAnswer([
        { awbNumber: "2000000000000", content: "", message: "The AWB has been registerd by sender" },
        { awbNumber: AWB, events: [{ id: "C0", name: "Expeditie ridicata", location: "Bucuresti", date: "ieri" }] },
      ]),
    ]);
    expect(await adapter.track(["2000000000000", AWB])).toEqual([]);
  });

  it("reads FAN's wall time in Bucharest, winter and summer", () => {
    expect(instantOfFanTime("2026-11-25 13:42:10")?.toISOString()).toBe("2026-11-25T11:42:10.000Z");
    expect(instantOfFanTime("2026-07-01 00:30:00")?.toISOString()).toBe("2026-06-30T21:30:00.000Z");
    expect(instantOfFanTime("")).toBeNull();
  });

  it("writes GET parameters as PHP's http_build_query does", () => {
    expect(phpQuery({ clientId: "1", awb: ["a", "b"], info: { packages: { parcel: 1 } }, skipped: undefined })).toBe(
      "clientId=1&awb%5B0%5D=a&awb%5B1%5D=b&info%5Bpackages%5D%5Bparcel%5D=1",
    );
  });
});

describe("the FAN token", () => {
  it("logs in once for several calls", async () => {
    const { adapter, sent } = adapterFor([
      LOGIN,
      ...loadRecording("fan-courier", "quote").exchanges.slice(1),
      ...loadRecording("fan-courier", "track").exchanges.slice(1),
      ...loadRecording("fan-courier", "pickup-points").exchanges.slice(1),
    ]);
    await Promise.all([adapter.quote(contractDraft()), adapter.track([AWB]), adapter.pickupPoints()]);
    expect(sent.filter((request) => request.url.pathname === "/login")).toHaveLength(1);
  });

  it("logs in again once the token is within minutes of FAN's expiry", async () => {
    let clock = NOW;
    const track = loadRecording("fan-courier", "track").exchanges[1]!;
    const { adapter, sent } = adapterFor([LOGIN, track, LOGIN, track], { now: () => clock });
    await adapter.track([AWB]);
    clock = Date.parse("2026-11-28T07:56:00Z"); // 09:56 in Bucharest, four minutes before expiresAt
    await adapter.track([AWB]);
    expect(sent.filter((request) => request.url.pathname === "/login")).toHaveLength(2);
  });

  it("never keeps a token past 24 hours, whatever expiresAt says", async () => {
    let clock = NOW;
    const track = loadRecording("fan-courier", "track").exchanges[1]!;
    const farLogin = answer("POST", "/login", success({ token: TOKEN, expiresAt: "2027-01-01 00:00:00" }));
    const { adapter, sent } = adapterFor([farLogin, track, farLogin, track], { now: () => clock });
    await adapter.track([AWB]);
    clock = NOW + 24 * 3_600_000;
    await adapter.track([AWB]);
    expect(sent.filter((request) => request.url.pathname === "/login")).toHaveLength(2);
  });
});

describe("FAN's failures", () => {
  const draft = contractDraft();

  it("reports the shipment's own errors from intern-awb as refused, in FAN's words", async () => {
    const { adapter } = adapterFor([
      LOGIN,
      answer("POST", "/intern-awb", {
        response: [{ awbNumber: null, success: false, errors: { "info.parcels": "At least one envelope or parcel is required" } }],
      }),
    ]);
    await expectRefusedInFansWords(adapter.createShipment(draft), "At least one envelope or parcel is required");
  });

  it("reports a validation answer (HTTP 422, field → messages) as refused, in FAN's words", async () => {
    const { adapter } = adapterFor([
      LOGIN,
      answer(
        "POST",
        "/intern-awb",
        { message: "The given data was invalid.", errors: { "shipments.0.recipient.address.locality": ["Localitatea nu exista."] } },
        422,
      ),
    ]);
    await expectRefusedInFansWords(adapter.createShipment(draft), "Localitatea nu exista.");
  });

  it("refuses an address outside Romania before asking FAN", async () => {
    const { adapter, sent } = adapterFor([]);
    expect((await failureOf(adapter.createShipment(contractDraft({ recipient: { ...draft.recipient, country: "HU" } })))).failure).toBe(
      "rejected",
    );
    expect(sent).toHaveLength(0);
  });

  it("reports a locker FAN does not know as not found", async () => {
    const { adapter } = adapterFor([LOGIN, answer("GET", "/reports/pickup-points?id=F0", success([]))]);
    expect((await failureOf(adapter.createShipment(contractDraft({ lockerId: "F0" })))).failure).toBe("not_found");
  });

  it("reports a report answering status fail as refused", async () => {
    const { adapter } = adapterFor([
      LOGIN,
      answer("GET", "/reports/awb/internal-tariff", { status: "fail", message: "Serviciul nu este disponibil pentru aceasta localitate" }),
    ]);
    await expectRefusedInFansWords(adapter.quote(draft), "Serviciul nu este disponibil");
  });

  it("reports a tariff without a total as refused", async () => {
    const { adapter } = adapterFor([
      LOGIN,
      answer("GET", "/reports/awb/internal-tariff", success({ errors: { weight: "Greutatea este obligatorie" } })),
    ]);
    expect((await failureOf(adapter.quote(draft))).message).toContain("Greutatea este obligatorie");
  });

  it("reports a label FAN cannot print as refused, and an answer that is no PDF as unavailable", async () => {
    const refused = adapterFor([LOGIN, answer("GET", "/awb/label", { status: "fail", message: "AWB inexistent" })]);
    expect((await failureOf(refused.adapter.label([AWB], "pdf-a4"))).failure).toBe("rejected");
    const garbled = adapterFor([LOGIN, answer("GET", "/awb/label", "<html>label</html>")]);
    expect((await failureOf(garbled.adapter.label([AWB], "pdf-a4"))).failure).toBe("unavailable");
  });

  it("keeps a refused delete as refused while FAN has not scanned the parcel", async () => {
    const { adapter } = adapterFor([
      LOGIN,
      answer("DELETE", "/awb", { status: "fail", message: "The AWB cannot be deleted." }, 400),
      trackingAnswer([{ awbNumber: AWB, events: [] }]),
    ]);
    await expectRefusedInFansWords(adapter.cancel(AWB), "The AWB cannot be deleted.");
  });

  it("answers too late when FAN refuses the delete with an HTTP error after the first scan", async () => {
    const scanned = loadRecording("fan-courier", "cancel-after-scan").exchanges[2]!;
    const { adapter } = adapterFor([LOGIN, answer("DELETE", "/awb", { status: "fail", message: "x" }, 422), scanned]);
    expect(await adapter.cancel(AWB)).toBe("too_late");
  });

  it("reports deleting an AWB FAN does not know as not found", async () => {
    const { adapter } = adapterFor([
      LOGIN,
      answer("DELETE", "/awb", { status: "fail", message: "AWB not found" }, 404),
      trackingAnswer([{ awbNumber: "1", message: "AWB not found" }]),
    ]);
    expect((await failureOf(adapter.cancel("1"))).failure).toBe("not_found");
  });

  it("reports a network failure and a throttled call as worth retrying", async () => {
    const down = createFanCourierAdapter(SETTINGS, {
      fetch: () => Promise.reject(new TypeError("fetch failed")),
      now: () => NOW,
    });
    expect((await failureOf(down.track([AWB]))).retryable).toBe(true);
    const throttled = adapterFor([LOGIN, answer("GET", "/reports/awb/tracking", { message: "Too Many Attempts." }, 429)]);
    expect((await failureOf(throttled.adapter.track([AWB]))).failure).toBe("unavailable");
  });

  it("reports a 200 that is not JSON as unavailable", async () => {
    const { adapter } = adapterFor([LOGIN, answer("GET", "/reports/awb/tracking", "<html>maintenance</html>")]);
    expect((await failureOf(adapter.track([AWB]))).failure).toBe("unavailable");
  });

  it("reports refused credentials when the new token is refused too", async () => {
    const unauthenticated = answer("GET", "/reports/awb/tracking", { message: "Unauthenticated." }, 401);
    const { adapter, sent } = adapterFor([LOGIN, unauthenticated, LOGIN, unauthenticated]);
    expect((await failureOf(adapter.track([AWB]))).failure).toBe("auth");
    expect(sent).toHaveLength(4);
  });

  it("reports a login FAN answers without a token, or with a validation error, as refused credentials", async () => {
    const noToken = adapterFor([answer("POST", "/login", { status: "fail", message: "Invalid credentials." })]);
    expect((await failureOf(noToken.adapter.track([AWB]))).failure).toBe("auth");
    const invalid = adapterFor([
      answer("POST", "/login", { message: "The password field is required.", errors: { password: ["required"] } }, 422),
    ]);
    expect((await failureOf(invalid.adapter.track([AWB]))).failure).toBe("auth");
  });

  it("reports FAN's login being down as worth retrying, not as refused credentials", async () => {
    const { adapter } = adapterFor([answer("POST", "/login", "Bad Gateway", 502)]);
    expect((await failureOf(adapter.track([AWB]))).failure).toBe("unavailable");
  });
});
