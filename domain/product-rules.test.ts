import { describe, expect, it } from "vitest";
import {
  clampQuantity,
  isSingleDefaultVariant,
  isSubscriptionVariant,
  maxQuantity,
  parseQuantity,
  priceSuffix,
  purchaseCounterpart,
  subscriptionVariantTitle,
  subscriptionType,
  unitPrice,
  bottlesPerDelivery,
  variantLabel,
  variantSavings,
} from "./product-rules.ts";

const ron = (amount: string) => ({ amount, currencyCode: "RON" });
const usd = (amount: string) => ({ amount, currencyCode: "USD" });
const variant = (title: string, metafields: Record<string, string> = {}) => ({ title, metafields });

describe("subscription detection", () => {
  it.each(["Monthly Subscription", "Quarterly", "monthly", "Subscribe & save", "SUBSCRIPTION", "Abonament lunar", "Abonament trimestrial"])(
    "%s is a subscription by its title",
    (title) => expect(isSubscriptionVariant(variant(title))).toBe(true),
  );

  it.each(["Single Bottle", "3-Pack", "O sticlă", "Pachet 3 sticle"])("%s is not", (title) =>
    expect(isSubscriptionVariant(variant(title))).toBe(false),
  );

  it("counts a truthy subscription metafield whatever the title", () => {
    expect(isSubscriptionVariant(variant("Auto-ship", { subscription: "true" }))).toBe(true);
    expect(isSubscriptionVariant(variant("Auto-ship", { subscription: "false" }))).toBe(false);
    expect(isSubscriptionVariant(variant("Auto-ship", { subscription: "" }))).toBe(false);
  });

  it("tells monthly from quarterly deliveries in both languages", () => {
    expect(subscriptionType(variant("Monthly Subscription"))).toBe("monthly");
    expect(subscriptionType(variant("Abonament lunar"))).toBe("monthly");
    expect(subscriptionType(variant("Quarterly Subscription"))).toBe("quarterly");
    expect(subscriptionType(variant("Abonament trimestrial"))).toBe("quarterly");
    expect(subscriptionType(variant("Single Bottle"))).toBeUndefined();
  });
});

describe("savings rule", () => {
  const priced = (title: string, price: string, compareAt: string | null, metafields: Record<string, string> = {}) => ({
    ...variant(title, metafields),
    price: usd(price),
    compareAtPrice: compareAt === null ? null : usd(compareAt),
  });

  it.each(["Monthly subscription", "Quarterly subscription", "3 month supply", "3-Pack", "3 pack", "Abonament lunar", "Pachet 3 sticle"])(
    "%s defaults to 10 %% without a savings metafield",
    (title) => expect(variantSavings(priced(title, "44.95", "49.95"))).toBe(10),
  );

  it("takes the savings metafield over the default (sample quarterly 42.45 of 49.95 is 15 %)", () => {
    expect(variantSavings(priced("Quarterly subscription", "42.45", "49.95", { savings: "15" }))).toBe(15);
    expect(variantSavings(priced("Abonament trimestrial", "42.45", null, { savings: "15" }))).toBe(15);
  });

  it("otherwise rounds the gap to the compare-at price", () => {
    // The seeded ic-well bottle: 169 against 199 lei is 15.08 % off.
    expect(variantSavings({ ...variant("Single Bottle"), price: ron("169.00"), compareAtPrice: ron("199.00") })).toBe(15);
    // Demo price 49.95 against 59.99: 16.7 % rounds to 17.
    expect(variantSavings(priced("Single Bottle", "49.95", "59.99"))).toBe(17);
  });

  it("is 0 with no compare-at price, a lower one, or one in another currency", () => {
    expect(variantSavings(priced("Single Bottle", "59.99", null))).toBe(0);
    expect(variantSavings(priced("Single Bottle", "59.99", "49.95"))).toBe(0);
    expect(variantSavings({ ...variant("Single Bottle"), price: usd("40.00"), compareAtPrice: ron("199.00") })).toBe(0);
  });
});

describe("purchaseCounterpart (the cart's subscribe switch)", () => {
  const single = variant("Single Bottle");
  const pack = variant("3-Pack");
  const monthly = variant("Abonament lunar");
  const quarterly = variant("Quarterly Subscription");
  const all = [single, pack, monthly, quarterly];

  it("pairs a bottle with the monthly and a 3-pack with the quarterly, both ways", () => {
    expect(purchaseCounterpart(single, all)).toBe(monthly);
    expect(purchaseCounterpart(monthly, all)).toBe(single);
    expect(purchaseCounterpart(pack, all)).toBe(quarterly);
    expect(purchaseCounterpart(quarterly, all)).toBe(pack);
  });

  it("offers nothing where the product sells no variant of as many bottles the other way", () => {
    expect(purchaseCounterpart(pack, [single, pack, monthly])).toBeUndefined();
    expect(purchaseCounterpart(single, [single, pack])).toBeUndefined();
    expect(purchaseCounterpart(variant("Box", { subscription: "true" }), [single])).toBe(single);
  });
});

describe("price suffixes", () => {
  it.each([
    ["3 pack", "perBottle"],
    ["3-Pack", "perBottle"],
    ["Pachet 3 sticle", "perBottle"],
    ["Monthly Subscription", "perMonth"],
    ["Quarterly Subscription", "perBottle"],
    ["Abonament lunar", "perMonth"],
    ["Single Bottle", null],
    ["O sticlă", null],
  ])("%s → %s", (title, suffix) => expect(priceSuffix(variant(title))).toBe(suffix));

  it("counts a subscription known only by its metafield as per month", () => {
    expect(priceSuffix(variant("Auto-ship", { subscription: "true" }))).toBe("perMonth");
  });
});

describe("variant labels", () => {
  it("prefers the label metafield", () => {
    expect(variantLabel(variant("3-Pack", { label: "3 pack (three month supply)" }))).toEqual({ text: "3 pack (three month supply)" });
  });

  it.each([
    ["Single Bottle", "single"],
    ["O sticlă", "single"],
    ["3-Pack", "threePack"],
    ["Pachet 3 sticle", "threePack"],
    ["Monthly Subscription", "monthly"],
    ["Abonament lunar", "monthly"],
    ["Quarterly Subscription", "quarterly"],
  ])("falls back to the spec's default for %s", (title, key) => expect(variantLabel(variant(title))).toEqual({ key }));

  it("shows any other title as it is", () => {
    expect(variantLabel(variant("60 capsules"))).toEqual({ text: "60 capsules" });
  });
});

describe("3-pack unit price", () => {
  it("divides the total by three bottles", () => {
    expect(unitPrice(variant("3-Pack"), ron("456.00"))).toEqual(ron("152.00"));
    expect(unitPrice(variant("Pachet 3 sticle"), ron("510.00"))).toEqual(ron("170.00"));
    expect(unitPrice(variant("3 pack"), usd("100.00"))).toEqual(usd("33.33"));
  });

  it("divides a quarterly delivery's charge by its three bottles", () => {
    expect(unitPrice(variant("Quarterly Subscription"), ron("635.70"))).toEqual(ron("211.90"));
    expect(unitPrice(variant("Abonament trimestrial"), ron("507.00"))).toEqual(ron("169.00"));
    expect(bottlesPerDelivery(variant("Abonament trimestrial"))).toBe(3);
  });

  it("leaves other variants alone", () => {
    expect(unitPrice(variant("Single Bottle"), ron("169.00"))).toEqual(ron("169.00"));
    expect(unitPrice(variant("Monthly Subscription"), ron("224.00"))).toEqual(ron("224.00"));
    expect(bottlesPerDelivery(variant("Monthly Subscription"))).toBe(1);
  });
});

describe("quantity", () => {
  it("keeps an integer between 1 and 99", () => {
    expect(parseQuantity("2")).toBe(2);
    expect(parseQuantity("0")).toBe(1);
    expect(parseQuantity("-5")).toBe(1);
    expect(parseQuantity("150")).toBe(99);
    expect(parseQuantity("99")).toBe(99);
    expect(parseQuantity("2.7")).toBe(2);
    expect(clampQuantity(100)).toBe(99);
    expect(clampQuantity(0)).toBe(1);
  });

  it.each(["", "abc", "2abc", " ", "NaN"])("turns the non-numeric %j into 1", (text) => expect(parseQuantity(text)).toBe(1));

  it("has no maximum for a product with a single default variant", () => {
    expect(isSingleDefaultVariant([{ title: "Default Title" }])).toBe(true);
    expect(isSingleDefaultVariant([{ title: "Single Bottle" }, { title: "3-Pack" }])).toBe(false);
    expect(parseQuantity("150", maxQuantity(true))).toBe(150);
    expect(parseQuantity("0", maxQuantity(true))).toBe(1);
    expect(maxQuantity(false)).toBe(99);
  });
});

describe("subscriptionVariantTitle", () => {
  it("names the interval the customer chose once it differs from what the variant's title says", () => {
    expect(subscriptionVariantTitle("Abonament lunar", "bimonthly", "ro")).toBe("Abonament la 2 luni");
    expect(subscriptionVariantTitle("Abonament lunar", "quarterly", "en")).toBe("Quarterly subscription");
    expect(subscriptionVariantTitle("Abonament trimestrial", "monthly", "ro")).toBe("Abonament lunar");
    expect(subscriptionVariantTitle("Monthly subscription", "bimonthly", "en")).toBe("Subscription every 2 months");
  });

  it("keeps the owner's title when it matches the interval, and any title that is not a subscription's", () => {
    expect(subscriptionVariantTitle("Abonament lunar", "monthly", "ro")).toBe("Abonament lunar");
    expect(subscriptionVariantTitle("Abonament trimestrial", "quarterly", "en")).toBe("Abonament trimestrial");
    expect(subscriptionVariantTitle("Pachet 3 sticle", "bimonthly", "ro")).toBe("Pachet 3 sticle");
    expect(subscriptionVariantTitle("", "bimonthly", "ro")).toBe("");
  });
});
