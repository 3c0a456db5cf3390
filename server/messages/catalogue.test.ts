/**
 * The server's catalogue (decision 0091): Romanian and English hold the same messages, none empty, and a message that
 * takes values takes the same ones in both languages.
 */
import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "./catalogue.ts";

type Entry = { path: string; value: unknown };

function entries(value: unknown, path = ""): Entry[] {
  if (value === null || typeof value !== "object") return [{ path, value }];
  return Object.entries(value).flatMap(([key, inner]) => entries(inner, path ? `${path}.${key}` : key));
}

describe("the server's messages", () => {
  const ro = entries(SERVER_MESSAGES.ro);
  const en = entries(SERVER_MESSAGES.en);

  it("are the same messages in Romanian and English", () => {
    expect(ro.map(({ path }) => path)).toEqual(en.map(({ path }) => path));
    expect(ro.length).toBeGreaterThan(100);
  });

  it("say something in both languages, and take the same values in both", () => {
    ro.forEach(({ path, value }, index) => {
      const english = en[index]!.value;
      expect(typeof english, path).toBe(typeof value);
      if (typeof value === "function") expect((english as () => unknown).length, path).toBe(value.length);
      if (typeof value === "string") expect([value.trim(), (english as string).trim()], path).not.toContain("");
    });
  });
});
