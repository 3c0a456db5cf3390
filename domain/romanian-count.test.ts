import { describe, expect, it } from "vitest";
import { romanianCount } from "./romanian-count.ts";

describe("romanianCount", () => {
  it.each([
    [2, "2 secunde"],
    [19, "19 secunde"],
    [20, "20 de secunde"],
    [59, "59 de secunde"],
    [100, "100 de secunde"],
    [101, "101 secunde"],
    [119, "119 secunde"],
    [120, "120 de secunde"],
  ])("%i → %s", (n, expected) => {
    expect(romanianCount(n, "secunde")).toBe(expected);
  });
});
