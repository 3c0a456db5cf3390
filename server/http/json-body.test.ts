/**
 * The shared JSON reader's rules (decision 0069): depth found by a scan before parsing, values counted and texts
 * checked by an iterative walk, so no body can overflow the stack however deep it is.
 */
import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, MAX_JSON_VALUES, nestedDeeperThan, parseJsonObject, parseJsonValue, valueRefusal } from "./json-body.ts";

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("the JSON reader", () => {
  it("takes 32 levels and refuses 33, counting brackets inside strings as text", () => {
    expect(parseJsonValue(nested(MAX_JSON_DEPTH)).ok).toBe(true);
    expect(parseJsonValue(nested(MAX_JSON_DEPTH + 1))).toEqual({ ok: false, problem: "tooDeep" });
    expect(parseJsonObject(`{"note": "${"[{".repeat(100)}\\"]"}`)).toEqual({ ok: true, value: { note: `${"[{".repeat(100)}"]` } });
    expect(nestedDeeperThan(`{"a":"\\\\"}`, 1)).toBe(false);
  });

  it("refuses a body nested 100,000 deep without recursing, before parsing it", () => {
    expect(parseJsonObject(`{"a":${nested(100_000)}}`)).toEqual({ ok: false, problem: "tooDeep" });
    // A value built in memory rather than parsed: the walk alone meets it, and does not recurse either.
    let deep: unknown[] = [];
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(valueRefusal(deep)).toEqual({ problem: "tooManyValues" });
  });

  it("counts every value, keys aside, and refuses more than 10,000", () => {
    const values = (count: number) => JSON.stringify({ list: Array.from({ length: count - 2 }, (_, index) => index) });
    expect(parseJsonObject(values(MAX_JSON_VALUES)).ok).toBe(true);
    expect(parseJsonObject(values(MAX_JSON_VALUES + 1))).toEqual({ ok: false, problem: "tooManyValues" });
  });

  it("names the first field holding a NUL or a lone surrogate, in a key or a value, and lets whole emoji through", () => {
    expect(parseJsonObject(JSON.stringify({ note: "Mulțumim 😀", lines: [{ id: "a" }] })).ok).toBe(true);
    expect(parseJsonObject(JSON.stringify({ a: "ok", lines: [{ id: "a" }, { id: "b\ud83d" }], z: "\u0000" }))).toEqual({
      ok: false,
      problem: "unstorableText",
      field: "lines.1.id",
      character: "U+D83D",
    });
    expect(parseJsonObject('{"address": {"ci\\udc00ty": "Cluj"}}')).toEqual({
      ok: false,
      problem: "unstorableText",
      field: "address.city",
      character: "U+DC00",
    });
    expect(parseJsonObject('{"city\\u0000": "Cluj"}')).toEqual({ ok: false, problem: "unstorableText", field: "city", character: "NUL" });
  });

  it("names the first field holding a character XML 1.0 forbids, and lets tabs and line breaks through (decision 0132)", () => {
    expect(parseJsonObject(JSON.stringify({ note: "Sună la interfon\tdupă 18:00\r\nMulțumesc" })).ok).toBe(true);
    for (const [character, name] of [
      ["\u0001", "U+0001"],
      ["\u0008", "U+0008"],
      ["\u000b", "U+000B"],
      ["\u001f", "U+001F"],
      ["\ufffe", "U+FFFE"],
      ["\uffff", "U+FFFF"],
    ] as const) {
      expect(parseJsonObject(JSON.stringify({ shippingAddress: { firstName: `Ana${character}` } }))).toEqual({
        ok: false,
        problem: "unstorableText",
        field: "shippingAddress.firstName",
        character: name,
      });
    }
    expect(parseJsonObject('{"last\\u0002Name": "Pop"}')).toEqual({
      ok: false,
      problem: "unstorableText",
      field: "lastName",
      character: "U+0002",
    });
  });

  it("refuses a tab or line break in a one-line field wherever it is nested, and keeps them in any other field", () => {
    expect(parseJsonObject(JSON.stringify({ shippingAddress: { city: "Cluj\nNapoca" } }))).toEqual({
      ok: false,
      problem: "notOneLine",
      field: "shippingAddress.city",
      character: "U+000A",
    });
    expect(parseJsonObject(JSON.stringify({ lines: [{ name: "Papillex\t3" }] }))).toMatchObject({
      problem: "notOneLine",
      field: "lines.0.name",
    });
    expect(parseJsonObject(JSON.stringify({ note: "Etaj 2\r\nInterfon 12", title: "a\tb" })).ok).toBe(true);
  });

  it("says which rule a body broke: not JSON, not an object", () => {
    expect(parseJsonObject("{")).toEqual({ ok: false, problem: "notJson" });
    expect(parseJsonObject("[1]")).toEqual({ ok: false, problem: "notObject" });
  });
});
