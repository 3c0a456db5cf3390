/**
 * The GA4 and Meta senders' contract (decision 0155): what they send passes the rules the local fakes apply as the
 * real endpoints do (GA4's validation server, Meta's required fields), and what they make of the answers recorded as
 * the platforms' documentation gives them: accepted, refused for good (kept with Meta's words), or thrown for the
 * dispatcher to retry (a server error, a rate limit, an access token the owner may still replace). Meta's phone and
 * email normalisation before hashing.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConversionFacts } from "#domain/conversions";
import { ga4ValidationMessages, startFakeGa4, type FakeGa4 } from "#tests/server/fake-ga4.ts";
import { metaEventProblem, startFakeMeta, type FakeMeta } from "#tests/server/fake-meta.ts";
import { createGa4Sender, ga4Purchase, ga4Refund } from "./ga4.ts";
import { createMetaSender, metaPurchase, normalisedEmail, normalisedPhone } from "./meta.ts";

const recorded = (name: string) => readFileSync(new URL(`../../../tests/fixtures/conversions/${name}`, import.meta.url), "utf8");
const answering = (status: number, body: string | null) => (async () => new Response(body, { status })) as typeof fetch;

const FACTS: ConversionFacts = {
  orderNumber: 1042,
  placedAt: new Date("2026-11-20T10:00:00Z"),
  currencyCode: "RON",
  totalMinor: 25_700,
  email: "Ana@Example.ro",
  phone: "+40 722 123 456",
  lines: [
    {
      sku: "PAP-3",
      title: "Papillex — ".padEnd(140, "x"),
      quantity: 2,
      totalMinor: 24_200,
      discountMinor: 0,
      vatMinor: 4_200,
      vatRatePercent: 21,
    },
  ],
};
const BOTH = { statistics: true, marketing: true };
const now = new Date();

let ga4: FakeGa4;
let meta: FakeMeta;
beforeAll(async () => {
  ga4 = await startFakeGa4();
  meta = await startFakeMeta();
});
afterAll(async () => {
  await ga4.close();
  await meta.close();
});

describe("the GA4 sender", () => {
  it("sends a purchase and a refund GA4's validation server finds nothing to say of", async () => {
    const sender = createGa4Sender(ga4.account);
    const purchase = ga4Purchase(FACTS, "net", BOTH);
    expect(ga4ValidationMessages(purchase)).toEqual([]);
    expect(ga4ValidationMessages(ga4Refund(FACTS, "net", BOTH))).toEqual([]);
    expect(await sender.send(purchase)).toEqual({ outcome: "sent" });
    expect(ga4.events("purchase")).toHaveLength(1);
    expect(purchase.events[0]!.params).toMatchObject({ value: 200, items: [{ price: 100, quantity: 2 }] });
    // Ad signals follow marketing (Consent Mode v2), even when statistics let the purchase go.
    expect(ga4Purchase(FACTS, "net", { statistics: true, marketing: false }).consent).toEqual({
      ad_user_data: "DENIED",
      ad_personalization: "DENIED",
    });
  });

  it("is caught by the fake's validation where Google's would catch it", () => {
    const messages = ga4ValidationMessages({ events: [{ name: "_badEventName", params: { value: 1 } }] });
    expect(messages.map((message) => message.validationCode).sort()).toEqual(["NAME_INVALID", "VALUE_REQUIRED", "VALUE_REQUIRED"]);
    // The recorded answer of the validation server has the fake's shape.
    expect(JSON.parse(recorded("ga4-validation.json")).validationMessages[0]).toMatchObject({
      validationCode: "NAME_INVALID",
      fieldPath: "events",
    });
  });

  it("takes Google's empty 2xx as sent, retries a server error or a rate limit, keeps another refusal", async () => {
    const purchase = ga4Purchase(FACTS, "gross", BOTH);
    expect(await createGa4Sender(ga4.account, answering(204, null)).send(purchase)).toEqual({ outcome: "sent" });
    await expect(createGa4Sender(ga4.account, answering(503, null)).send(purchase)).rejects.toThrow("HTTP 503");
    await expect(createGa4Sender(ga4.account, answering(429, null)).send(purchase)).rejects.toThrow("HTTP 429");
    expect(await createGa4Sender(ga4.account, answering(400, "bad request")).send(purchase)).toEqual({
      outcome: "refused",
      detail: "HTTP 400: bad request",
    });
    const secretInError = (async () => {
      throw new TypeError(`fetch failed for ${ga4.account.apiSecret}`);
    }) as typeof fetch;
    await expect(createGa4Sender(ga4.account, secretInError).send(purchase)).rejects.toThrow(
      /^Google Analytics could not be reached \(TypeError\)$/,
    );
  });
});

describe("the Meta sender", () => {
  const event = (eventTime = now) => metaPurchase(FACTS, "net", { eventTime, sourceUrl: "https://shop.example/checkout" });

  it("sends a Purchase Meta accepts, with the test event code while the owner tests", async () => {
    expect(metaEventProblem(event(), Math.floor(now.getTime() / 1000))).toBeNull();
    const sender = createMetaSender({ ...meta.account, testEventCode: "TEST12345" });
    expect(await sender.send([event()])).toEqual({ outcome: "sent" });
    expect(meta.received).toMatchObject([
      { event_name: "Purchase", event_id: "1042", testEventCode: "TEST12345", custom_data: { value: 200, currency: "RON" } },
    ]);
  });

  it("is refused by the fake where Meta refuses: an event over 7 days old, no identifier, a value without currency", async () => {
    const old = new Date(now.getTime() - 8 * 24 * 3_600_000);
    const outcome = await createMetaSender(meta.account).send([event(old)]);
    expect(outcome).toMatchObject({ outcome: "refused", detail: expect.stringContaining("7 days") });
    const nowSeconds = Math.floor(now.getTime() / 1000);
    expect(metaEventProblem({ ...event(), user_data: {} } as never, nowSeconds)).toContain("user_data");
    expect(metaEventProblem({ ...event(), user_data: { em: ["ana@example.ro"] } } as never, nowSeconds)).toContain("SHA-256");
    expect(metaEventProblem({ ...event(), custom_data: { value: 1 } } as never, nowSeconds)).toContain("currency");
  });

  it("reads Meta's recorded answers: accepted, refused with its words, an access token to retry, a server error to retry", async () => {
    expect(await createMetaSender(meta.account, answering(200, recorded("meta-accepted.json"))).send([event()])).toEqual({
      outcome: "sent",
    });
    expect(await createMetaSender(meta.account, answering(400, recorded("meta-too-old.json"))).send([event()])).toEqual({
      outcome: "refused",
      detail: expect.stringContaining("within 7 days of when they occurred"),
    });
    await expect(createMetaSender(meta.account, answering(400, recorded("meta-token.json"))).send([event()])).rejects.toThrow("code 190");
    await expect(createMetaSender(meta.account, answering(500, "{}")).send([event()])).rejects.toThrow("HTTP 500");
  });

  it("normalises email and phone as Meta documents before hashing", () => {
    expect(normalisedEmail("  Ana.Pop@Example.RO ")).toBe("ana.pop@example.ro");
    expect(normalisedPhone("0722 123 456")).toBe("40722123456");
    expect(normalisedPhone("+40 (722) 123-456")).toBe("40722123456");
    expect(normalisedPhone("0049 30 1234567")).toBe("49301234567");
    expect(normalisedPhone("123")).toBeNull();
    expect(event().user_data.ph).toHaveLength(1);
  });
});
