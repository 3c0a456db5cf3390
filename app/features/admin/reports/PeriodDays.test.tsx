// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "#tests/app/render-routes.tsx";
import { PeriodDays } from "./PeriodDays.tsx";

describe("PeriodDays", () => {
  it("types the period's two days and names a refused one by its refusal, under the page's own ids", () => {
    renderInRouter(
      <PeriodDays
        typed={{ from: "2026-11-01", to: "2025-01-01" }}
        error={{ field: "to", text: "Too far back." }}
        idPrefix="reports"
        required
      />,
      "en",
    );
    const from = screen.getByLabelText("From") as HTMLInputElement;
    const to = screen.getByLabelText(/^To/) as HTMLInputElement;
    expect([from.value, to.value]).toEqual(["2026-11-01", "2025-01-01"]);
    expect([from.required, to.required]).toEqual([true, true]);
    expect(from.getAttribute("aria-invalid")).toBeNull();
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(to.getAttribute("aria-describedby")).toBe("reports-to-error");
    expect(document.getElementById("reports-to-error")?.textContent).toBe("Too far back.");
  });

  it("leaves the days optional where the page has a default period", () => {
    renderInRouter(<PeriodDays typed={{ from: "", to: "" }} error={null} idPrefix="flows" />, "en");
    expect((screen.getByLabelText("From") as HTMLInputElement).hasAttribute("required")).toBe(false);
  });
});
