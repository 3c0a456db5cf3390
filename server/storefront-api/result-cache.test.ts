import type { ExecutionResult } from "graphql";
import { describe, expect, it } from "vitest";
import { createResultCache } from "./result-cache.ts";

const answerOf = (value: string): ExecutionResult => ({ data: { value } });

function counting(value = "a") {
  const calls = { count: 0 };
  return { calls, run: async () => (calls.count++, answerOf(value)) };
}

describe("the Storefront API's result cache", () => {
  it("runs a key once, then answers from memory with the same JSON and ETag, frozen", async () => {
    const cache = createResultCache({ maxBytes: 10_000, freshMs: 60_000 });
    const { calls, run } = counting();
    const first = await cache.answer("k", ["catalog"], run);
    const second = await cache.answer("k", ["catalog"], run);
    expect(calls.count).toBe(1);
    expect(first.kept).not.toBeNull();
    expect(second.kept?.json).toBe('{"data":{"value":"a"}}');
    expect(second.kept?.etag).toMatch(/^"[\w-]{27}"$/);
    expect(Object.isFrozen(second.kept?.result.data)).toBe(true);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it("says which answer came from memory: not the one that filled it, nor one that waited for that run", async () => {
    const cache = createResultCache({ maxBytes: 10_000, freshMs: 60_000 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const run = async () => (await gate, answerOf("a"));
    const filling = cache.answer("k", [], run);
    const waiting = cache.answer("k", [], run);
    release();
    expect(await filling).toMatchObject({ fromCache: false });
    expect(await waiting).toMatchObject({ fromCache: false });
    expect(await cache.answer("k", [], run)).toMatchObject({ fromCache: true });
  });

  it("finds a fresh kept answer by its key alone, counted as a hit, and nothing for an unknown or stale key", async () => {
    let now = 0;
    const cache = createResultCache({ maxBytes: 10_000, freshMs: 1_000, now: () => now });
    await cache.answer("k", [], counting().run);
    expect(cache.fresh("k")?.json).toBe('{"data":{"value":"a"}}');
    expect(cache.fresh("other")).toBeNull();
    now = 1_001;
    expect(cache.fresh("k")).toBeNull();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1 });
  });

  it("runs a key once however many ask at the same time", async () => {
    const cache = createResultCache({ maxBytes: 10_000, freshMs: 60_000 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let count = 0;
    const run = async () => {
      count += 1;
      await gate;
      return answerOf("a");
    };
    const asked = Promise.all([1, 2, 3].map(() => cache.answer("k", [], run)));
    release();
    await asked;
    expect(count).toBe(1);
  });

  it("never keeps an answer with errors", async () => {
    const cache = createResultCache({ maxBytes: 10_000, freshMs: 60_000 });
    let count = 0;
    const failing = async (): Promise<ExecutionResult> => (count++, { errors: [] });
    await cache.answer("k", [], failing);
    const again = await cache.answer("k", [], failing);
    expect(count).toBe(2);
    expect(again.kept).toBeNull();
  });

  it("drops the answers tagged with what changed, every answer for *, and keeps the others", async () => {
    const cache = createResultCache({ maxBytes: 10_000, freshMs: 60_000 });
    const product = counting("p");
    const article = counting("b");
    await cache.answer("product", ["catalog"], product.run);
    await cache.answer("article", ["blog"], article.run);
    cache.invalidate(["catalog"]);
    await cache.answer("product", ["catalog"], product.run);
    await cache.answer("article", ["blog"], article.run);
    expect([product.calls.count, article.calls.count]).toEqual([2, 1]);
    cache.invalidate(["*"]);
    await cache.answer("article", ["blog"], article.run);
    expect(article.calls.count).toBe(2);
  });

  it("answers but does not keep a run that began before a change: it may have read the old data", async () => {
    const cache = createResultCache({ maxBytes: 10_000, freshMs: 60_000 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = cache.answer("k", ["catalog"], async () => (await gate, answerOf("old")));
    cache.invalidate(["catalog"]);
    release();
    await running;
    const { calls, run } = counting("new");
    const next = await cache.answer("k", ["catalog"], run);
    expect(calls.count).toBe(1);
    expect(next.kept?.json).toBe('{"data":{"value":"new"}}');
  });

  it("runs again once an answer is older than its freshness", async () => {
    let now = 0;
    const cache = createResultCache({ maxBytes: 10_000, freshMs: 1_000, now: () => now });
    const { calls, run } = counting();
    await cache.answer("k", [], run);
    now = 1_000;
    await cache.answer("k", [], run);
    now = 1_001;
    await cache.answer("k", [], run);
    expect(calls.count).toBe(2);
  });

  it("stays within its bytes, compressed copies counted, dropping the least recently used first", async () => {
    const cache = createResultCache({ maxBytes: 60, freshMs: 60_000 });
    const first = await cache.answer("a", [], counting("a").run);
    const size = Buffer.byteLength(first.kept!.json); // 22 bytes each
    await cache.answer("b", [], counting("b").run);
    await cache.answer("a", [], counting("a").run); // a is now the most recent
    await cache.answer("c", [], counting("c").run);
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 2 * size });
    const b = counting("b");
    await cache.answer("b", [], b.run);
    expect(b.calls.count).toBe(1);
    const { kept } = await cache.answer("b", [], b.run);
    await kept?.encoded();
    expect(kept?.encodedIfMade()?.br).toBeInstanceOf(Buffer);
    expect(cache.stats().bytes).toBeLessThanOrEqual(60);
  });

  it("keeps nothing when off, and nothing more once disabled", async () => {
    const off = createResultCache({ maxBytes: 0, freshMs: 60_000 });
    const { calls, run } = counting();
    await off.answer("k", [], run);
    await off.answer("k", [], run);
    expect(calls.count).toBe(2);
    const on = createResultCache({ maxBytes: 10_000, freshMs: 60_000 });
    await on.answer("k", [], run);
    on.disable();
    await on.answer("k", [], run);
    expect(calls.count).toBe(4);
  });
});
