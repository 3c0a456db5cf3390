import { describe, expect, it } from "vitest";
import { CURRENCY_LOCALE, SUPPORTED_CURRENCIES, fractionDigits } from "./currency.ts";
import { formatMoney, formatPrice, writeDecimal } from "./format-price.ts";

// Intl separates number and currency with NO-BREAK SPACE in these locales; spelled out so the
// assertions cannot be "fixed" by an editor turning it into a plain space.
const NBSP = "\u00A0";

describe("formatPrice", () => {
  it("formats the demo price in USD", () => {
    expect(formatPrice(59.99, "USD")).toBe("$59.99");
    expect(formatPrice("59.99", "USD")).toBe("$59.99");
    expect(formatPrice(49.95, "USD")).toBe("$49.95");
  });

  it("formats RON the Romanian way, always with two decimals", () => {
    expect(formatPrice(189.9, "RON")).toBe(`189,90${NBSP}RON`);
    expect(formatPrice("189.90", "RON")).toBe(`189,90${NBSP}RON`);
    expect(formatPrice(200, "RON")).toBe(`200,00${NBSP}RON`);
    expect(formatPrice("1234.5", "RON")).toBe(`1.234,50${NBSP}RON`);
    expect(formatPrice("12345.5", "RON")).toBe(`12.345,50${NBSP}RON`);
    expect(formatPrice(-1.5, "RON")).toBe(`-1,50${NBSP}RON`);
  });

  it("formats JPY without decimals, in ja-JP, with the yen sign every font has", () => {
    expect(formatPrice(1200, "JPY")).toBe("\u00A51,200");
    expect(formatPrice("1200.4", "JPY")).toBe("\u00A51,200");
  });

  it("formats EUR in de-DE", () => {
    expect(formatPrice(49.5, "EUR")).toBe(`49,50${NBSP}€`);
    expect(formatPrice("1234.56", "EUR")).toBe(`1.234,56${NBSP}€`);
  });

  it("formats the other display currencies in their locales", () => {
    expect(formatPrice(1234.5, "GBP")).toBe("£1,234.50");
    expect(formatPrice(59.99, "CAD")).toBe("$59.99");
    expect(formatPrice(59.99, "AUD")).toBe("$59.99");
  });

  it("accepts a currency code in any case", () => {
    expect(formatPrice(189.9, "ron")).toBe(`189,90${NBSP}RON`);
  });

  it("formats a decimal string exactly, without a detour through floating point", () => {
    expect(formatPrice("90071992547409.91", "USD")).toBe("$90,071,992,547,409.91");
  });

  it("formats a well-formed code outside the list in en-US", () => {
    expect(formatPrice(10, "CHF")).toBe(`CHF${NBSP}10.00`);
  });

  it("falls back to the code and the raw amount when it cannot format", () => {
    expect(formatPrice("abc", "USD")).toBe("USD abc");
    expect(formatPrice(10, "XXXX")).toBe("XXXX 10");
    expect(formatPrice("", "RON")).toBe("RON ");
    expect(formatPrice("12,5", "RON")).toBe("RON 12,5");
    expect(formatPrice(Number.NaN, "USD")).toBe("USD NaN");
    expect(formatPrice(Number.POSITIVE_INFINITY, "USD")).toBe("USD Infinity");
    expect(formatPrice(10, "")).toBe(" 10");
  });
});

describe("the written-out patterns (issue 45 item 6: no Intl.NumberFormat in a page's first render)", () => {
  const intlFormat = (amount: number | string, code: string) =>
    new Intl.NumberFormat(CURRENCY_LOCALE[code as keyof typeof CURRENCY_LOCALE], {
      style: "currency",
      currency: code,
      minimumFractionDigits: fractionDigits(code),
      maximumFractionDigits: fractionDigits(code),
    })
      .format(amount as Intl.StringNumericLiteral)
      .replace(/\uFFE5/g, "\u00A5");

  // Halves at every place, rounding carries, negative zero, the float spellings Intl rounds by their shortest form.
  const edges: (number | string)[] = [0, -0, 0.5, -0.5, 1.005, 2.675, 999.995, 1234.5, -1234.567, 1e15 + 0.5, 0.000001];
  const strings = ["0", "-0", "+12.5", ".5", "5.", "0009.999", "12345678.125", "-0.005", "90071992547409.91", " 189.90 "];

  it.each([...SUPPORTED_CURRENCIES])("writes %s exactly as Intl does in its locale", (code) => {
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 10 ** Math.floor((seed % 9) - 2);
    const amounts = [...edges, ...strings, ...Array.from({ length: 400 }, (_, index) => (index % 2 ? -1 : 1) * random())];
    for (const amount of amounts) expect([amount, formatPrice(amount, code)]).toEqual([amount, intlFormat(amount, code)]);
  });

  it("writes a decimal with the language's marks, rounding half away from zero", () => {
    expect(writeDecimal(4.25, 1, { group: ".", decimal: "," })).toBe("4,3");
    expect(writeDecimal("-4.25", 1, { group: ",", decimal: "." })).toBe("-4.3");
    expect(writeDecimal(1234567.4, 0, { group: ".", decimal: "," })).toBe("1.234.567");
    expect(writeDecimal("1e5", 1, { group: ".", decimal: "," })).toBeNull();
  });
});

describe("formatMoney", () => {
  it("formats integer minor units", () => {
    expect(formatMoney({ amountMinor: 18990, currencyCode: "RON" })).toBe(`189,90${NBSP}RON`);
    expect(formatMoney({ amountMinor: 5999, currencyCode: "USD" })).toBe("$59.99");
    expect(formatMoney({ amountMinor: 1200, currencyCode: "JPY" })).toBe("\u00A51,200");
    expect(formatMoney({ amountMinor: 0, currencyCode: "EUR" })).toBe(`0,00${NBSP}€`);
  });

  it("falls back like formatPrice for a code Intl rejects", () => {
    expect(formatMoney({ amountMinor: 1000, currencyCode: "XXXX" })).toBe("XXXX 10.00");
  });

  it("throws on fractional minor units, which are a bug upstream", () => {
    expect(() => formatMoney({ amountMinor: 189.9, currencyCode: "RON" })).toThrow(RangeError);
  });
});
