import { Readable, Writable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { compactRouteManifest, documentStream, lowerModulePreloads, takeKeptSections } from "./document-stream.ts";

const PAGE =
  '<!DOCTYPE html><html lang="ro"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/><link rel="modulepreload" href="/assets/shell.js" nonce="n"/>' +
  '</head><body><p>Șosea</p><link rel="modulepreload" href="/assets/later.js"/></body></html>';
const EXPECTED = PAGE.replace(
  /<link rel="modulepreload" href="\/assets\/(entry|shell)/g,
  '<link rel="modulepreload" fetchpriority="low" href="/assets/$1',
);

function pieces(bytes: Buffer, size: number): Buffer[] {
  const cut: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) cut.push(bytes.subarray(at, at + size));
  return cut;
}

/** What the stream sends on, piece by piece, when each flush's pieces are written and then `flush()` is called. */
async function sent(flushes: Buffer[][]): Promise<string[]> {
  const stream = documentStream();
  const out: string[] = [];
  stream.pipe(new Writable({ write: (chunk: Buffer, _encoding, callback) => (out.push(chunk.toString("utf8")), callback()) }));
  for (const flush of flushes) {
    for (const piece of flush) stream.write(piece);
    (stream as unknown as { flush(): void }).flush();
    await new Promise((resolve) => setImmediate(resolve));
  }
  await new Promise<void>((resolve) => stream.end(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  return out;
}

describe("the document stream", () => {
  it("marks every module preload low and leaves the rest of the text as it was", () => {
    expect(lowerModulePreloads('<link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/b.css"/>')).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="stylesheet" href="/b.css"/>',
    );
  });

  it("does not mark a preload twice", () => {
    const marked = '<link rel="modulepreload" fetchpriority="low" href="/a.js"/>';
    expect(lowerModulePreloads(marked)).toBe(marked);
  });

  it("finds the head's end and its preloads however the text is cut, diacritics included, and leaves the body alone", async () => {
    const bytes = Buffer.from(PAGE, "utf8");
    for (const size of [1, 3, 7, 64, bytes.length]) {
      expect(await text(Readable.from(pieces(bytes, size)).pipe(documentStream()))).toBe(EXPECTED);
    }
    expect(EXPECTED).toContain('<link rel="modulepreload" href="/assets/later.js"/>');
  });

  it("sends each flush's pieces as one, and holds a flush that has not reached the head's end", async () => {
    const bytes = Buffer.from(PAGE, "utf8");
    const headEnd = PAGE.indexOf("</head>") + 3;
    const first = pieces(bytes.subarray(0, headEnd), 16);
    const second = pieces(bytes.subarray(headEnd, headEnd + 40), 8);
    const third = pieces(bytes.subarray(headEnd + 40), 8);
    const out = await sent([first, second, third]);
    expect(out).toHaveLength(2);
    expect(out.join("")).toBe(EXPECTED);
    expect(out[0]).toContain("</head>");
  });

  it("passes a document without a head's end through, marked, when it ends", async () => {
    expect(await text(Readable.from([Buffer.from('<link rel="modulepreload" href="/a.js"/>')]).pipe(documentStream()))).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/a.js"/>',
    );
  });
});

describe("the route manifest React Router inlines", () => {
  const manifest = {
    entry: { module: "/assets/entry.client.js", imports: ["/assets/shell.js"] },
    routes: { root: { id: "root", path: "" } },
  };
  const script = (json: string) =>
    `<script type="module" async="">;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${json};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");</script>`;

  it("goes out as the same JSON without its indentation, the script around it unchanged", () => {
    const compacted = compactRouteManifest(Buffer.from(`<p>Șosea</p>${script(JSON.stringify(manifest, null, 2))}</body>`, "utf8"));
    expect(compacted.toString("utf8")).toBe(`<p>Șosea</p>${script(JSON.stringify(manifest))}</body>`);
  });

  it("is compacted the same on every page that carries it, and each of many manifests as its own", () => {
    const page = (id: string, text: string) =>
      Buffer.from(`<p>${text}</p>${script(JSON.stringify({ ...manifest, id }, null, 2))}</body>`, "utf8");
    expect(compactRouteManifest(page("a", "Șosea")).toString("utf8")).toBe(
      `<p>Șosea</p>${script(JSON.stringify({ ...manifest, id: "a" }))}</body>`,
    );
    expect(compactRouteManifest(page("a", "Alta")).toString("utf8")).toBe(
      `<p>Alta</p>${script(JSON.stringify({ ...manifest, id: "a" }))}</body>`,
    );
    for (let n = 0; n < 300; n++)
      expect(compactRouteManifest(page(`m${n}`, "x")).toString("utf8")).toBe(
        `<p>x</p>${script(JSON.stringify({ ...manifest, id: `m${n}` }))}</body>`,
      );
  });

  it("leaves a page without it, or with one it cannot read, as it was", () => {
    const without = Buffer.from("<p>Șosea</p></body>", "utf8");
    expect(compactRouteManifest(without)).toBe(without);
    const unreadable = Buffer.from(script('{"entry": {'), "utf8");
    expect(compactRouteManifest(unreadable)).toBe(unreadable);
  });
});

describe("the kept sections' markers", () => {
  const start = (id: string) => `<template data-kept-start="${id}"></template>`;
  const end = (id: string) => `<template data-kept-end="${id}"></template>`;
  const take = (html: string) => {
    const kept: Record<string, string> = {};
    const sent = takeKeptSections(Buffer.from(html, "utf8"), (marker, section) => (kept[marker] = section)).toString("utf8");
    return { sent, kept };
  };

  it("are taken out of what is sent, and each whole section between them is handed on, nested ones too", () => {
    const { sent, kept } = take(
      `<header>${start("k1")}<a href="/">Acasă</a>${start("k2")}<p>Țări</p>${end("k2")}${end("k1")}</header><main>Pagina</main>`,
    );
    expect(sent).toBe('<header><a href="/">Acasă</a><p>Țări</p></header><main>Pagina</main>');
    expect(kept).toEqual({ k1: '<a href="/">Acasă</a><p>Țări</p>', k2: "<p>Țări</p>" });
  });

  it("hand on no section still waiting for data or given up to the browser, nor one whose end is in another flush", () => {
    const { sent, kept } = take(
      `${start("k1")}<!--$?--><template id="B:0"></template><!--/$-->${end("k1")}` +
        `${start("k2")}<!--$!--><!--/$-->${end("k2")}${start("k3")}<p>rest</p>${end("k4")}` +
        `${start("k5")}<!--$--><p>gata</p><!--/$-->${end("k5")}`,
    );
    expect(sent).toBe('<!--$?--><template id="B:0"></template><!--/$--><!--$!--><!--/$--><p>rest</p><!--$--><p>gata</p><!--/$-->');
    expect(kept).toEqual({ k5: "<!--$--><p>gata</p><!--/$-->" });
  });

  it("leave a page without them as it was, the same buffer, and are taken out when nothing is kept", () => {
    const page = Buffer.from("<p>nimic</p>");
    expect(takeKeptSections(page, () => undefined)).toBe(page);
    expect(takeKeptSections(Buffer.from(`<div>${start("k1")}x${end("k1")}</div>`)).toString()).toBe("<div>x</div>");
  });
});
