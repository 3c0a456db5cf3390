import { describe, expect, it } from "vitest";
import { seedImageSizes, withImageLanguage } from "./seed-images.ts";

describe("the store's drawings in the page's language", () => {
  it("names the language on the store's own drawings, after any other parameter", () => {
    expect(withImageLanguage("/images/seed/papillex-1.svg", "ro")).toBe("/images/seed/papillex-1.svg?lang=ro");
    expect(withImageLanguage("/images/seed/papillex-1.svg?width=1200&format=jpg", "en")).toBe(
      "/images/seed/papillex-1.svg?width=1200&format=jpg&lang=en",
    );
    expect(withImageLanguage("https://shop.example/images/seed/ahcc-faq.svg", "en")).toBe(
      "https://shop.example/images/seed/ahcc-faq.svg?lang=en",
    );
  });

  it("leaves any other picture as it is", () => {
    expect(withImageLanguage("/favicon.svg", "en")).toBe("/favicon.svg");
    expect(withImageLanguage("https://cdn.example/uploads/images/seed/a.png", "en")).toBe("https://cdn.example/uploads/images/seed/a.png");
  });

  it("offers every size of a drawing in the language", () => {
    expect(seedImageSizes("blog-hpv.svg", "en")).toEqual({
      small: "/images/seed/blog-hpv.svg?width=400&lang=en",
      medium: "/images/seed/blog-hpv.svg?width=800&lang=en",
      large: "/images/seed/blog-hpv.svg?width=1200&lang=en",
    });
  });
});
