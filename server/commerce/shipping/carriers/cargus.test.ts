/**
 * The Cargus adapter against Cargus's answers as its documentation and its own shop modules show them
 * (tests/fixtures/couriers/cargus): the shared courier contract, then what the adapter sends (lei, the point's id,
 * the store's reference, the service, the parcels, the gateway key and the token), its status table, its token
 * reuse and every way a call can fail.
 */
import { describe, expect, it } from "vitest";
import { CarrierError } from "./carrier.ts";
import { CARGUS_BASE_URLS, CARGUS_STATUSES, cargusStatus, createCargusAdapter, type CargusSettings } from "./cargus.ts";
import { contractDraft, describeCarrierContract, type ContractScenario } from "#tests/server/carrier-contract.ts";
import { loadRecording, replay, type RecordedExchange, type Recording, type SentRequest } from "#tests/fakes/recorded-http.ts";

const SETTINGS: CargusSettings = {
  subscriptionKey: "a1b2c3d4e5f60718293a4b5c6d7e8f90",
  username: "elara.api",
  password: "parola-secreta-42",
  environment: "production",
  pickupLocationId: 201165677,
  senderCounty: "Bucuresti",
  senderLocality: "Bucuresti",
  priceTableId: null,
  defaultServiceId: 34,
  cashOnDeliveryTo: "bank",
};
const BASE_URL = CARGUS_BASE_URLS.production;
const AWB = "1160260118";
const FIRST_TOKEN = "eyJhbGciOiJIUzI1NiJ9.cargus-session-1.c2lnbmF0dXJl";
const SECOND_TOKEN = "eyJhbGciOiJIUzI1NiJ9.cargus-session-2.c2lnbmF0dXJl";
const SECRETS = [SETTINGS.subscriptionKey, SETTINGS.username, SETTINGS.password, FIRST_TOKEN, SECOND_TOKEN];

function replayed(recording: Recording, settings: Partial<CargusSettings> = {}, now?: () => number) {
  const http = replay(BASE_URL, recording);
  const adapter = createCargusAdapter({ ...SETTINGS, ...settings }, { fetch: http.fetch, now });
  return { adapter, sent: http.sent, unused: http.unused };
}

function scenario(name: ContractScenario, settings: Partial<CargusSettings> = {}) {
  return replayed(loadRecording("cargus", name), settings);
}

const LOGIN: RecordedExchange = { method: "POST", path: "/LoginUser", status: 200, body: JSON.stringify(FIRST_TOKEN) };

function recording(...exchanges: RecordedExchange[]): Recording {
  return { source: "built in the test from the shapes of tests/fixtures/couriers/cargus", exchanges };
}

function jsonBody(request: SentRequest): Record<string, unknown> {
  return JSON.parse(request.body) as Record<string, unknown>;
}

function sentTo(sent: SentRequest[], path: string): SentRequest {
  const request = sent.find((candidate) => candidate.url.pathname === `/api${path}`);
  if (!request) throw new Error(`nothing was sent to ${path}`);
  return request;
}

async function failureOf(work: Promise<unknown>): Promise<CarrierError> {
  const caught: unknown = await work.then(
    () => null,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(CarrierError);
  const failure = caught as CarrierError;
  for (const secret of SECRETS) expect(failure.message).not.toContain(secret);
  return failure;
}

describeCarrierContract({
  name: "Cargus",
  secrets: SECRETS,
  async setup(name) {
    const { adapter } = scenario(name);
    return { adapter, awb: AWB, lockerId: "114142", day: "2026-11-20" };
  },
});

describe("what the Cargus adapter sends", () => {
  it("logs in with the WebExpress user, then calls with the gateway key and the token, and no credential in a URL", async () => {
    const { adapter, sent } = scenario("create");
    await adapter.createShipment(contractDraft());

    const [login, create] = sent;
    expect(login!.url.href).toBe(`${BASE_URL}/LoginUser`);
    expect(jsonBody(login!)).toEqual({ UserName: "elara.api", Password: "parola-secreta-42" });
    expect(login!.headers.get("Authorization")).toBeNull();
    expect(create!.headers.get("Authorization")).toBe(`Bearer ${FIRST_TOKEN}`);
    for (const request of sent) {
      expect(request.headers.get("Ocp-Apim-Subscription-Key")).toBe(SETTINGS.subscriptionKey);
      expect(request.headers.get("Content-Type")).toBe("application/json");
      for (const secret of SECRETS) expect(decodeURIComponent(request.url.href)).not.toContain(secret);
    }
  });

  it("creates the AWB from the shop's pick-up point with the COD in lei to the bank account, the reference and the parcels", async () => {
    const { adapter, sent } = scenario("create");
    const created = await adapter.createShipment(contractDraft());

    expect(created).toEqual({ awb: AWB, parcelNumbers: [AWB], costMinor: 2380 });
    const body = jsonBody(sentTo(sent, "/Awbs/WithGetAwb"));
    expect(body).toMatchObject({
      Sender: { LocationId: 201165677 },
      Recipient: {
        Name: "Ioana Popescu",
        ContactPerson: "Ioana Popescu",
        CountyName: "Cluj",
        LocalityName: "Cluj-Napoca",
        AddressText: "Strada Memorandumului 28, ap. 4",
        CodPostal: "400114",
        PhoneNumber: "0722123456",
        Email: "ioana@example.ro",
      },
      Parcels: 1,
      Envelopes: 0,
      TotalWeight: 1,
      ServiceId: 34,
      DeclaredValue: 234.5,
      CashRepayment: 0,
      BankRepayment: 234.5,
      OpenPackage: false,
      ShipmentPayer: 1,
      PackageContent: "Suplimente alimentare",
      CustomString: "ELARA-1042",
      ParcelCodes: [{ Code: "0", Type: 1, Weight: 1, Length: 20, Width: 15, Height: 10, ParcelContent: "Suplimente alimentare" }],
    });
    expect(body).not.toHaveProperty("DeliveryPudoPoint");
    expect(body).not.toHaveProperty("PriceTableId");
  });

  it("sends the COD as cash in an envelope when the account is set so, and nothing to collect for a paid order", async () => {
    const cash = scenario("create", { cashOnDeliveryTo: "cash" });
    await cash.adapter.createShipment(contractDraft());
    expect(jsonBody(sentTo(cash.sent, "/Awbs/WithGetAwb"))).toMatchObject({ CashRepayment: 234.5, BankRepayment: 0 });

    const paid = scenario("create");
    await paid.adapter.createShipment(contractDraft({ cashOnDeliveryMinor: 0 }));
    expect(jsonBody(sentTo(paid.sent, "/Awbs/WithGetAwb"))).toMatchObject({ CashRepayment: 0, BankRepayment: 0 });
  });

  it("weighs every parcel in whole kilograms, rounded up, and sends the service the draft names and the price table", async () => {
    const { adapter, sent } = scenario("create", { priceTableId: 7 });
    await adapter.createShipment(
      contractDraft({
        service: "35",
        parcels: [
          { weightGrams: 450, lengthCm: 20, widthCm: 15, heightCm: 10 },
          { weightGrams: 2_500, lengthCm: 30.5, widthCm: 20, heightCm: 12 },
        ],
      }),
    );
    const body = jsonBody(sentTo(sent, "/Awbs/WithGetAwb"));
    expect(body).toMatchObject({ Parcels: 2, TotalWeight: 4, ServiceId: 35, PriceTableId: 7 });
    expect((body.ParcelCodes as { Weight: number; Length: number }[]).map((parcel) => [parcel.Weight, parcel.Length])).toEqual([
      [1, 20],
      [3, 31],
    ]);
  });

  it("sends a Ship & Go parcel on service 38 with the point's id, and the person who collects it", async () => {
    const { adapter, sent } = scenario("create-locker");
    const created = await adapter.createShipment(contractDraft({ lockerId: "114142" }));

    expect(created.awb).toBe("1160260119");
    const body = jsonBody(sentTo(sent, "/Awbs/WithGetAwb"));
    expect(body).toMatchObject({ ServiceId: 38, DeliveryPudoPoint: 114142, CustomString: "ELARA-1042" });
    expect(body.Recipient).toEqual({
      Name: "Ioana Popescu",
      ContactPerson: "Ioana Popescu",
      PhoneNumber: "0722123456",
      Email: "ioana@example.ro",
    });
  });

  it("quotes from the shop's locality to the shopper's, with VAT (GrandTotal) in bani", async () => {
    const { adapter, sent } = scenario("quote");
    expect(await adapter.quote(contractDraft())).toEqual({ costMinor: 2380 });
    expect(jsonBody(sentTo(sent, "/ShippingCalculation"))).toMatchObject({
      FromCountyName: "Bucuresti",
      FromLocalityName: "Bucuresti",
      ToCountyName: "Cluj",
      ToLocalityName: "Cluj-Napoca",
      Parcels: 1,
      TotalWeight: 1,
      ServiceId: 34,
      BankRepayment: 234.5,
      CashRepayment: 0,
    });
  });

  it.each([
    ["pdf-a6", "1"],
    ["pdf-a4", "0"],
  ] as const)("asks for the %s label in Cargus's format %s, the AWBs as a JSON list", async (format, cargusFormat) => {
    const { adapter, sent } = scenario("label");
    await adapter.label([AWB], format);
    const query = sentTo(sent, "/AwbDocuments").url.searchParams;
    expect(query.get("barCodes")).toBe(`["${AWB}"]`);
    expect(query.get("type")).toBe("PDF");
    expect(query.get("format")).toBe(cargusFormat);
  });

  it("finds a lost create by the reference among the AWBs listed by day (mm-dd-yyyy), page by page", async () => {
    const fullPage = Array.from({ length: 100 }, (_, index) => ({
      BarCode: `11602${String(index).padStart(5, "0")}`,
      CustomString: `OTHER-${index}`,
    }));
    const { adapter, sent } = replayed(
      recording(
        LOGIN,
        { method: "GET", path: "/Awbs/GetByDate?", status: 200, body: fullPage },
        {
          method: "GET",
          path: "/Awbs/GetByDate?",
          status: 200,
          body: [{ BarCode: AWB, CustomString: "ELARA-1042", ParcelCodes: [{ Code: AWB }], ShippingCost: { GrandTotal: 23.8 } }],
        },
      ),
      {},
      () => Date.parse("2026-11-26T10:00:00Z"),
    );
    const found = await adapter.findByReference("ELARA-1042", new Date("2026-11-26T09:58:00Z"));

    expect(found).toEqual({ awb: AWB, parcelNumbers: [AWB], costMinor: 2380 });
    const pages = sent.filter((request) => request.url.pathname === "/api/Awbs/GetByDate").map((request) => request.url.searchParams);
    expect(pages.map((query) => query.get("pageNumber"))).toEqual(["1", "2"]);
    expect(pages[0]!.get("FromDate")).toBe("11-25-2026");
    expect(pages[0]!.get("ToDate")).toBe("11-27-2026");
    expect(pages[0]!.get("itemsPerPage")).toBe("100");
  });

  it("tracks with the AWBs as a JSON list, on the Bucharest clock, with the courier's words and place", async () => {
    const { adapter, sent } = scenario("track");
    const events = await adapter.track([AWB]);

    expect(sentTo(sent, "/AwbTrace/WithRedirect").url.searchParams.get("barCode")).toBe(`["${AWB}"]`);
    expect(events.at(-1)).toEqual({
      awb: AWB,
      carrierCode: "21",
      status: "delivered",
      // 13:27:03 in Bucharest in November (UTC+2).
      at: new Date("2026-11-25T11:27:03Z"),
      description: "Confirmat",
      location: "Cluj-Napoca",
    });
    expect(events[0]).toMatchObject({ carrierCode: "1", status: "in_transit", description: "Expeditie preluata de curier" });
  });

  it("asks for the moved AWBs by day, then their traces, and goes on from the cursor it answered", async () => {
    const { adapter, sent } = scenario("events");
    const until = new Date("2026-11-26T21:30:00Z");
    const first = await adapter.eventsSince({ cursor: null, since: new Date("2026-11-25T21:30:00Z"), until, openAwbs: [] });
    expect(first.cursor).toBe(until.toISOString());
    expect(first.events.map((event) => event.carrierCode)).toEqual(["1", "2", "5", "21"]);

    await adapter.eventsSince({ cursor: first.cursor, since: until, until: new Date("2026-11-26T21:45:00Z"), openAwbs: [] });
    const deltas = sent
      .filter((request) => request.url.pathname === "/api/AwbTrace/GetDeltaEvents")
      .map((request) => request.url.searchParams);
    // 21:30 UTC is 23:30 in Bucharest, still the 25th; the window ends the day after `until`.
    expect([deltas[0]!.get("FromDate"), deltas[0]!.get("ToDate")]).toEqual(["11-25-2026", "11-27-2026"]);
    expect([deltas[1]!.get("FromDate"), deltas[1]!.get("ToDate")]).toEqual(["11-26-2026", "11-27-2026"]);
    expect(sent.filter((request) => request.url.pathname === "/api/AwbTrace/WithRedirect")).toHaveLength(1);
  });

  it("maps the Ship & Go points: their id, place, hours, and who can pay there (ServiceCOD and PaymentType)", async () => {
    const { adapter } = scenario("pickup-points");
    const points = await adapter.pickupPoints();

    expect(points.map((point) => [point.externalId, point.acceptsCash, point.acceptsCard])).toEqual([
      ["114142", false, false],
      ["118730", true, true],
      ["121455", true, false],
    ]);
    expect(points[1]).toEqual({
      courier: "cargus",
      externalId: "118730",
      kind: "pickup_point",
      name: "CARGUS SHIP & GO CLUJ MARASTI",
      county: "Cluj",
      city: "Cluj-Napoca",
      address: "Aurel Vlaicu 3",
      postalCode: "400582",
      latitude: 46.777021,
      longitude: 23.613864,
      acceptsCash: true,
      acceptsCard: true,
      maxWeightGrams: null,
      maxMeasuresCm: null,
      hours: "Lu 08:00-20:00, Ma 08:00-20:00, Mi 08:00-20:00, Jo 08:00-20:00, Vi 08:00-20:00, Sâ 09:00-14:00",
    });
  });

  it("answers the day's transfers only, in bani, with the payment order as the bank reference", async () => {
    const { adapter, sent } = scenario("remittances");
    expect(await adapter.remittances("2026-11-20")).toEqual([
      { awb: AWB, amountMinor: 23_450, paidOn: "2026-11-20", bankReference: "5521873" },
      { awb: "1160260087", amountMinor: 8_999, paidOn: "2026-11-20", bankReference: "5521873" },
    ]);
    expect(sentTo(sent, "/CashAccount/GetByDeductionDate").url.searchParams.get("DeductionDate")).toBe("2026-11-20");
  });

  it("launches the pick-up point's order with the courier's window on the shop's clock", async () => {
    const { adapter, sent } = replayed(recording(LOGIN, { method: "PUT", path: "/Orders", status: 200, body: "90417" }));
    // 14:00 to 18:00 in Bucharest, UTC+2 in November.
    await adapter.bookPickup!({ from: new Date("2026-11-23T12:00:00.000Z"), to: new Date("2026-11-23T16:00:00.000Z") });
    const request = sentTo(sent, "/Orders");
    expect(request.method).toBe("PUT");
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      locationId: String(SETTINGS.pickupLocationId),
      action: "1",
      PickupStartDate: "2026-11-23 14:00",
      PickupEndDate: "2026-11-23 18:00",
    });
  });
});

describe("Cargus statuses", () => {
  it.each(Object.entries(CARGUS_STATUSES))("event %s is %s", (code, status) => {
    expect(cargusStatus(code)).toBe(status);
  });

  it.each(["1", "2", "5", "99", "abc"])("an event id Cargus does not document (%s) reads as in transit", (code) => {
    expect(cargusStatus(code)).toBe("in_transit");
  });

  it("keeps an unknown event's own code on the event", async () => {
    const { adapter } = scenario("track");
    const [first] = await adapter.track([AWB]);
    expect(first).toMatchObject({ carrierCode: "1", status: "in_transit" });
  });
});

describe("the Cargus token", () => {
  const trace = loadRecording("cargus", "track").exchanges.find((exchange) => exchange.path.startsWith("/AwbTrace"))!;

  it("is obtained once for several calls", async () => {
    const { adapter, sent } = replayed(
      recording(
        LOGIN,
        trace,
        { method: "DELETE", path: "/Awbs?barCode=", status: 200, body: true },
        { method: "GET", path: "/PudoPoints", status: 200, body: [] },
      ),
    );
    await adapter.track([AWB]);
    await adapter.cancel(AWB);
    await adapter.pickupPoints();
    expect(sent.filter((request) => request.url.pathname === "/api/LoginUser")).toHaveLength(1);
    expect(sent.slice(1).every((request) => request.headers.get("Authorization") === `Bearer ${FIRST_TOKEN}`)).toBe(true);
  });

  it("is obtained again once its 24 hours are nearly over", async () => {
    let clock = Date.parse("2026-11-26T08:00:00Z");
    const { adapter, sent } = replayed(recording(LOGIN, trace, { ...LOGIN, body: JSON.stringify(SECOND_TOKEN) }, trace), {}, () => clock);
    await adapter.track([AWB]);
    clock += 24 * 3_600_000 - 60_000;
    await adapter.track([AWB]);
    expect(sent.map((request) => request.headers.get("Authorization"))).toEqual([
      null,
      `Bearer ${FIRST_TOKEN}`,
      null,
      `Bearer ${SECOND_TOKEN}`,
    ]);
  });

  it("is obtained again once when Cargus drops it, and the call is made again with the new one", async () => {
    const { adapter, sent, unused } = scenario("expired-token");
    await adapter.track([AWB]);
    expect(unused()).toEqual([]);
    expect(sent.at(-1)!.headers.get("Authorization")).toBe(`Bearer ${SECOND_TOKEN}`);
  });
});

describe("when a Cargus call fails", () => {
  it("reports a refused subscription key as refused credentials", async () => {
    const { adapter } = scenario("refused-credentials");
    const failure = await failureOf(adapter.quote(contractDraft()));
    expect(failure.failure).toBe("auth");
  });

  it("reports Cargus's 'Failed to authenticate!' at login as refused credentials, not as a server to retry", async () => {
    const { adapter } = replayed(
      recording({ method: "POST", path: "/LoginUser", status: 500, body: JSON.stringify("Failed to authenticate!") }),
    );
    const failure = await failureOf(adapter.track([AWB]));
    expect(failure.failure).toBe("auth");
    expect(failure.retryable).toBe(false);
  });

  it("reports a login answering no token as refused credentials", async () => {
    const { adapter } = replayed(recording({ ...LOGIN, body: '""' }));
    expect((await failureOf(adapter.track([AWB]))).failure).toBe("auth");
  });

  it("reports a token refused again after a new login as refused credentials", async () => {
    const refused: RecordedExchange = {
      method: "GET",
      path: "/AwbTrace/WithRedirect?",
      status: 401,
      body: { Message: "Authorization has been denied for this request." },
    };
    const { adapter } = replayed(recording(LOGIN, refused, LOGIN, refused));
    expect((await failureOf(adapter.track([AWB]))).failure).toBe("auth");
  });

  it("gives staff Cargus's own words when it refuses an AWB", async () => {
    const { adapter } = replayed(
      recording(LOGIN, { method: "POST", path: "/Awbs/WithGetAwb", status: 400, body: ["Localitatea destinatarului nu a fost gasita!"] }),
    );
    const failure = await failureOf(adapter.createShipment(contractDraft()));
    expect(failure.failure).toBe("rejected");
    expect(failure.message).toContain("Localitatea destinatarului nu a fost gasita!");
  });

  it("refuses a point id that is not Cargus's before sending anything", async () => {
    const { adapter, sent } = replayed(recording());
    expect((await failureOf(adapter.createShipment(contractDraft({ lockerId: "easybox-12" })))).failure).toBe("rejected");
    expect(sent).toEqual([]);
  });

  it("reports a create answered with no AWB as refused", async () => {
    const { adapter } = replayed(recording(LOGIN, { method: "POST", path: "/Awbs/WithGetAwb", status: 200, body: [] }));
    expect((await failureOf(adapter.createShipment(contractDraft()))).failure).toBe("rejected");
  });

  it.each([
    [429, "unavailable"],
    [502, "unavailable"],
    [404, "not_found"],
  ] as const)("reports HTTP %i as %s", async (status, failure) => {
    const { adapter } = replayed(recording(LOGIN, { method: "GET", path: "/AwbTrace/WithRedirect?", status, body: { message: "nope" } }));
    expect((await failureOf(adapter.track([AWB]))).failure).toBe(failure);
  });

  it("reports a courier that does not answer as worth retrying", async () => {
    const adapter = createCargusAdapter(SETTINGS, {
      fetch: () => Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError")),
    });
    const failure = await failureOf(adapter.createShipment(contractDraft()));
    expect(failure.failure).toBe("unavailable");
    expect(failure.retryable).toBe(true);
  });

  it("reports a quote without a price, and a label that is not a PDF, as answers to ask for again", async () => {
    const quote = replayed(recording(LOGIN, { method: "POST", path: "/ShippingCalculation", status: 200, body: { Subtotal: 20 } }));
    expect((await failureOf(quote.adapter.quote(contractDraft()))).failure).toBe("unavailable");

    const label = replayed(recording(LOGIN, { method: "GET", path: "/AwbDocuments?", status: 200, body: JSON.stringify("PGh0bWw+") }));
    expect((await failureOf(label.adapter.label([AWB], "pdf-a6"))).failure).toBe("unavailable");
  });

  it.each([
    ["true", "cancelled"],
    ["1", "cancelled"],
    ["false", "too_late"],
    ["0", "too_late"],
  ] as const)("reads a delete answered %s as %s", async (answer, outcome) => {
    const { adapter, sent } = replayed(recording(LOGIN, { method: "DELETE", path: "/Awbs?barCode=", status: 200, body: answer }));
    expect(await adapter.cancel(AWB)).toBe(outcome);
    expect(sentTo(sent, "/Awbs").url.searchParams.get("barCode")).toBe(AWB);
  });
});
