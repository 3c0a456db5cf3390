import { describe, expect, it } from "vitest";
import type { Language } from "#domain/locale";
import { negotiatedLanguageRedirect } from "./language-redirect.ts";

// Built from the raw text, as the request line arrives: a path such as `//evil.example` must not read as a host.
const url = (path: string) => new URL(`http://localhost:3000${path}`);

describe("negotiated language redirect", () => {
  it.each([
    // A bare URL goes to the English URL, keeping the other parameters.
    ["GET", "/", "/?lng=en"],
    ["HEAD", "/shop?sort=price", "/shop?sort=price&lng=en"],
    // Paths that read as another host stay on the store's origin.
    ["GET", "//evil.example/login", "/evil.example/login?lng=en"],
    ["GET", "///evil.example", "/evil.example?lng=en"],
    ["GET", "/.//evil.example", "/evil.example?lng=en"],
    ["GET", "/\\evil.example", "/evil.example?lng=en"],
  ])("sends an English visitor's %s %s to %s, on the store's origin", (method, path, to) => {
    expect(negotiatedLanguageRedirect(method, url(path), "en")).toBe(to);
  });

  it.each<[string, string, Language]>([
    // Romanian renders at the bare URL, and a URL that names its language renders in it.
    ["GET", "/shop", "ro"],
    ["GET", "/shop?lng=en", "en"],
    ["GET", "/shop?lng=ro", "en"],
    // Data requests, resource files and non-GET requests are not pages to redirect.
    ["GET", "/shop.data", "en"],
    ["GET", "/sitemap.xml", "en"],
    ["GET", "/robots.txt", "en"],
    ["GET", "/texts/ro/shell.json?v=abc", "en"],
    ["POST", "/cart", "en"],
  ])("leaves %s %s alone for a visitor who reads %s", (method, path, language) => {
    expect(negotiatedLanguageRedirect(method, url(path), language)).toBeNull();
  });
});
