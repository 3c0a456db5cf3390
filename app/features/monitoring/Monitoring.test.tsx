// @vitest-environment jsdom
import { render, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";

const reportWebVitals = vi.hoisted(() => vi.fn());
const logError = vi.hoisted(() => vi.fn());
vi.mock("./web-vitals.ts", () => ({ reportWebVitals }));
vi.mock("./client-logger.ts", () => ({ logError }));

const { Monitoring } = await import("./Monitoring.tsx");

describe("<Monitoring />", () => {
  it("starts the vitals once per page load and captures uncaught errors while mounted", async () => {
    const first = render(
      <StrictMode>
        <Monitoring />
      </StrictMode>,
    );
    expect(first.container.innerHTML).toBe("");
    first.unmount();
    const second = render(<Monitoring />);
    // The vitals module is imported after hydration, so its start is asynchronous.
    await waitFor(() => expect(reportWebVitals).toHaveBeenCalledTimes(1));

    window.dispatchEvent(new ErrorEvent("error", { message: "boom" }));
    // Strict Mode's extra effect run was cleaned up: one listener, one entry.
    expect(logError).toHaveBeenCalledTimes(1);

    second.unmount();
    window.dispatchEvent(new ErrorEvent("error", { message: "after" }));
    expect(logError).toHaveBeenCalledTimes(1);
  });
});
