/** The decision records' index by area (docs/decisions/README.md): a record left out of it, or a stale index, fails here. */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { currentRecords, generatedIndex, INDEX_FILE, indexMarkdown, readRecord, unplaced } from "./decision-index.ts";

describe("the decision records' index", () => {
  it("gives every record in docs/decisions/ one area, and names no record that is not there", () => {
    expect(unplaced(currentRecords()), "give the record its area in AREAS of scripts/decision-index.ts").toEqual({
      withoutArea: [],
      withoutRecord: [],
      twice: [],
    });
  });

  it("is docs/decisions/README.md as the records and their areas stand", async () => {
    expect(await readFile(INDEX_FILE, "utf8"), "run `npm run docs:decisions` and commit the file").toBe(await generatedIndex());
  });

  it("refuses to write an index that leaves a new record out", () => {
    const planted = readRecord("9999-planted.md", "# 9999 — A record no area names\n\nStatus: accepted. Date: 2026-11-29.\n");
    expect(() => indexMarkdown([...currentRecords(), planted])).toThrow(/9999-planted\.md/);
  });

  it("reads a record's title without its number and says when a later record changed it", () => {
    const record = readRecord(
      "0074-x.md",
      "# 0074. A request's query gives up\n\nIssue 9. Status: amended by [0080](0080-y.md). Date: 2026-11-22.\n\n## Context\n",
    );
    expect(record).toEqual({
      number: 74,
      file: "0074-x.md",
      title: "A request's query gives up",
      changedBy: "amended by [0080](0080-y.md)",
    });
    expect(readRecord("0084-z.md", "# 0084 — One writer\n\nStatus: accepted. Date: 2026-11-26.\n").changedBy).toBeNull();
  });
});
