import { describe, expect, it } from "vitest";
import { dashboardFormats } from "./dashboard-format.ts";

describe("the dashboard's period across a month's end", () => {
  // The server writes the page and the member's browser hydrates it: a thin space from the server's ICU where the
  // browser writes a plain one is a hydration error on every admin page between the 25th and the 6th.
  it("joins two months with the plain spaces a browser writes, in both languages", () => {
    expect(dashboardFormats("ro").range("2026-11-25", "2026-12-01")).toBe("25 noiembrie – 1 decembrie 2026");
    expect(dashboardFormats("en").range("2026-11-25", "2026-12-01")).toBe("25 November – 1 December 2026");
  });

  it("writes a week within one month as one span, and a single day alone", () => {
    expect(dashboardFormats("ro").range("2026-07-10", "2026-07-16")).toBe("10–16 iulie 2026");
    expect(dashboardFormats("ro").range("2026-07-16", "2026-07-16")).toBe("16 iulie 2026");
  });

  it("joins two years the same way", () => {
    expect(dashboardFormats("ro").range("2026-12-28", "2027-01-03")).toBe("28 decembrie 2026 – 3 ianuarie 2027");
  });
});
