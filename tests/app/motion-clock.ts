import { act } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/** What `matchMedia` says about `prefers-reduced-motion`; every other query matches nothing. */
export function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("prefers-reduced-motion"),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

/** Every test of the file runs on a fake clock with motion allowed; `advance` moves the clock inside `act`. */
export function fakeClockWithMotionForEachTest() {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

export const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
