import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localizeSvg } from "#server/http/localize-svg";
import { contentHash, contentVersions, seedImageParams, SEED_IMAGES_DIR } from "./image-versions.ts";

describe("image content versions", () => {
  it("hashes every SVG of a directory to a short, URL-safe version that follows the content", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "elara-versions-"));
    await writeFile(path.join(dir, "a.svg"), "<svg>a</svg>");
    await writeFile(path.join(dir, "b.svg"), "<svg>b</svg>");
    await writeFile(path.join(dir, "notes.txt"), "not an image");
    const versions = contentVersions(dir);
    expect([...versions.keys()].sort()).toEqual(["a.svg", "b.svg"]);
    expect(versions.get("a.svg")?.source).toMatch(/^[\w-]{10}$/);
    expect(versions.get("a.svg")?.source).toBe(contentHash("<svg>a</svg>"));
    expect(versions.get("a.svg")?.source).not.toBe(versions.get("b.svg")?.source);
  });

  it("versions each language's drawing, so a changed label gets a new URL", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "elara-versions-"));
    const svg = "<svg><title>Papillex by Elara, 60 capsules</title><text>60 capsules</text></svg>";
    await writeFile(path.join(dir, "bottle.svg"), svg);
    const versions = contentVersions(dir).get("bottle.svg")!;
    expect(versions.ro).toBe(contentHash(localizeSvg(svg, "ro")));
    expect(versions.ro).not.toBe(versions.source);
    expect(versions.en).toBe(contentHash(localizeSvg(svg, "en")));
  });

  it("gives the catalogue's seed pictures the language and its version, and nothing else", () => {
    const versions = contentVersions(SEED_IMAGES_DIR).get("papillex-1.svg")!;
    expect(seedImageParams("seed/papillex-1.svg", "ro")).toEqual({ lang: "ro", v: versions.ro });
    expect(seedImageParams("seed/papillex-1.svg", "en")).toEqual({ lang: "en", v: versions.en });
    expect(versions.ro).not.toBe(versions.en);
    expect(seedImageParams("uploads/papillex-1.svg", "ro")).toBeUndefined();
    expect(seedImageParams("seed/missing.svg", "ro")).toEqual({ lang: "ro", v: undefined });
  });
});
