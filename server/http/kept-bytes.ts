/**
 * The bytes a kept answer is served as (the page cache's pages, the Storefront API's answers): its compressed copies,
 * made once, and the strong ETag a browser or CDN revalidates it by.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli (quality 9) and gzip (level 9) copies of a kept body, made once off the event loop. */
export async function compressedCopies(plain: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
    gzip(plain, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** A strong ETag of these bytes: 27 base64url characters (162 bits) of their SHA-256. */
export function strongEtag(bytes: Buffer | string): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}
