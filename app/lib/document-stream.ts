import { Transform } from "node:stream";

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/gi;

/** The head's module preloads, asked for at low priority; nothing else in the text changes. */
export function lowerModulePreloads(head: string): string {
  return head.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

const MANIFEST_START = "window.__reactRouterManifest = ";
const MANIFEST_END = "};\n";

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
  let manifest: unknown;
  try {
    manifest = JSON.parse(bytes.toString("utf8", jsonStart, jsonEnd));
  } catch {
    return bytes;
  }
  return Buffer.concat([bytes.subarray(0, jsonStart), Buffer.from(JSON.stringify(manifest), "utf8"), bytes.subarray(jsonEnd)]);
}

/**
 * The stream React writes a document into, as the server sends it on.
 *
 * - React writes a flush in pieces of 4 KB and then calls the destination's `flush()`; each piece sent on alone
 *   costs a compressor write and a web-stream chunk of its own. The pieces of one flush go on as one.
 * - React Router's inlined route manifest goes out without its indentation (`compactRouteManifest`).
 * - The first paint needs the HTML, the stylesheet and the first image; the scripts only make the painted page
 *   interactive. At their default (high) priority React Router's module preloads share a phone's slow first second
 *   with the stylesheet and the image; marked low, they follow them, and hydration ends about when it did, since
 *   the same bytes arrive. The head is held until its end is seen (it always is in the first flush).
 */
export function documentStream(): Transform {
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
    const bytes = compactRouteManifest(pending.length === 1 ? pending[0]! : Buffer.concat(pending));
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
