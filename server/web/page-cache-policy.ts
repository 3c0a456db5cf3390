/**
 * Which pages the page cache keeps, under which key and tags, and which store changes drop which tags (decision
 * 0051). Only pages that are the same for every anonymous shopper of one language and display currency are kept:
 * the catalogue, the blog, the brand pages, the FAQ and the legal pages. Cart, checkout, payment, account, tracking, subscription
 * and admin pages are never kept, nor any URL with a query the page does not read.
 */

/** The only query parameters the kept pages read: the language, and the blog's next page. */
const KEY_QUERY = new Set(["lng", "after"]);

interface PageRule {
  pattern: RegExp;
  tags: readonly string[];
}

const RULES: readonly PageRule[] = [
  // Home shows products (prices, ratings) and the latest articles.
  { pattern: /^\/$/, tags: ["catalog", "blog"] },
  { pattern: /^\/shop$/, tags: ["catalog"] },
  { pattern: /^\/products?(\/[a-z0-9-]{1,100})?$/, tags: ["catalog"] },
  { pattern: /^\/blog(\/[a-z0-9-]{1,100}){0,2}$/, tags: ["blog"] },
  { pattern: /^\/(our-story|our-values|our-researchers|health-professionals|faq)$/, tags: ["pages"] },
  // The legal pages: the owner's texts, the company from configuration and the shipping terms, the same for everyone.
  { pattern: /^\/(terms|privacy|cookies|returns-policy|delivery)$/, tags: ["pages"] },
];

export interface CachedPageKey {
  /** Path and the query the page reads, in a fixed order. */
  pathAndQuery: string;
  tags: readonly string[];
}

export function cachedPageKey(url: URL): CachedPageKey | null {
  const rule = RULES.find((candidate) => candidate.pattern.test(url.pathname));
  if (!rule) return null;
  const params = [...url.searchParams.entries()];
  // A query the page does not read (a tracking tag, a typo) would make one more key of the same page: it is rendered.
  if (params.some(([name]) => !KEY_QUERY.has(name))) return null;
  if (new Set(params.map(([name]) => name)).size !== params.length) return null;
  params.sort(([a], [b]) => a.localeCompare(b));
  const query = new URLSearchParams(params).toString();
  return { pathAndQuery: query ? `${url.pathname}?${query}` : url.pathname, tags: rule.tags };
}

/**
 * The tags a store change drops, from the audit log's action (every admin change writes one, in its transaction) or
 * `product.stock` (a variant sold out or back in stock). `"*"`: every page (texts, settings and exchange rates show
 * everywhere). Orders, customers, staff, codes, returns and subscriptions show on no kept page.
 */
export function tagsForChange(action: string): readonly string[] {
  const [area] = action.split(".");
  switch (area) {
    case "product":
    case "review":
      return ["catalog"];
    case "article":
      return ["blog"];
    case "content":
    case "settings":
    case "exchange_rates":
      return ["*"];
    default:
      return [];
  }
}
