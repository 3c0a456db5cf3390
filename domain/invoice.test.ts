import { describe, expect, it } from "vitest";
import { creditFigures, groupTotals, invoiceFigures } from "./invoice.ts";

const line = (grossRonMinor: number, discountRonMinor: number, vatRatePercent: number, quantity = 1) => ({
  description: "Papillex",
  sku: "PAP-1",
  quantity,
  grossRonMinor,
  discountRonMinor,
  vatRatePercent,
});

describe("an invoice's figures from VAT-inclusive prices", () => {
  it("splits 378.00 lei at 21 % into 312.40 lei and 65.60 lei of VAT", () => {
    const figures = invoiceFigures(
      [line(37_800, 0, 21, 2)],
      { grossRonMinor: 0, vatRatePercent: 21, description: "Transport" },
      null,
      "domestic",
    );
    expect(figures.lines).toMatchObject([{ netRonMinor: 31_240, vatRonMinor: 6_560, grossRonMinor: 37_800 }]);
    expect(figures.vatGroups).toEqual([{ ratePercent: 21, category: "S", taxableRonMinor: 31_240, vatRonMinor: 6_560 }]);
    expect(figures.grossRonMinor).toBe(37_800);
  });

  it("shows the discount per rate and keeps lines − discount equal to the taxable amount, to the ban", () => {
    const figures = invoiceFigures(
      [line(18_900, 1_890, 21), line(9_999, 999, 11), line(3_333, 333, 21)],
      { grossRonMinor: 1_999, vatRatePercent: 21, description: "Transport" },
      "ELARA10",
      "domestic",
    );
    const total = 18_900 + 9_999 + 3_333 + 1_999 - 1_890 - 999 - 333;
    expect(figures.grossRonMinor).toBe(total);
    expect(groupTotals(figures.vatGroups).grossRonMinor).toBe(total);
    for (const group of figures.vatGroups) {
      const lines = figures.lines
        .filter((item) => item.vatRatePercent === group.ratePercent)
        .reduce((sum, item) => sum + item.netRonMinor, 0);
      const discount = figures.discounts.find((item) => item.vatRatePercent === group.ratePercent)?.netRonMinor ?? 0;
      expect(lines - discount).toBe(group.taxableRonMinor);
      expect(Math.abs(group.vatRonMinor - Math.round((group.taxableRonMinor * group.ratePercent) / 100))).toBeLessThanOrEqual(1);
    }
    expect(figures.discounts.map((item) => [item.vatRatePercent, item.grossRonMinor])).toEqual([
      [21, 2_223],
      [11, 999],
    ]);
  });

  it("takes a refund back across the rates in proportion, negative, adding up to the refund", () => {
    const invoice = invoiceFigures(
      [line(20_000, 0, 21), line(10_000, 0, 11)],
      { grossRonMinor: 0, vatRatePercent: 21, description: "" },
      null,
      "domestic",
    );
    const credit = creditFigures(invoice, 10_001, (rate) => `Storno ${rate}`, "domestic");
    expect(credit.lines.map((item) => item.grossRonMinor)).toEqual([-6_667, -3_334]);
    expect(groupTotals(credit.vatGroups).grossRonMinor).toBe(-10_001);
  });
});
