import { Transform } from "node:stream";

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/gi;

/** The head's module preloads, asked for at low priority; nothing else in the text changes. */
export function lowerModulePreloads(head: string): string {
  return head.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * The first paint needs the HTML, the stylesheet and the first image; the scripts only make the painted page
 * interactive. At their default (high) priority React Router's module preloads share a phone's slow first second
 * with the stylesheet and the image; marked low, they follow them, and hydration ends about when it did, since
 * the same bytes arrive. React writes the head in pieces of any length, so the head is held (a few KB) until its
 * end is seen, then everything passes through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  let head: Buffer[] | null = [];
  let tail = "";
  const release = () => {
    const text = Buffer.concat(head ?? []).toString("utf8");
    head = null;
    const end = text.includes(HEAD_END) ? text.indexOf(HEAD_END) + HEAD_END.length : text.length;
    return Buffer.from(lowerModulePreloads(text.slice(0, end)) + text.slice(end), "utf8");
  };
  return new Transform({
    transform(chunk: Uint8Array, _encoding, callback) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      if (head === null) return callback(null, bytes);
      head.push(bytes);
      const seen = tail + bytes.toString("latin1");
      if (seen.includes(HEAD_END)) return callback(null, release());
      tail = seen.slice(-(HEAD_END.length - 1));
      callback();
    },
    flush(callback) {
      callback(null, head === null || head.length === 0 ? undefined : release());
    },
  });
}
