// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANNOUNCEMENT_CLEAR_MS, LiveRegion, useAnnouncement } from "./LiveAnnouncer.tsx";

/** One button per message, as the drawer's actions announce what they did. */
function Announcer({ clearAfterMs }: { clearAfterMs?: number }) {
  const [announcement, announce] = useAnnouncement(clearAfterMs);
  return (
    <>
      {["Cart opened, 2 items", "Removed", "Saved"].map((message) => (
        <button key={message} type="button" onClick={() => announce(message)}>
          {message}
        </button>
      ))}
      <LiveRegion announcement={announcement} />
    </>
  );
}

const announce = (message: string) => fireEvent.click(screen.getByRole("button", { name: message }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const region = () => screen.getByRole("status");

describe("live announcements", () => {
  it("are read politely and cleared after 3000 ms", () => {
    render(<Announcer />);
    expect(ANNOUNCEMENT_CLEAR_MS).toBe(3000);
    expect(region().getAttribute("aria-live")).toBe("polite");
    expect(region().textContent).toBe("");
    act(() => announce("Cart opened, 2 items"));
    expect(region().textContent).toBe("Cart opened, 2 items");
    act(() => void vi.advanceTimersByTime(ANNOUNCEMENT_CLEAR_MS - 1));
    expect(region().textContent).toBe("Cart opened, 2 items");
    act(() => void vi.advanceTimersByTime(1));
    expect(region().textContent).toBe("");
  });

  it("start their 3000 ms again with each new message, and repeat the same words as a new node", () => {
    render(<Announcer />);
    act(() => announce("Removed"));
    const first = region().firstChild;
    act(() => void vi.advanceTimersByTime(2000));
    act(() => announce("Removed"));
    expect(region().firstChild).not.toBe(first);
    act(() => void vi.advanceTimersByTime(2000));
    expect(region().textContent).toBe("Removed");
    act(() => void vi.advanceTimersByTime(1000));
    expect(region().textContent).toBe("");
  });

  it("take another delay when given one", () => {
    render(<Announcer clearAfterMs={500} />);
    act(() => announce("Saved"));
    act(() => void vi.advanceTimersByTime(500));
    expect(region().textContent).toBe("");
  });
});
