/**
 * A reader who lands on an old decision record must see at once whether it still holds and when it was taken
 * (issue 41 item 7): every record carries `Status: … Date: YYYY-MM-DD.` in its first paragraph, as
 * docs/decisions/README.md describes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const FOLDER = join(process.cwd(), "docs", "decisions");
const RECORDS = readdirSync(FOLDER)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();

const STATUS_AND_DATE = /(?:^| )Status: (.+?)\. Date: (\S+?)\.(?: |$)/;
const LINKED_RECORD = /\[(\d{4})\]\((\d{4}-[^)\s]+\.md)\)/g;
const LINKS = String.raw`\[\d{4}\]\(\d{4}-[^)\s]+\.md\)(?: and \[\d{4}\]\(\d{4}-[^)\s]+\.md\))*`;
const STATUS = new RegExp(String.raw`^(?:accepted(?: \([^)]*\))?|(?:amended|superseded) by ${LINKS})$`);

/** The paragraph under the title, its line breaks read as spaces. */
function firstParagraph(markdown: string): string {
  const [, ...afterTitle] = markdown.split("\n");
  const paragraph =
    afterTitle
      .join("\n")
      .trimStart()
      .split(/\n\s*\n/)[0] ?? "";
  return paragraph.replace(/\s+/g, " ").trim();
}

function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  // Date rolls 2026-02-30 over to March 2 rather than refusing it; only a real day reads back the same.
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

describe("decision records", () => {
  it.each(RECORDS)("%s says its status and date under its title", (name) => {
    const found = STATUS_AND_DATE.exec(firstParagraph(readFileSync(join(FOLDER, name), "utf8")));
    expect(found, "expected `Status: accepted. Date: YYYY-MM-DD.` in the paragraph under the title").not.toBeNull();
    const [, status, date] = found!;
    expect(status).toMatch(STATUS);
    expect(isCalendarDay(date!), `${date} is not a real day`).toBe(true);

    for (const [, number, file] of status!.matchAll(LINKED_RECORD)) {
      expect(file!.startsWith(`${number}-`), `${file} is not record ${number}`).toBe(true);
      expect(RECORDS).toContain(file);
      expect(number! > name.slice(0, 4), `${name} can only be changed by a later record, not ${number}`).toBe(true);
    }
  });

  it.each([
    ["2026-11-26", true],
    ["2024-02-29", true],
    ["2026-02-30", false],
    ["2025-02-29", false],
    ["2026-13-01", false],
    ["2026-11-26T10:00", false],
    ["26-11-2026", false],
  ])("reads %s as a real day: %s", (text, real) => {
    expect(isCalendarDay(text)).toBe(real);
  });
});
