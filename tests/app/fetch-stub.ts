import { afterEach, beforeEach, vi } from "vitest";

/**
 * `fetch` stubbed for every test of the file: a fresh mock before each (the test queues its answers), the real one back
 * after. With `immediateFrames`, animation frames run at once too (forms that move focus to their message in the next
 * frame).
 */
export function stubFetchForEachTest({ immediateFrames = false }: { immediateFrames?: boolean } = {}) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    if (immediateFrames) {
      vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
        callback(0);
        return 0;
      });
    }
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
