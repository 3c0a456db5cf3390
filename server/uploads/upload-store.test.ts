/**
 * The upload store's rules by kind (issue 17 item 1, issue 19 item 2): a return photo's own limits, a decoded size
 * refused from the header alone, and private pictures kept where the public reader (the image route's) never looks.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createUploadStore } from "./upload-store.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "elara-upload-store-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const store = createUploadStore(dataDir);

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 80 } } })
    .png()
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}

/** A PNG whose header says `width` × `height`, with no pixels behind it: what a decompression bomb shows first. */
function pngHeader(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", Buffer.alloc(0)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("the upload store", () => {
  it("takes a 300 px return photo that a product picture would be refused for", async () => {
    const bytes = await picture(400, 300);
    expect(await store.save("products", bytes)).toMatchObject({ ok: false, problem: "too_small", width: 400, height: 300 });
    expect(await store.savePrivate("returns", bytes)).toMatchObject({ ok: true, width: 400, height: 300 });
    expect(await store.savePrivate("returns", await picture(299, 2000))).toMatchObject({ ok: false, problem: "too_small" });
  });

  it("refuses a photo whose header promises over 100 megapixels, before decoding it", async () => {
    expect(await store.savePrivate("returns", pngHeader(12_000, 9_000))).toEqual({ ok: false, problem: "too_large" });
  });

  it("keeps a return photo privately: the public reader never finds it, the private one does until it is removed", async () => {
    const saved = await store.savePrivate("returns", await picture(640, 480));
    if (!saved.ok) throw new Error("not saved");
    expect(saved.file).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(await store.read("returns", saved.file)).toBeNull();
    expect(await store.read("../private/returns", saved.file)).toBeNull();
    const bytes = await store.readPrivate("returns", saved.file);
    expect((await sharp(bytes!).metadata()).format).toBe("webp");
    await store.removePrivate("returns", saved.file);
    expect(await store.readPrivate("returns", saved.file)).toBeNull();
    expect(await store.readPrivate("returns", "../uploads/products/x.webp")).toBeNull();
  });
});
