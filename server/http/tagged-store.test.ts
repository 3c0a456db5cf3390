import { describe, expect, it } from "vitest";
import { createChangeFeed, createTaggedStore, type TaggedEntry } from "./tagged-store.ts";

interface Answer extends TaggedEntry {
  value: string;
}

const answer = (value: string, size: number, tags: readonly string[] = []): Answer => ({ value, size, tags });
const always = () => true;

describe("the tagged store, under the page cache, the Storefront API's answers and the renders' reads and sections", () => {
  it("finds what it keeps only while the caller says it may still be served, and drops it once not", () => {
    const store = createTaggedStore<Answer>({ maxSize: 100 });
    store.keep("k", answer("a", 10), store.generation);
    expect(store.find("k", always)?.value).toBe("a");
    expect(store.find("other", always)).toBeUndefined();
    expect(store.stats()).toEqual({ entries: 1, size: 10 });
    expect(store.find("k", () => false)).toBeUndefined();
    expect(store.stats()).toEqual({ entries: 0, size: 0 });
  });

  it("stays within its size, dropping the least recently found first, and never keeps one entry larger than all", () => {
    const store = createTaggedStore<Answer>({ maxSize: 25 });
    store.keep("a", answer("a", 10), store.generation);
    store.keep("b", answer("b", 10), store.generation);
    store.find("a", always);
    store.keep("c", answer("c", 10), store.generation);
    expect(store.find("b", always)).toBeUndefined();
    expect(store.find("a", always)?.value).toBe("a");
    expect(store.stats()).toEqual({ entries: 2, size: 20 });
    store.keep("huge", answer("huge", 26), store.generation);
    expect(store.find("huge", always)).toBeUndefined();
    expect(store.stats()).toEqual({ entries: 2, size: 20 });
  });

  it("counts size an entry gains once kept, evicting others for it, and not that of an entry it dropped", () => {
    const store = createTaggedStore<Answer>({ maxSize: 25 });
    const a = answer("a", 10);
    const b = answer("b", 10);
    store.keep("a", a, store.generation);
    store.keep("b", b, store.generation);
    store.grew(b, 8);
    expect(b.size).toBe(18);
    expect(store.find("a", always)).toBeUndefined();
    expect(store.stats()).toEqual({ entries: 1, size: 18 });
    store.invalidate(["*"]);
    store.grew(b, 5);
    expect(store.stats()).toEqual({ entries: 0, size: 0 });
  });

  it("drops entries by tag, every entry for *, and refuses one made before a change that shows somewhere", () => {
    const store = createTaggedStore<Answer>({ maxSize: 100 });
    store.keep("product", answer("p", 10, ["catalog"]), store.generation);
    store.keep("article", answer("b", 10, ["blog"]), store.generation);
    const since = store.generation;
    store.invalidate(["catalog"]);
    expect(store.find("product", always)).toBeUndefined();
    expect(store.find("article", always)?.value).toBe("b");
    store.keep("late", answer("late", 10), since);
    expect(store.find("late", always)).toBeUndefined();
    // A change that shows in no entry (an order) is no reason to refuse what was being made.
    const beforeOrder = store.generation;
    store.invalidate([]);
    store.keep("during", answer("during", 10), beforeOrder);
    expect(store.find("during", always)?.value).toBe("during");
    store.invalidate(["*"]);
    expect(store.stats()).toEqual({ entries: 0, size: 0 });
  });

  it("forgets an entry only while it is still the one kept", () => {
    const store = createTaggedStore<Answer>({ maxSize: 100 });
    const first = answer("first", 10);
    store.keep("k", first, store.generation);
    store.keep("k", answer("second", 10), store.generation);
    store.forget("k", first);
    expect(store.find("k", always)?.value).toBe("second");
    store.forget("k", store.find("k", always)!);
    expect(store.stats()).toEqual({ entries: 0, size: 0 });
  });

  it("makes one key once however many ask while it is made, and makes it again afterwards, even after a failure", async () => {
    const store = createTaggedStore<Answer, string>({ maxSize: 100 });
    let made = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const make = async () => (made++, await gate, "made");
    const first = store.once("k", make);
    const second = store.once("k", make);
    expect([first.joined, second.joined]).toEqual([false, true]);
    release();
    expect(await Promise.all([first.made, second.made])).toEqual(["made", "made"]);
    expect(made).toBe(1);
    const failing = store.once("k", () => {
      throw new Error("broken");
    });
    await expect(failing.made).rejects.toThrow("broken");
    expect(await store.once("k", make).made).toBe("made");
    expect(made).toBe(2);
  });

  it("keeps nothing once disabled, or when given no size", () => {
    const store = createTaggedStore<Answer>({ maxSize: 100 });
    store.keep("k", answer("a", 10), store.generation);
    store.disable();
    expect(store.enabled).toBe(false);
    expect(store.find("k", always)).toBeUndefined();
    store.keep("k", answer("a", 10), store.generation);
    expect(store.stats()).toEqual({ entries: 0, size: 0 });
    expect(createTaggedStore<Answer>({ maxSize: 0 }).enabled).toBe(false);
  });

  it("follow one change feed: every store made with it drops by its tags, and keeps nothing once it is lost", () => {
    const changes = createChangeFeed();
    const stores = [createTaggedStore<Answer>({ maxSize: 100, changes }), createTaggedStore<Answer>({ maxSize: 100, changes })];
    const told: (readonly string[])[] = [];
    changes.subscribe({ invalidate: (tags) => told.push(tags) });
    for (const store of stores) {
      store.keep("product", answer("p", 10, ["catalog"]), store.generation);
      store.keep("article", answer("b", 10, ["blog"]), store.generation);
    }
    changes.changed(["catalog"]);
    changes.changed([]);
    for (const store of stores) expect([store.find("product", always), store.find("article", always)?.value]).toEqual([undefined, "b"]);
    expect(told).toEqual([["catalog"]]);
    changes.lost();
    for (const store of stores) expect([store.enabled, store.stats()]).toEqual([false, { entries: 0, size: 0 }]);
  });
});
