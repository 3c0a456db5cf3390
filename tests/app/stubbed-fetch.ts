import { afterEach, beforeEach, vi } from "vitest";

/**
 * Each test of the file gets a fresh mock as `fetch`, whose answers the test sets, and animation frames that
 * run at once (the forms move focus to their message in the next frame).
 */
export function stubFetchAndFramesForEachTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
