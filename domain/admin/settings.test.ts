import { describe, expect, it } from "vitest";
import {
  exchangeRatesSchema,
  parseLeiMinor,
  parseRateMicros,
  parseVatPercent,
  rateInputValue,
  vatPercentInputValue,
  vatRatesSchema,
} from "./settings.ts";

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
    ["21", 21],
    ["25,5", 25.5],
    ["13.50", 13.5],
    ["0", 0],
    ["100", 100],
    ["100.01", null],
    ["9.125", null],
    ["-1", null],
    ["", null],
  ])("VAT %j → %j %%", (typed, percent) => {
    expect(parseVatPercent(typed)).toBe(percent);
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
    expect(vatPercentInputValue(25.5, "ro")).toBe("25,5");
    expect(vatPercentInputValue(21, "en")).toBe("21");
    expect(rateInputValue(201_000, "ro")).toBe("0,201");
    expect(rateInputValue(33_400_000, "en")).toBe("33.4");
    expect(rateInputValue(2_000_000, "en")).toBe("2");
    for (const micros of [1, 201_000, 33_400_000, 10_000_000_000]) expect(parseRateMicros(rateInputValue(micros, "ro"))).toBe(micros);
  });
});

describe("the settings' schemas", () => {
  it("names the field and its problem", () => {
    const vat = vatRatesSchema.safeParse({ rates: { RO: { standard: "21", reduced: "22" }, FI: { standard: "25,555", reduced: "" } } });
    expect(vat.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["rates.RO.reduced", "reduced_above"],
      ["rates.FI.standard", "percent"],
      ["rates.FI.reduced", "required"],
    ]);
    const rates = exchangeRatesSchema.safeParse({ rates: { EUR: "0", RON: "1", USD: "" } });
    expect(rates.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["rates.EUR", "rate"],
      ["rates.RON", "currency"],
      ["rates.USD", "required"],
    ]);
  });

  it("gives the server bani and micro-units", () => {
    expect(vatRatesSchema.parse({ rates: { FI: { standard: "25,5", reduced: "13.5" } } })).toEqual({
      rates: { FI: { standardPercent: 25.5, reducedPercent: 13.5 } },
    });
    expect(exchangeRatesSchema.parse({ rates: { EUR: "0,25", JPY: "34" } })).toEqual({ rates: { EUR: 250_000, JPY: 34_000_000 } });
  });
});
