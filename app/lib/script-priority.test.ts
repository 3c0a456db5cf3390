import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerModulePreloads, lowPriorityModulePreloads } from "./script-priority.ts";

const PAGE =
  '<!DOCTYPE html><html lang="ro"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/><link rel="modulepreload" href="/assets/shell.js" nonce="n"/>' +
  '</head><body><p>Șosea</p><link rel="modulepreload" href="/assets/later.js"/></body></html>';

async function through(pieces: Uint8Array[]) {
  return text(Readable.from(pieces).pipe(lowPriorityModulePreloads()));
}

describe("module preloads at low priority", () => {
  it("marks every module preload in the head low and leaves the rest of the text as it was", () => {
    expect(lowerModulePreloads('<link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/b.css"/>')).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="stylesheet" href="/b.css"/>',
    );
  });

  it("does not mark a preload twice", () => {
    const marked = '<link rel="modulepreload" fetchpriority="low" href="/a.js"/>';
    expect(lowerModulePreloads(marked)).toBe(marked);
  });

  it("finds the head's end and the preloads however the stream is cut, diacritics included, and leaves the body alone", async () => {
    const bytes = Buffer.from(PAGE, "utf8");
    const expected = PAGE.replace(
      /<link rel="modulepreload" href="\/assets\/(entry|shell)/g,
      '<link rel="modulepreload" fetchpriority="low" href="/assets/$1',
    );
    for (const size of [1, 3, 7, 64, bytes.length]) {
      const pieces: Uint8Array[] = [];
      for (let at = 0; at < bytes.length; at += size) pieces.push(new Uint8Array(bytes.subarray(at, at + size)));
      expect(await through(pieces)).toBe(expected);
    }
    expect(expected).toContain('<link rel="modulepreload" href="/assets/later.js"/>');
  });

  it("passes a document without a head's end through, marked", async () => {
    expect(await through([Buffer.from('<link rel="modulepreload" href="/a.js"/>')])).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/a.js"/>',
    );
  });
});
