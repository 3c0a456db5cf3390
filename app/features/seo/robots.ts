/** Pages that are per shopper or transactional: nothing for a search index. */
const DISALLOWED_PATHS = ["/my-account", "/cart", "/checkout", "/api/"] as const;

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin.replace(/\/+$/, "")}/sitemap.xml`,
    "",
  ].join("\n");
}
