import type * as NodeCrypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { sameSecret, secretCheck } from "./same-secret.ts";

// Every call to timingSafeEqual, by the lengths it was given.
const compared = vi.hoisted(() => [] as Array<[number, number]>);

vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof NodeCrypto>();
  return {
    ...crypto,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      compared.push([a.byteLength, b.byteLength]);
      return crypto.timingSafeEqual(a, b);
    },
  };
});

const SECRET = "a-secret-of-thirty-two-characters";

describe("sameSecret", () => {
  it("accepts the secret itself", () => {
    expect(sameSecret(SECRET, SECRET)).toBe(true);
    expect(secretCheck(SECRET)(SECRET)).toBe(true);
  });

  it("refuses a guess of the same length that differs", () => {
    const guess = `${SECRET.slice(0, -1)}X`;
    expect(guess).toHaveLength(SECRET.length);
    expect(sameSecret(guess, SECRET)).toBe(false);
    expect(secretCheck(SECRET)(guess)).toBe(false);
  });

  it("refuses a prefix, an extension and any other length", () => {
    for (const guess of [SECRET.slice(0, 5), `${SECRET}!`, "x"]) {
      expect(sameSecret(guess, SECRET)).toBe(false);
      expect(secretCheck(SECRET)(guess)).toBe(false);
    }
  });

  it("refuses an absent or empty guess, and an empty secret accepts nothing", () => {
    expect(sameSecret(undefined, SECRET)).toBe(false);
    expect(sameSecret("", SECRET)).toBe(false);
    expect(sameSecret("", "")).toBe(false);
    expect(sameSecret(undefined, "")).toBe(false);
    expect(secretCheck("")("")).toBe(false);
  });

  it("compares fixed-length digests for every guess, so its length never cuts the comparison short", () => {
    compared.length = 0;
    const guesses = [SECRET, "x", `${SECRET}${SECRET}`, "", undefined];
    for (const guess of guesses) sameSecret(guess, SECRET);
    for (const guess of guesses) secretCheck(SECRET)(guess);
    expect(compared).toEqual(Array.from({ length: guesses.length * 2 }, () => [32, 32]));
  });
});
