import { describe, expect, it } from "vitest";
import { cartRestorePath, parseRestoredLines } from "./cart-restore.ts";

describe("the order-again link", () => {
  it("reads back the lines it writes, in the email's language", () => {
    const lines = [
      { handle: "papillex", variantId: 12, quantity: 1 },
      { handle: "magneziu-b6", variantId: 15, quantity: 2 },
    ];
    const path = cartRestorePath(lines, "en");
    expect(path).toBe("/cart/restore?lines=papillex%3A12x1.magneziu-b6%3A15x2&lng=en");
    expect(parseRestoredLines(new URL(path, "https://shop.example").searchParams.get("lines"))).toEqual(lines);
  });

  it("refuses what the store never writes", () => {
    for (const value of [null, "", "papillex:12", "papillex:0x1", "papillex:12x0", "papillex:12x100", "Papillex:12x1", "12x1"])
      expect(parseRestoredLines(value)).toBeNull();
    expect(parseRestoredLines(Array.from({ length: 21 }, (_, n) => `p:${n + 1}x1`).join("."))).toBeNull();
  });
});
