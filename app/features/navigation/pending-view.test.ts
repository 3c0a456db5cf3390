import { describe, expect, it } from "vitest";
import { pendingViewFor } from "./pending-view.ts";

describe("pendingViewFor", () => {
  it.each([
    ["/products/papillex", "product"],
    ["/product/simplix", "product"],
    ["/product", "product"],
    ["/product/", "product"],
    ["/cart", "cart"],
    ["/checkout", "checkout"],
    ["/checkout/information", "checkout"],
    ["/", "page"],
    ["/shop", "page"],
    ["/products", "page"],
    ["/productsx/papillex", "page"],
    ["/cart/extra", "page"],
    ["/my-account/orders", "page"],
  ])("%s shows the %s placeholder", (pathname, view) => {
    expect(pendingViewFor(pathname)).toBe(view);
  });
});
