import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressedCopies, strongEtag } from "./kept-bytes.ts";

describe("kept bytes", () => {
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
