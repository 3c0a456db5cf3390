import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unwritableDataDirReason } from "./data-dir-check.ts";

let parent: string;
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), "elara-datadir-"));
});
afterAll(() => rm(parent, { recursive: true, force: true }));

describe("unwritableDataDirReason", () => {
  it("has nothing to say about a writable directory, creates it, and leaves no probe behind", async () => {
    const dir = path.join(parent, "fresh", "db");
    expect(await unwritableDataDirReason(dir)).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it("names a data directory that cannot be one", async () => {
    const file = path.join(parent, "plain-file");
    await writeFile(file, "");
    expect(await unwritableDataDirReason(path.join(file, "db"))).toMatch(
      /is not a directory\. Set DATA_DIR to a directory the store may write in\.$/,
    );
  });
});
