import { describe, expect, it } from "vitest";
import { negotiatedLanguageRedirect } from "./language-redirect.ts";

const url = (path: string) => new URL(path, "http://localhost:3000");

describe("negotiated language redirect", () => {
  it("sends an English visitor at a bare URL to the English URL, keeping the other parameters", () => {
    expect(negotiatedLanguageRedirect("GET", url("/"), "en")).toBe("/?lng=en");
    expect(negotiatedLanguageRedirect("HEAD", url("/shop?sort=price"), "en")).toBe("/shop?sort=price&lng=en");
  });

  it("renders Romanian at the bare URL and any URL that names its language", () => {
    expect(negotiatedLanguageRedirect("GET", url("/shop"), "ro")).toBeNull();
    expect(negotiatedLanguageRedirect("GET", url("/shop?lng=en"), "en")).toBeNull();
    expect(negotiatedLanguageRedirect("GET", url("/shop?lng=ro"), "en")).toBeNull();
  });

  it("keeps the redirect on the store's origin for paths that read as another host", () => {
    const raw = (path: string) => new URL(`http://localhost:3000${path}`);
    expect(negotiatedLanguageRedirect("GET", raw("//evil.example/login"), "en")).toBe("/evil.example/login?lng=en");
    expect(negotiatedLanguageRedirect("GET", raw("///evil.example"), "en")).toBe("/evil.example?lng=en");
    expect(negotiatedLanguageRedirect("GET", raw("/.//evil.example"), "en")).toBe("/evil.example?lng=en");
    expect(negotiatedLanguageRedirect("GET", raw("/\\evil.example"), "en")).toBe("/evil.example?lng=en");
  });

  it("leaves data requests, resource files and non-GET requests alone", () => {
    expect(negotiatedLanguageRedirect("GET", url("/shop.data"), "en")).toBeNull();
    expect(negotiatedLanguageRedirect("GET", url("/sitemap.xml"), "en")).toBeNull();
    expect(negotiatedLanguageRedirect("GET", url("/robots.txt"), "en")).toBeNull();
    expect(negotiatedLanguageRedirect("GET", url("/texts/ro/shell.json?v=abc"), "en")).toBeNull();
    expect(negotiatedLanguageRedirect("POST", url("/cart"), "en")).toBeNull();
  });
});
