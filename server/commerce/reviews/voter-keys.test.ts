import { describe, expect, it } from "vitest";
import { isVoterKey } from "#domain/reviews";
import { createVoterKeys } from "./voter-keys.ts";

describe("voter keys", () => {
  const keys = createVoterKeys(() => "a-secret-of-at-least-thirty-two-characters");

  it("issues distinct keys that the store recognises and the header's shape admits", () => {
    const first = keys.issue();
    const second = keys.issue();
    expect(first).not.toBe(second);
    expect(isVoterKey(first)).toBe(true);
    expect(keys.isGenuine(first)).toBe(true);
    expect(keys.isGenuine(second)).toBe(true);
  });

  it("refuses invented keys, altered keys and keys signed with another secret", () => {
    const key = keys.issue();
    expect(keys.isGenuine("made-up-voter-key-1234")).toBe(false);
    expect(keys.isGenuine(`${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`)).toBe(false);
    expect(keys.isGenuine(`${key.slice(0, 5)}${key[5] === "x" ? "y" : "x"}${key.slice(6)}`)).toBe(false);
    expect(createVoterKeys(() => "another-secret-of-thirty-two-characters!").isGenuine(key)).toBe(false);
    expect(keys.isGenuine(`${key}A`)).toBe(false);
  });
});
