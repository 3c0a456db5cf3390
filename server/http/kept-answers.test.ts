import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressedCopies, createKeptAnswers, strongEtag, type KeptEntry } from "./kept-answers.ts";

interface Answer extends KeptEntry {
  value: string;
}

const answer = (value: string, bytes: number, tags: readonly string[] = []): Answer => ({ value, bytes, tags, storedAt: 0 });
const always = () => true;

describe("kept answers, the store under the page cache and the Storefront API's result cache", () => {
  it("finds what it keeps, only while the caller says it may still be served", () => {
    const store = createKeptAnswers<Answer, Answer>({ maxBytes: 100 });
    store.keep("k", answer("a", 10), store.generation);
    expect(store.find("k", always)?.value).toBe("a");
    expect(store.find("k", () => false)).toBeUndefined();
    expect(store.find("other", always)).toBeUndefined();
    expect(store.stats()).toEqual({ entries: 1, bytes: 10 });
  });

  it("stays within its bytes, dropping the least recently found first, and never keeps one answer larger than all", () => {
    const store = createKeptAnswers<Answer, Answer>({ maxBytes: 25 });
    store.keep("a", answer("a", 10), store.generation);
    store.keep("b", answer("b", 10), store.generation);
    store.find("a", always);
    store.keep("c", answer("c", 10), store.generation);
    expect(store.find("b", always)).toBeUndefined();
    expect(store.find("a", always)?.value).toBe("a");
    expect(store.stats()).toEqual({ entries: 2, bytes: 20 });
    store.keep("huge", answer("huge", 26), store.generation);
    expect(store.find("huge", always)).toBeUndefined();
    expect(store.stats()).toEqual({ entries: 2, bytes: 20 });
  });

  it("counts bytes an answer gains once kept, evicting others for them, and not those of an answer it dropped", () => {
    const store = createKeptAnswers<Answer, Answer>({ maxBytes: 25 });
    const a = answer("a", 10);
    const b = answer("b", 10);
    store.keep("a", a, store.generation);
    store.keep("b", b, store.generation);
    store.grew(b, 8);
    expect(b.bytes).toBe(18);
    expect(store.find("a", always)).toBeUndefined();
    expect(store.stats()).toEqual({ entries: 1, bytes: 18 });
    store.invalidate(["*"]);
    store.grew(b, 5);
    expect(store.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it("drops answers by tag, every answer for *, and refuses one made before a change", () => {
    const store = createKeptAnswers<Answer, Answer>({ maxBytes: 100 });
    store.keep("product", answer("p", 10, ["catalog"]), store.generation);
    store.keep("article", answer("b", 10, ["blog"]), store.generation);
    const since = store.generation;
    store.invalidate(["catalog"]);
    expect(store.find("product", always)).toBeUndefined();
    expect(store.find("article", always)?.value).toBe("b");
    store.keep("late", answer("late", 10), since);
    expect(store.find("late", always)).toBeUndefined();
    store.invalidate(["*"]);
    expect(store.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it("makes one key once however many ask while it is made, and makes it again afterwards, even after a failure", async () => {
    const store = createKeptAnswers<Answer, string>({ maxBytes: 100 });
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

  it("keeps nothing once disabled, or when given no bytes", () => {
    const store = createKeptAnswers<Answer, Answer>({ maxBytes: 100 });
    store.keep("k", answer("a", 10), store.generation);
    store.disable();
    expect(store.enabled).toBe(false);
    expect(store.find("k", always)).toBeUndefined();
    expect(createKeptAnswers<Answer, Answer>({ maxBytes: 0 }).enabled).toBe(false);
  });

  it("compresses a body both ways and names its bytes with a strong ETag", async () => {
    const plain = Buffer.from("kept ".repeat(100));
    const { br, gzip } = await compressedCopies(plain);
    expect(brotliDecompressSync(br)).toEqual(plain);
    expect(gunzipSync(gzip)).toEqual(plain);
    expect(strongEtag(plain)).toMatch(/^"[\w-]{27}"$/);
    expect(strongEtag(plain)).toBe(strongEtag(plain.toString()));
    expect(strongEtag("other")).not.toBe(strongEtag(plain));
  });
});
