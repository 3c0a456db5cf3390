import { describe, expect, it } from "vitest";
import { loadRecording, replay, type RecordedExchange, type Recording } from "#tests/fakes/recorded-http.ts";
import { contractDraft, describeCarrierContract, type ContractScenario } from "#tests/server/carrier-contract.ts";
import { CarrierError } from "./carrier.ts";
import {
  SAMEDAY_BASE_URLS,
  SAMEDAY_STATUSES,
  SAMEDAY_STATUS_NAMES,
  createSamedayAdapter,
  samedayStatus,
  type SamedaySettings,
} from "./sameday.ts";

const BASE_URL = SAMEDAY_BASE_URLS.demo;
/** The moment the recordings stand at: 12:00 in Bucharest on 26 November 2026. */
const NOW = Date.parse("2026-11-26T10:00:00Z");
const AWB = "1SDY260478315";
const TOKENS = ["c2FtZWRheS10b2tlbi0x", "c2FtZWRheS10b2tlbi0y"];
const SETTINGS: SamedaySettings = {
  username: "elara-api",
  password: "s3cret-Sameday-pass",
  environment: "demo",
  pickupPointId: 139,
  contactPersonId: 145,
};

function adapterOver(recording: Recording, settings: SamedaySettings = SETTINGS, now = () => NOW) {
  const replayed = replay(BASE_URL, recording);
  return { ...replayed, adapter: createSamedayAdapter(settings, { fetch: replayed.fetch, now }) };
}

const scenario = (name: ContractScenario) => adapterOver(loadRecording("sameday", name));

const LOGIN: RecordedExchange = loadRecording("sameday", "create").exchanges[0]!;

/** A recording made of a login and the given exchanges. */
const recorded = (...exchanges: RecordedExchange[]): Recording => ({ source: "this test", exchanges: [LOGIN, ...exchanges] });

/** Sameday's answer to an AWB it will not create, its form errors by field. */
const refusedCreate = (fields: Record<string, unknown>): RecordedExchange => ({
  method: "POST",
  path: "/api/awb",
  status: 400,
  body: { code: 400, message: "Validation Failed", errors: { children: fields } },
});

const formOf = (body: string) => Object.fromEntries(new URLSearchParams(body));

describeCarrierContract({
  name: "the Sameday adapter",
  secrets: [SETTINGS.username, SETTINGS.password, ...TOKENS, "not-the-password"],
  // Sameday's client API has no cash-on-delivery transfer report: "answers no remittances" below checks it says none.
  paysOutRemittances: false,
  async setup(name) {
    if (name === "refused-credentials") {
      const { adapter } = adapterOver(loadRecording("sameday", name), { ...SETTINGS, password: "not-the-password" });
      return { adapter, awb: AWB };
    }
    const { adapter } = scenario(name);
    return { adapter, awb: AWB, lockerId: "1001", now: new Date(NOW) };
  },
});

describe("what the Sameday adapter sends", () => {
  it("logs in with the API user in headers, never in a URL, and sends the token as X-AUTH-TOKEN", async () => {
    const { adapter, sent } = scenario("create");
    await adapter.createShipment(contractDraft());
    const [login, create] = sent;
    expect(login!.url.pathname).toBe("/api/authenticate");
    expect(login!.headers.get("X-Auth-Username")).toBe(SETTINGS.username);
    expect(login!.headers.get("X-Auth-Password")).toBe(SETTINGS.password);
    expect(formOf(login!.body)).toEqual({ remember_me: "1" });
    expect(create!.headers.get("X-AUTH-TOKEN")).toBe(TOKENS[0]);
    expect(create!.headers.get("X-Auth-Password")).toBeNull();
    for (const request of sent)
      for (const secret of [SETTINGS.username, SETTINGS.password, TOKENS[0]!]) expect(request.url.href).not.toContain(secret);
  });

  it("creates the AWB form-encoded: COD and value in lei, kg, the client reference, the account's pickup point", async () => {
    const { adapter, sent } = scenario("create");
    const created = await adapter.createShipment(contractDraft());
    expect(created).toEqual({ awb: AWB, parcelNumbers: [`${AWB}001`], costMinor: 1851 });
    const create = sent[1]!;
    expect(create.method).toBe("POST");
    expect(create.url.pathname).toBe("/api/awb");
    expect(create.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(formOf(create.body)).toEqual({
      pickupPoint: "139",
      contactPerson: "145",
      packageType: "0",
      packageNumber: "1",
      packageWeight: "0.45",
      service: "7",
      awbPayment: "1",
      cashOnDelivery: "234.50",
      insuredValue: "234.50",
      thirdPartyPickup: "0",
      "awbRecipient[name]": "Ioana Popescu",
      "awbRecipient[phoneNumber]": "0722123456",
      "awbRecipient[address]": "Strada Memorandumului 28, ap. 4",
      "awbRecipient[personType]": "0",
      "awbRecipient[cityString]": "Cluj-Napoca",
      "awbRecipient[countyString]": "Cluj",
      "awbRecipient[postalCode]": "400114",
      "awbRecipient[email]": "ioana@example.ro",
      "parcels[0][weight]": "0.45",
      "parcels[0][width]": "15",
      "parcels[0][length]": "20",
      "parcels[0][height]": "10",
      observation: "Suplimente alimentare",
      clientInternalReference: "ELARA-1042",
    });
  });

  it("sends no cash to collect for a paid order, a company as such, and every parcel with the total weight", async () => {
    const { adapter, sent } = scenario("create");
    await adapter.createShipment(
      contractDraft({
        cashOnDeliveryMinor: 0,
        recipient: { ...contractDraft().recipient, company: "Elara Test SRL" },
        parcels: [
          { weightGrams: 450, lengthCm: 20, widthCm: 15, heightCm: 10 },
          { weightGrams: 1200, lengthCm: 30, widthCm: 20, heightCm: 20 },
        ],
      }),
    );
    const form = formOf(sent[1]!.body);
    expect(form.cashOnDelivery).toBe("0.00");
    expect(form["awbRecipient[personType]"]).toBe("1");
    expect(form["awbRecipient[companyName]"]).toBe("Elara Test SRL");
    expect(form.packageNumber).toBe("2");
    expect(form.packageWeight).toBe("1.65");
    expect(form["parcels[1][weight]"]).toBe("1.2");
  });

  it("sends an easybox parcel with its locker as lockerLastMile on the Locker NextDay service", async () => {
    const { adapter, sent } = scenario("create-locker");
    await adapter.createShipment(contractDraft({ lockerId: "1001" }));
    const form = formOf(sent[1]!.body);
    expect(form.lockerLastMile).toBe("1001");
    expect(form.service).toBe("15");
  });

  it("sends a numeric service as it is, a named one by the settings, and refuses a name it has no id for", async () => {
    const { adapter, sent } = adapterOver(
      recorded(
        { method: "POST", path: "/api/awb/estimate-cost", status: 200, body: { amount: 20, currency: "RON", time: 24 } },
        { method: "POST", path: "/api/awb/estimate-cost", status: 200, body: { amount: 20, currency: "RON", time: 24 } },
      ),
      { ...SETTINGS, serviceIds: { express: 1 } },
    );
    await adapter.quote(contractDraft({ service: "58" }));
    await adapter.quote(contractDraft({ service: "express" }));
    expect(sent.slice(1).map((request) => formOf(request.body).service)).toEqual(["58", "1"]);
    const refused = await adapter.quote(contractDraft({ service: "teleport" })).catch((error: unknown) => error);
    expect(refused).toMatchObject({ failure: "rejected" });
  });

  it("asks for opening at delivery with the service's OPCG optional tax, read once from the services list", async () => {
    const services = {
      total: 1,
      currentPage: 1,
      pages: 1,
      perPage: 500,
      data: [
        {
          id: 7,
          name: "24H",
          serviceCode: "24",
          deliveryType: { id: 2, name: "NextDay" },
          defaultServices: true,
          serviceOptionalTaxes: [
            { costType: "Fix", id: 20, name: "Reambalare", tax: 6, packageType: 1 },
            { costType: "Procentual", id: 23, name: "Deschidere Colet", tax: 1.1, packageType: 2, taxCode: "OPCG" },
          ],
        },
      ],
    };
    const { adapter, sent } = adapterOver(
      recorded(
        { method: "GET", path: "/api/client/services?page=1&countPerPage=500", status: 200, body: services },
        { method: "POST", path: "/api/awb/estimate-cost", status: 200, body: { amount: 21.4, currency: "RON", time: 24 } },
        { method: "POST", path: "/api/awb/estimate-cost", status: 200, body: { amount: 21.4, currency: "RON", time: 24 } },
      ),
    );
    expect(await adapter.quote(contractDraft({ openPackage: true }))).toEqual({ costMinor: 2140 });
    await adapter.quote(contractDraft({ openPackage: true }));
    expect(sent.filter((request) => request.url.pathname === "/api/client/services")).toHaveLength(1);
    expect(formOf(sent.at(-1)!.body)["serviceTaxes[0]"]).toBe("23");
  });

  it("quotes from estimate-cost in lei, answered in bani", async () => {
    const { adapter, sent } = scenario("quote");
    expect(await adapter.quote(contractDraft())).toEqual({ costMinor: 1851 });
    expect(sent[1]!.url.pathname).toBe("/api/awb/estimate-cost");
    expect(formOf(sent[1]!.body).cashOnDelivery).toBe("234.50");
  });

  it("asks for the label in the format chosen", async () => {
    const { adapter, sent } = adapterOver(recorded({ method: "GET", path: `/api/awb/download/${AWB}/A4`, status: 200, pdf: true }));
    await adapter.label([AWB], "pdf-a4");
    expect(sent[1]!.url.pathname).toBe(`/api/awb/download/${AWB}/A4`);
  });

  it("logs in once for several calls while the token lasts", async () => {
    const { adapter, sent } = adapterOver(
      recorded(
        { method: "POST", path: "/api/awb/estimate-cost", status: 200, body: { amount: 18.51, currency: "RON", time: 24 } },
        loadRecording("sameday", "create").exchanges[1]!,
        loadRecording("sameday", "track").exchanges[1]!,
        loadRecording("sameday", "label").exchanges[1]!,
      ),
    );
    await adapter.quote(contractDraft());
    await adapter.createShipment(contractDraft());
    await adapter.track([AWB]);
    await adapter.label([AWB], "pdf-a6");
    expect(sent.filter((request) => request.url.pathname === "/api/authenticate")).toHaveLength(1);
  });

  it("logs in again once the token's expire_at (Bucharest time) is near", async () => {
    let clock = NOW;
    const login = { ...LOGIN, body: { token: TOKENS[0], expire_at: "2026-11-26 13:00" } };
    const quote = { method: "POST", path: "/api/awb/estimate-cost", status: 200, body: { amount: 18.51, currency: "RON", time: 24 } };
    const { adapter, sent } = adapterOver({ source: "this test", exchanges: [login, quote, quote, login, quote] }, SETTINGS, () => clock);
    await adapter.quote(contractDraft());
    clock = Date.parse("2026-11-26T10:50:00Z"); // 12:50 in Bucharest: ten minutes before 13:00
    await adapter.quote(contractDraft());
    clock = Date.parse("2026-11-26T10:56:00Z"); // within the five-minute margin
    await adapter.quote(contractDraft());
    expect(sent.filter((request) => request.url.pathname === "/api/authenticate")).toHaveLength(2);
  });
});

describe("what the Sameday adapter reads", () => {
  it("tracks from the AWB history, oldest first, with Sameday's words and places", async () => {
    const { adapter } = scenario("track");
    const events = await adapter.track([AWB]);
    expect(events.map((event) => [event.carrierCode, event.status, event.at.toISOString(), event.location])).toEqual([
      ["1", "created", "2026-11-25T12:40:10.000Z", "Bucuresti"],
      ["56", "in_transit", "2026-11-25T21:19:21.000Z", "HUB Bucuresti"],
      ["33", "out_for_delivery", "2026-11-26T06:05:31.000Z", "CJ_CLUJ_A01"],
      ["9", "delivered", "2026-11-26T09:42:10.000Z", "Cluj"],
    ]);
    expect(events[0]!.description).toBe("Document de transport emis");
  });

  it("reads status-sync into events of the AWB (not the parcel number) and a cursor at the window's end", async () => {
    const { adapter, sent } = scenario("events");
    const page = await adapter.eventsSince({ cursor: null, since: new Date(NOW - 86_400_000), until: new Date(NOW), openAwbs: [AWB] });
    expect(page.cursor).toBe(String(NOW / 1000));
    expect(page.events.map((event) => [event.awb, event.carrierCode, event.status])).toEqual([
      [AWB, "1", "created"],
      [AWB, "33", "out_for_delivery"],
      [AWB, "9", "delivered"],
    ]);
    expect(page.events[1]!.description).toBe("In livrare la curier (Destinatar contactat)");
    expect(sent[1]!.url.searchParams.get("countPerPage")).toBe("500");
    await adapter.eventsSince({ cursor: page.cursor, since: new Date(NOW), until: new Date(NOW + 60_000), openAwbs: [] });
    expect(sent[2]!.url.searchParams.get("startTimestamp")).toBe(page.cursor);
  });

  it("reads every page of status-sync", async () => {
    const row = loadRecording("sameday", "events").exchanges[1]!.body as { data: unknown[] };
    const { adapter, sent } = adapterOver(
      recorded(
        { method: "GET", path: "/api/client/status-sync?", status: 200, body: { currentPage: 1, perPage: 500, pages: 2, data: row.data } },
        {
          method: "GET",
          path: "/api/client/status-sync?",
          status: 200,
          body: { currentPage: 2, perPage: 500, pages: 2, data: row.data.slice(0, 1) },
        },
      ),
    );
    const page = await adapter.eventsSince({ cursor: null, since: new Date(NOW - 3_600_000), until: new Date(NOW), openAwbs: [] });
    expect(page.events).toHaveLength(4);
    expect(sent.slice(1).map((request) => request.url.searchParams.get("page"))).toEqual(["1", "2"]);
    expect(page.events[0]!.awb).toBe(AWB);
  });

  it("maps easyboxes: ids, places, card only, the largest compartment, the hours; hides one not visible to clients", async () => {
    const lockers = loadRecording("sameday", "pickup-points");
    const answer = structuredClone(lockers.exchanges[1]!.body) as { data: Record<string, unknown>[] };
    answer.data[1]!.clientVisible = 0;
    const { adapter } = adapterOver(recorded({ ...lockers.exchanges[1]!, body: answer }));
    expect(await adapter.pickupPoints()).toEqual([
      {
        courier: "sameday",
        externalId: "1001",
        kind: "locker",
        name: "easybox Kaufland Aparatorii Patriei( Oltenitei)",
        county: "Bucuresti",
        city: "Sectorul 4",
        address: "Sos. Oltenitei, Nr. 388",
        postalCode: "041337",
        latitude: 44.384394,
        longitude: 26.140431,
        acceptsCash: false,
        acceptsCard: true,
        maxWeightGrams: 20_000,
        maxMeasuresCm: { length: 46, width: 44, height: 38 },
        hours: "Lu–Du 00:00–23:59",
      },
    ]);
  });

  it("finds a lost create's AWB only when one AWB was issued since, and none when several were", async () => {
    const sync = (parcels: string[]) => ({
      method: "GET",
      path: "/api/client/status-sync?",
      status: 200,
      body: {
        currentPage: 1,
        perPage: 500,
        data: parcels.map((parcelAwbNumber) => ({
          status: "AWB Emis",
          statusId: 1,
          statusLabel: "Document de transport emis",
          statusState: "Comanda curier primita",
          transitLocation: "",
          statusDate: "2026-11-26T11:59:58+0200",
          parcelAwbNumber,
          reasonId: null,
          reason: "",
        })),
      },
    });
    const one = adapterOver(recorded(sync([`${AWB}001`, `${AWB}002`])));
    expect(await one.adapter.findByReference("ELARA-1042", new Date(NOW))).toEqual({
      awb: AWB,
      parcelNumbers: [`${AWB}001`, `${AWB}002`],
      costMinor: null,
    });
    const several = adapterOver(recorded(sync([`${AWB}001`, "1SDY260478322001"])));
    expect(await several.adapter.findByReference("ELARA-1042", new Date(NOW))).toBeNull();
  });

  it("answers a repeated create with the AWB its reference already has", async () => {
    const { adapter, sent } = adapterOver(
      recorded(refusedCreate({ clientInternalReference: { errors: ["awb.not_unique"] } }), {
        ...loadRecording("sameday", "lost-create-answer").exchanges[2]!,
        path: "/api/client/status-sync?",
      }),
    );
    expect((await adapter.createShipment(contractDraft())).awb).toBe(AWB);
    expect(sent[2]!.url.searchParams.get("startTimestamp")).toBe(String((NOW - 2 * 86_400_000 - 60_000) / 1000));
  });
});

describe("Sameday's status codes", () => {
  it("has a row for every code in the table, and no other", () => {
    expect(Object.keys(SAMEDAY_STATUSES).sort()).toEqual(["1", "33", "5", "56", "9"]);
  });

  it.each([
    ["1", "created"],
    ["5", "in_transit"],
    ["9", "delivered"],
    ["33", "out_for_delivery"],
    ["56", "in_transit"],
  ] as const)("statusId %s is %s", (code, status) => {
    expect(SAMEDAY_STATUSES[code]).toBe(status);
    expect(samedayStatus(Number(code), null)).toBe(status);
  });

  it.each(Object.entries(SAMEDAY_STATUS_NAMES))("a step named %s, of an id not in the table, is %s", (name, status) => {
    expect(samedayStatus(9999, name)).toBe(status);
  });

  it("reads an unknown code as in transit, keeping the code on the event", async () => {
    expect(samedayStatus(4242, "Ceva nou")).toBe("in_transit");
    const answer = structuredClone(loadRecording("sameday", "track").exchanges[1]!.body) as {
      expeditionHistory: Record<string, unknown>[];
    };
    answer.expeditionHistory[0] = { ...answer.expeditionHistory[0], statusId: 4242, status: "Ceva nou" };
    const { adapter } = adapterOver(recorded({ method: "GET", path: `/api/client/awb/${AWB}/status`, status: 200, body: answer }));
    const last = (await adapter.track([AWB])).at(-1)!;
    expect([last.carrierCode, last.status]).toEqual(["4242", "in_transit"]);
  });

  it("reads a step in return as returning, and delivered in return as back with the shop", () => {
    expect(samedayStatus(56, "Iesire din hub", true)).toBe("returning");
    expect(samedayStatus(9, "Livrata cu succes", true)).toBe("returned");
  });
});

describe("how the Sameday adapter fails", () => {
  const failureOf = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CarrierError);
    const failure = error as CarrierError;
    for (const secret of [SETTINGS.password, SETTINGS.username, ...TOKENS]) expect(failure.message).not.toContain(secret);
    return failure;
  };
  const track = { method: "GET", path: `/api/client/awb/${AWB}/status` };

  it("reports Sameday's field errors on a refused create", async () => {
    const { adapter } = adapterOver(
      recorded(refusedCreate({ awbRecipient: { children: { cityString: { errors: ["Localitatea nu a fost gasita."] } } } })),
    );
    const failure = await failureOf(adapter.createShipment(contractDraft()));
    expect(failure.failure).toBe("rejected");
    expect(failure.message).toContain("awbRecipient.cityString: Localitatea nu a fost gasita.");
  });

  it("reports an unknown AWB as not found", async () => {
    const { adapter } = adapterOver(recorded({ ...track, status: 404, body: { code: 404, message: "Not Found" } }));
    expect((await failureOf(adapter.track([AWB]))).failure).toBe("not_found");
  });

  it("reports a network failure, on a call or on the login, as worth retrying", async () => {
    const down: typeof fetch = () => Promise.reject(new TypeError("fetch failed"));
    const adapter = createSamedayAdapter(SETTINGS, { fetch: down, now: () => NOW });
    const failure = await failureOf(adapter.track([AWB]));
    expect([failure.failure, failure.retryable]).toEqual(["unavailable", true]);
  });

  it("reports a login that answers 5xx or no token as worth retrying", async () => {
    for (const answer of [
      { method: "POST", path: "/api/authenticate", status: 503, body: "Service Unavailable" },
      { method: "POST", path: "/api/authenticate", status: 200, body: { expire_at: "2026-11-27 12:00" } },
    ]) {
      const { adapter } = adapterOver({ source: "this test", exchanges: [answer] });
      expect((await failureOf(adapter.track([AWB]))).failure).toBe("unavailable");
    }
  });

  it("reports credentials refused even by a new token as such", async () => {
    const { adapter, sent } = adapterOver({
      source: "this test",
      exchanges: [LOGIN, { ...track, status: 401 }, LOGIN, { ...track, status: 401 }],
    });
    expect((await failureOf(adapter.track([AWB]))).failure).toBe("auth");
    expect(sent.filter((request) => request.url.pathname === "/api/authenticate")).toHaveLength(2);
  });

  it("refuses to print several AWBs in one call", async () => {
    const { adapter } = adapterOver(recorded());
    expect((await failureOf(adapter.label([AWB, "1SDY260478322"], "pdf-a6"))).failure).toBe("rejected");
  });

  it("passes on a refused cancel of a parcel the courier does not have yet", async () => {
    const history = structuredClone(loadRecording("sameday", "track").exchanges[1]!.body) as { expeditionHistory: unknown[] };
    history.expeditionHistory = history.expeditionHistory.slice(-1);
    const { adapter } = adapterOver(
      recorded(
        { method: "DELETE", path: `/api/awb/${AWB}`, status: 400, body: { code: 400, message: "Eroare." } },
        { ...track, status: 200, body: history },
      ),
    );
    expect((await failureOf(adapter.cancel(AWB))).failure).toBe("rejected");
  });

  it("answers no remittances, as its capabilities say", async () => {
    const { adapter, sent } = adapterOver(recorded());
    expect(adapter.capabilities.remittances).toBe(false);
    expect(await adapter.remittances("2026-11-26")).toEqual([]);
    expect(sent).toHaveLength(0);
  });
});
