import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentHash, contentVersions, imageVersion, SEED_IMAGES_DIR } from "./image-versions.ts";

describe("image content versions", () => {
  it("hashes every SVG of a directory to a short, URL-safe version that follows the content", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "elara-versions-"));
    await writeFile(path.join(dir, "a.svg"), "<svg>a</svg>");
    await writeFile(path.join(dir, "b.svg"), "<svg>b</svg>");
    await writeFile(path.join(dir, "notes.txt"), "not an image");
    const versions = contentVersions(dir);
    expect([...versions.keys()].sort()).toEqual(["a.svg", "b.svg"]);
    expect(versions.get("a.svg")).toMatch(/^[\w-]{10}$/);
    expect(versions.get("a.svg")).toBe(contentHash("<svg>a</svg>"));
    expect(versions.get("a.svg")).not.toBe(versions.get("b.svg"));
  });

  it("versions the catalogue's seed pictures and nothing else", () => {
    expect(imageVersion("seed/papillex-1.svg")).toBe(contentVersions(SEED_IMAGES_DIR).get("papillex-1.svg"));
    expect(imageVersion("seed/papillex-1.svg")).toBeDefined();
    expect(imageVersion("uploads/papillex-1.svg")).toBeUndefined();
    expect(imageVersion("seed/missing.svg")).toBeUndefined();
  });
});
