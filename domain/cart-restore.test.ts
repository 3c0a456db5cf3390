import { describe, expect, it } from "vitest";
import { cartRestorePath, parseRestoredLines, parseRestoredShipping } from "./cart-restore.ts";

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

  it("carries each line's purchase and the delivery service, and a link from before them still reads", () => {
    const lines = [
      { handle: "papillex", variantId: 12, quantity: 2, purchase: "once" as const },
      { handle: "papillex", variantId: 14, quantity: 1, purchase: "quarterly" as const },
    ];
    const url = new URL(cartRestorePath(lines, "ro", "sameday-locker"), "https://shop.example");
    expect(url.search).toBe("?lines=papillex%3A12x2%7Eo.papillex%3A14x1%7Eq&shipping=sameday-locker");
    expect(parseRestoredLines(url.searchParams.get("lines"))).toEqual(lines);
    expect(parseRestoredShipping(url.searchParams.get("shipping"))).toBe("sameday-locker");
    // The refill reminder's links, already in inboxes, name no purchase.
    expect(parseRestoredLines("papillex:12x1")).toEqual([{ handle: "papillex", variantId: 12, quantity: 1 }]);
    expect(parseRestoredShipping("a b")).toBeNull();
    expect(parseRestoredShipping(null)).toBeNull();
  });

  it("refuses what the store never writes", () => {
    for (const value of [
      null,
      "",
      "papillex:12",
      "papillex:0x1",
      "papillex:12x0",
      "papillex:12x100",
      "Papillex:12x1",
      "12x1",
      "papillex:12x1~y",
    ])
      expect(parseRestoredLines(value)).toBeNull();
    expect(parseRestoredLines(Array.from({ length: 21 }, (_, n) => `p:${n + 1}x1`).join("."))).toBeNull();
  });
});
