// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CartDrawerHost } from "./CartDrawerHost.tsx";

const closeDrawer = vi.fn();
vi.mock("./cart-context.tsx", () => ({ useCart: () => ({ isDrawerOpen: false, closeDrawer }) }));

afterEach(cleanup);

describe("the cart drawer's host", () => {
  it("closes the drawer when the shop's frame goes (a move to the cart page), so it is closed on the way back", () => {
    const { unmount } = render(<CartDrawerHost />);
    expect(closeDrawer).not.toHaveBeenCalled();
    unmount();
    expect(closeDrawer).toHaveBeenCalledTimes(1);
  });
});
