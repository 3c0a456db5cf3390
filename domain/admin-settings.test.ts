import { describe, expect, it } from "vitest";
import {
  exchangeRatesSchema,
  leiInputValue,
  parseLeiMinor,
  parseRateMicros,
  rateInputValue,
  shippingSettingsSchema,
} from "./admin-settings.ts";

describe("amounts as the owner types them", () => {
  it.each([
    ["19.99", 1999],
    ["19,9", 1990],
    [" 200 ", 20_000],
    ["0", 0],
    ["19.999", null],
    ["-1", null],
    ["1e3", null],
    ["", null],
  ])("lei %j → %j bani", (typed, minor) => {
    expect(parseLeiMinor(typed)).toBe(minor);
  });

  it.each([
    ["0.2010", 201_000],
    ["33,4", 33_400_000],
    ["0.000001", 1],
    ["10000", 10_000_000_000],
    ["0", null],
    ["0.0000001", null],
    ["10000.000001", null],
    ["abc", null],
  ])("rate %j → %j micro-units", (typed, micros) => {
    expect(parseRateMicros(typed)).toBe(micros);
  });

  it("writes stored values back in the owner's language, and they parse to the same", () => {
    expect(leiInputValue(1999, "ro")).toBe("19,99");
    expect(leiInputValue(1999, "en")).toBe("19.99");
    expect(leiInputValue(20_000, "ro")).toBe("200");
    expect(rateInputValue(201_000, "ro")).toBe("0,201");
    expect(rateInputValue(33_400_000, "en")).toBe("33.4");
    expect(rateInputValue(2_000_000, "en")).toBe("2");
    for (const micros of [1, 201_000, 33_400_000, 10_000_000_000]) expect(parseRateMicros(rateInputValue(micros, "ro"))).toBe(micros);
  });
});

describe("the settings' schemas", () => {
  it("names the field and its problem", () => {
    const shipping = shippingSettingsSchema.safeParse({ flatRate: "19,99", freeShippingFrom: "100000.01" });
    expect(shipping.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["freeShippingFrom", "lei"]]);
    const rates = exchangeRatesSchema.safeParse({ rates: { EUR: "0", RON: "1", USD: "" } });
    expect(rates.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["rates.EUR", "rate"],
      ["rates.RON", "currency"],
      ["rates.USD", "required"],
    ]);
  });

  it("gives the server bani and micro-units", () => {
    expect(shippingSettingsSchema.parse({ flatRate: "0", freeShippingFrom: "250,5" })).toEqual({ flatRate: 0, freeShippingFrom: 25_050 });
    expect(exchangeRatesSchema.parse({ rates: { EUR: "0,25", JPY: "34" } })).toEqual({ rates: { EUR: 250_000, JPY: 34_000_000 } });
  });
});
