import { afterEach, beforeEach, vi } from "vitest";

/** `fetch` stubbed for every test of the file: a fresh mock before each (the test queues its answers), the real one back after. */
export function stubFetchForEachTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
