/**
 * A page's HTML as the issues' budget counts it (issue 45 item 3, decision 0100): its bytes before compression, and
 * brotli-compressed as the page cache keeps it for shoppers (quality 9, server/http/kept-bytes.ts).
 */
import zlib from "node:zlib";

export function htmlWeight(html) {
  const plain = Buffer.from(html);
  const brotli = zlib.brotliCompressSync(plain, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
  });
  return { raw: plain.length, brotli: brotli.length };
}
