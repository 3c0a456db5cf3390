import { describe, expect, it } from "vitest";
import { imageUrl } from "./image-url.ts";

const base = "https://shop.example";

describe("imageUrl", () => {
  it("points at the image route", () => {
    expect(imageUrl(base, "seed/papillex-1.svg")).toBe("https://shop.example/images/seed/papillex-1.svg");
    expect(imageUrl(base, "seed/a b#1.svg", {})).toBe("https://shop.example/images/seed/a%20b%231.svg");
  });

  it("turns a transform into width, height and format", () => {
    expect(imageUrl(base, "seed/p.svg", { maxWidth: 300, maxHeight: 200, preferredContentType: "WEBP" })).toBe(
      "https://shop.example/images/seed/p.svg?width=300&height=200&format=webp",
    );
    expect(imageUrl(base, "seed/p.svg", { preferredContentType: "JPG", crop: "CENTER" })).toBe(
      "https://shop.example/images/seed/p.svg?format=jpg",
    );
  });

  it("carries a seed picture's language and content version, with or without a transform", () => {
    expect(imageUrl(base, "seed/p.svg", null, { lang: "ro", v: "abc123" })).toBe("https://shop.example/images/seed/p.svg?lang=ro&v=abc123");
    expect(imageUrl(base, "seed/p.svg", { maxWidth: 400 }, { lang: "en", v: "abc123" })).toBe(
      "https://shop.example/images/seed/p.svg?width=400&lang=en&v=abc123",
    );
    expect(imageUrl(base, "seed/missing.svg", null, { lang: "en" })).toBe("https://shop.example/images/seed/missing.svg?lang=en");
  });

  it("applies scale and clamps to Shopify's bounds", () => {
    expect(imageUrl(base, "p.svg", { maxWidth: 300, scale: 2 })).toBe("https://shop.example/images/p.svg?width=600");
    expect(imageUrl(base, "p.svg", { maxWidth: 4000, scale: 3 })).toBe("https://shop.example/images/p.svg?width=5760");
    expect(imageUrl(base, "p.svg", { maxHeight: 0, scale: 9 })).toBe("https://shop.example/images/p.svg?height=1");
  });
});
