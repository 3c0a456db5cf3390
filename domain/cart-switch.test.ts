import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY, type CartItem } from "./cart.ts";
import { switchPurchase } from "./cart-switch.ts";

const bottle = {
  id: "v1",
  name: "Papillex - Single Bottle",
  image: "/i.svg",
  price: 189,
  variant: "Single Bottle",
  isSubscription: false,
  handle: "papillex",
  currencyCode: "RON",
};
const monthly = {
  ...bottle,
  id: "v3",
  name: "Papillex - Monthly Subscription",
  price: 170,
  variant: "Monthly Subscription",
  isSubscription: true,
  subscriptionType: "monthly",
};
const threePack = { ...bottle, id: "v2", name: "Papillex - 3-Pack", variant: "3-Pack", price: 510 };
const otherMonthly = { ...monthly, id: "v9", name: "AHCC - Monthly Subscription", handle: "ahcc" };
const lines = (items: CartItem[] | string | null) =>
  Array.isArray(items) ? items.map((item) => [item.id, item.quantity, item.isSubscription]) : items;

describe("switchPurchase (the cart's subscribe switch)", () => {
  it("changes the line's variant where it stands and keeps its quantity, both ways", () => {
    const switched = switchPurchase(
      [
        { ...threePack, quantity: 1 },
        { ...bottle, quantity: 2 },
      ],
      bottle.id,
      monthly,
    );
    expect(lines(switched)).toEqual([
      ["v2", 1, false],
      ["v3", 2, true],
    ]);
    expect(lines(switchPurchase(switched as CartItem[], monthly.id, bottle))).toEqual([
      ["v2", 1, false],
      ["v1", 2, false],
    ]);
  });

  it("joins the line of the variant it becomes, within the most a line holds", () => {
    expect(
      switchPurchase(
        [
          { ...bottle, quantity: 60 },
          { ...monthly, quantity: 50 },
        ],
        monthly.id,
        bottle,
      ),
    ).toEqual([{ ...bottle, quantity: MAX_LINE_QUANTITY }]);
  });

  it("refuses a second subscription as adding one does", () => {
    expect(
      switchPurchase(
        [
          { ...otherMonthly, quantity: 1 },
          { ...bottle, quantity: 1 },
        ],
        bottle.id,
        monthly,
      ),
    ).toBe("subscription_limit");
  });

  it("changes nothing for a line that is not in the cart or a switch to the same variant", () => {
    const items = [{ ...bottle, quantity: 1 }];
    expect(switchPurchase(items, "gone", monthly)).toBeNull();
    expect(switchPurchase(items, bottle.id, bottle)).toBeNull();
  });
});
