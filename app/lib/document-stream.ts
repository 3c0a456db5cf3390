import { Transform } from "node:stream";
import { KEPT_END_ATTRIBUTE, KEPT_START_ATTRIBUTE } from "./kept-render.server.tsx";

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/gi;

/** The head's module preloads, asked for at low priority; nothing else in the text changes. */
export function lowerModulePreloads(head: string): string {
  return head.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

const MANIFEST_START = "window.__reactRouterManifest = ";
const MANIFEST_END = "};\n";

/**
 * Compacted manifests by their indented text. A build has one manifest per set of matched routes, so a few dozen
 * entries hold them all and each render skips a parse and a serialisation; the bound only guards against a build
 * that makes one per request.
 */
const compacted = new Map<string, Buffer>();
const COMPACTED_KEPT = 256;

/**
 * React Router inlines the page's routes as JSON indented by two spaces (`JSON.stringify(…, null, 2)` in its
 * `<Scripts>`): on a product page 1.6 KB of the HTML is that white space. The same JSON goes out without it; anything
 * that does not read as the manifest is sent as it was.
 */
export function compactRouteManifest(bytes: Buffer): Buffer {
  const start = bytes.indexOf(MANIFEST_START, 0, "latin1");
  if (start === -1) return bytes;
  const jsonStart = start + MANIFEST_START.length;
  const jsonEnd = bytes.indexOf(MANIFEST_END, jsonStart, "latin1") + 1;
  if (jsonEnd === 0) return bytes;
  const indented = bytes.toString("utf8", jsonStart, jsonEnd);
  let compact = compacted.get(indented);
  if (!compact) {
    try {
      compact = Buffer.from(JSON.stringify(JSON.parse(indented)), "utf8");
    } catch {
      return bytes;
    }
    if (compacted.size >= COMPACTED_KEPT) compacted.delete(compacted.keys().next().value!);
    compacted.set(indented, compact);
  }
  return Buffer.concat([bytes.subarray(0, jsonStart), compact, bytes.subarray(jsonEnd)]);
}

const MARKER = "<template data-kept-";
const MARKER_SYNTAX = new RegExp(`^<template (${KEPT_START_ATTRIBUTE}|${KEPT_END_ATTRIBUTE})="([A-Za-z0-9]{1,20})"></template>`);
/** A Suspense boundary still waiting (`$?`), given up to the browser (`$!`), or a placeholder for content sent later. */
const UNFINISHED = ["<!--$?-->", "<!--$!-->", '<template id="'];

interface Marker {
  start: boolean;
  id: string;
  from: number;
  to: number;
}

function markersIn(bytes: Buffer): Marker[] {
  const markers: Marker[] = [];
  for (let at = bytes.indexOf(MARKER, 0, "latin1"); at !== -1; at = bytes.indexOf(MARKER, at + 1, "latin1")) {
    const found = MARKER_SYNTAX.exec(bytes.toString("latin1", at, at + 80));
    if (found) markers.push({ start: found[1] === KEPT_START_ATTRIBUTE, id: found[2]!, from: at, to: at + found[0].length });
  }
  return markers;
}

/** `bytes` from `from` to `to` without the markers among them. */
function withoutMarkers(bytes: Buffer, markers: readonly Marker[], from: number, to: number): Buffer {
  const pieces: Buffer[] = [];
  let at = from;
  for (const marker of markers) {
    if (marker.from < from || marker.to > to) continue;
    pieces.push(bytes.subarray(at, marker.from));
    at = marker.to;
  }
  pieces.push(bytes.subarray(at, to));
  return pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
}

/**
 * The kept sections' markers (app/lib/kept-render.tsx) out of a flush, and each whole section between its two markers
 * handed to `keep`: not one that was still waiting for data or whose markers fell into different flushes.
 */
export function takeKeptSections(bytes: Buffer, keep?: (marker: string, html: string) => void): Buffer {
  if (bytes.indexOf(MARKER, 0, "latin1") === -1) return bytes;
  const markers = markersIn(bytes);
  if (keep) {
    for (const start of markers.filter((marker) => marker.start)) {
      const end = markers.find((marker) => !marker.start && marker.id === start.id);
      if (!end) continue;
      const section = withoutMarkers(bytes, markers, start.to, end.from);
      if (UNFINISHED.some((unfinished) => section.indexOf(unfinished, 0, "latin1") !== -1)) continue;
      keep(start.id, section.toString("utf8"));
    }
  }
  return withoutMarkers(bytes, markers, 0, bytes.length);
}

/**
 * The stream React writes a document into, as the server sends it on.
 *
 * - React writes a flush in pieces of 4 KB and then calls the destination's `flush()`; each piece sent on alone
 *   costs a compressor write and a web-stream chunk of its own. The pieces of one flush go on as one.
 * - React Router's inlined route manifest goes out without its indentation (`compactRouteManifest`).
 * - The kept sections' markers are taken out, and what they enclosed is handed to `keep` (`takeKeptSections`).
 * - The first paint needs the HTML, the stylesheet and the first image; the scripts only make the painted page
 *   interactive. At their default (high) priority React Router's module preloads share a phone's slow first second
 *   with the stylesheet and the image; marked low, they follow them, and hydration ends about when it did, since
 *   the same bytes arrive. The head is held until its end is seen (it always is in the first flush).
 */
export function documentStream({ keep }: { keep?: ((marker: string, html: string) => void) | undefined } = {}): Transform {
  let pending: Buffer[] = [];
  let headDone = false;
  let headSent = false;
  let tail = "";

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!headDone) {
        const seen = tail + chunk.toString("latin1");
        headDone = seen.includes(HEAD_END);
        tail = seen.slice(-(HEAD_END.length - 1));
      }
      callback();
    },
    flush(callback) {
      sendPending(true);
      callback();
    },
  });

  /** Sends what was written since the last flush, once the head's end is among it (or the document ends). */
  function sendPending(ending: boolean) {
    if (pending.length === 0 || (!headDone && !ending)) return;
    const bytes = takeKeptSections(compactRouteManifest(pending.length === 1 ? pending[0]! : Buffer.concat(pending)), keep);
    pending = [];
    stream.push(headSent ? bytes : withLowPriorityHead(bytes));
    headSent = true;
  }

  // Only the head is read as text: decoding the whole first flush (most of the page) and encoding it again cost a
  // cold render about a millisecond.
  function withLowPriorityHead(bytes: Buffer): Buffer {
    const headEnd = bytes.indexOf(HEAD_END, 0, "latin1");
    const end = headEnd === -1 ? bytes.length : headEnd + HEAD_END.length;
    const head = Buffer.from(lowerModulePreloads(bytes.toString("utf8", 0, end)), "utf8");
    return end === bytes.length ? head : Buffer.concat([head, bytes.subarray(end)]);
  }

  // React calls `flush()` on its destination when a flush's pieces are all written.
  return Object.assign(stream, { flush: () => sendPending(false) });
}
