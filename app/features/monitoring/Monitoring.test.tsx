// @vitest-environment happy-dom
import { render, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";

const reportWebVitals = vi.hoisted(() => vi.fn());
const logError = vi.hoisted(() => vi.fn());
vi.mock("./web-vitals.ts", () => ({ reportWebVitals }));
vi.mock("./report.ts", () => ({ logError }));
const startVisitBeacon = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock("#app/features/attribution/visit-beacon.ts", () => ({ startVisitBeacon }));

const { Monitoring } = await import("./Monitoring.tsx");

const choose = (statistics: boolean) => {
  window.localStorage.setItem(
    "elara_consent",
    JSON.stringify({
      id: "0f8e2c1a-3b4d-4e5f-8a6b-7c8d9e0f1a2b",
      version: "0123456789abcdef",
      decidedAt: Date.now(),
      statistics,
      marketing: false,
    }),
  );
  window.dispatchEvent(new Event("elara:consent-changed"));
};
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe("<Monitoring />", () => {
  it("captures uncaught errors always, and starts the vitals once, only after the shopper allows statistics", async () => {
    const first = render(
      <StrictMode>
        <Monitoring />
      </StrictMode>,
    );
    expect(first.container.innerHTML).toBe("");
    first.unmount();
    const second = render(<Monitoring />);

    window.dispatchEvent(new ErrorEvent("error", { message: "boom" }));
    // Strict Mode's extra effect run was cleaned up: one listener, one entry.
    expect(logError).toHaveBeenCalledTimes(1);

    // No choice yet, then "necessary only": no measurement.
    await settle();
    choose(false);
    await settle();
    expect(reportWebVitals).not.toHaveBeenCalled();

    // The vitals module is imported after the choice, so its start is asynchronous.
    choose(true);
    await waitFor(() => expect(reportWebVitals).toHaveBeenCalledTimes(1));
    choose(true);
    await settle();
    expect(reportWebVitals).toHaveBeenCalledTimes(1);
    // Each report asks again: a withdrawal stops them, though the observers stay.
    const allowed = reportWebVitals.mock.calls[0]![0] as () => boolean;
    expect(allowed()).toBe(true);
    choose(false);
    expect(allowed()).toBe(false);

    second.unmount();
    window.dispatchEvent(new ErrorEvent("error", { message: "after" }));
    expect(logError).toHaveBeenCalledTimes(1);
    // The admin (no banner) sends no visit beacon.
    expect(startVisitBeacon).not.toHaveBeenCalled();
  });

  it("starts the visit beacon on the storefront", async () => {
    const page = render(<Monitoring consentVersion="0123456789abcdef" />);
    await waitFor(() => expect(startVisitBeacon).toHaveBeenCalledTimes(1));
    page.unmount();
  });
});
