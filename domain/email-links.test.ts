import { describe, expect, it } from "vitest";
import { withEmailCampaign } from "./email-links.ts";
import { classifyVisit } from "./visit-source.ts";

const STORE = "https://shop.example";
const tag = (link: string) => withEmailCampaign(link, { storeUrl: STORE, campaign: "order_shipped" });
const TAGS = "utm_source=elara&utm_medium=email&utm_campaign=order_shipped";

describe("withEmailCampaign", () => {
  it("tags a page of the store, and the visit it opens counts as the email's", () => {
    const tagged = tag("https://shop.example/my-account/orders/1001");
    expect(tagged).toBe(`https://shop.example/my-account/orders/1001?${TAGS}`);
    expect(classifyVisit({ search: new URL(tagged).search, referrer: null, ownHost: "shop.example" })).toMatchObject({
      channel: "email",
      source: "elara",
      medium: "email",
      campaign: "order_shipped",
    });
  });

  it("appends to a query as written, and keeps the fragment after it", () => {
    expect(tag("https://shop.example/track-order?order=1001&lng=en")).toBe(`https://shop.example/track-order?order=1001&lng=en&${TAGS}`);
    expect(tag("https://shop.example/set-password?token=a%2Bb~c&lng=en")).toBe(
      `https://shop.example/set-password?token=a%2Bb~c&lng=en&${TAGS}`,
    );
    expect(tag("https://shop.example/cart?")).toBe(`https://shop.example/cart?${TAGS}`);
    expect(tag("https://shop.example/faq#returns")).toBe(`https://shop.example/faq?${TAGS}#returns`);
    expect(tag("https://shop.example/faq?lng=en#returns")).toBe(`https://shop.example/faq?lng=en&${TAGS}#returns`);
  });

  it("tags a path of the store the same way (a flow's click target)", () => {
    expect(tag("/cart/restore?items=papillex:1x2&lng=en")).toBe(`/cart/restore?items=papillex:1x2&lng=en&${TAGS}`);
  });

  it("leaves another site's link alone, even one that names the store", () => {
    for (const link of [
      "https://www.fancourier.ro/awb-tracking/?awb=AWB123",
      "http://shop.example/my-account",
      "https://shop.example.evil.test/my-account",
      "//evil.test/shop",
      "mailto:suport@example.ro",
      "not a link",
    ])
      expect(tag(link)).toBe(link);
  });

  it("leaves the API, the flow emails' own links and the newsletter's way out exactly as written", () => {
    for (const link of [
      "https://shop.example/api/newsletter/unsubscribe?token=abc",
      "https://shop.example/api",
      "https://shop.example/email/click/1.2.L2NhcnQ.abcdefghijklmnopqrstuvwx",
      "https://shop.example/email/unsubscribe/1.flow.abcdefghijklmnopqrstuvwx?lng=en",
      "https://shop.example/newsletter/unsubscribe?token=abc&lng=en",
    ])
      expect(tag(link)).toBe(link);
    // A page whose name only begins like them is a page.
    expect(tag("https://shop.example/apiary")).toBe(`https://shop.example/apiary?${TAGS}`);
  });

  it("never replaces or adds to the campaign tags a link has already", () => {
    for (const link of ["https://shop.example/?utm_source=instagram&utm_medium=social", "/shop?UTM_CAMPAIGN=spring"])
      expect(tag(link)).toBe(link);
  });
});
