/**
 * Which pages the page cache keeps, under which key and tags, and which store changes drop which tags (decision
 * 0051). Only pages that are the same for every anonymous shopper of one language and display currency are kept:
 * the catalogue, the blog, the brand pages, the FAQ, the contact page and the legal pages. Cart, checkout, payment, account, tracking, subscription
 * and admin pages are never kept, nor any URL with a query the page does not read — except campaign parameters
 * (decision 0098), which no page reads: they are left out of the key and of the render, so an ad's visitors share
 * the page everyone else gets.
 */
import { isLanguage, LANGUAGE_QUERY_PARAM } from "#domain/locale";

interface PageRule {
  pattern: RegExp;
  tags: readonly string[];
  /** Query parameters the page reads besides the language, each value a page of its own. */
  reads?: readonly string[];
}

const RULES: readonly PageRule[] = [
  // Home shows products (prices, ratings) and the latest articles.
  { pattern: /^\/$/, tags: ["catalog", "blog"] },
  { pattern: /^\/shop$/, tags: ["catalog"] },
  { pattern: /^\/products?(\/[a-z0-9-]{1,100})?$/, tags: ["catalog"] },
  // A blog list reads `after`, the cursor of its next page.
  { pattern: /^\/blog(\/[a-z0-9-]{1,100}){0,2}$/, tags: ["blog"], reads: ["after"] },
  { pattern: /^\/(our-story|our-values|our-researchers|health-professionals|faq)$/, tags: ["pages"] },
  // The supplement finder: the owner's quiz (a save drops every page) and the products it recommends, with their prices.
  { pattern: /^\/supplement-finder$/, tags: ["pages", "catalog"] },
  // The contact page: the company and its authorisations (settings drop every page) and each product's notification.
  { pattern: /^\/contact$/, tags: ["pages", "catalog"] },
  // The legal pages: the owner's texts, the company from configuration and the shipping terms, the same for everyone.
  { pattern: /^\/(terms|privacy|cookies|returns-policy|delivery)$/, tags: ["pages"] },
];

export interface CachedPageKey {
  /** Path and the query the page reads, in a fixed order. */
  pathAndQuery: string;
  tags: readonly string[];
  /** The URL to render: the asked one without its campaign parameters, so the kept page is the same for everyone. */
  renderUrl: URL;
  /**
   * A value any visitor can make up (a blog cursor) is part of the key: such pages are kept in their own share of the
   * cache, so however many of them are asked for they never push out the pages themselves.
   */
  open: boolean;
}

/** The key of a page fit to keep, or null; `isCampaign` names the parameters left out (config, decision 0098). */
export function cachedPageKey(url: URL, isCampaign: (name: string) => boolean): CachedPageKey | null {
  const rule = RULES.find((candidate) => candidate.pattern.test(url.pathname));
  if (!rule) return null;
  const renderUrl = new URL(url);
  const params: [string, string][] = [];
  for (const [name, value] of url.searchParams) {
    if (isCampaign(name)) renderUrl.searchParams.delete(name);
    // A language that is none renders the default one under a key of its own: rendered, not kept.
    else if (name === LANGUAGE_QUERY_PARAM ? isLanguage(value) : rule.reads?.includes(name)) params.push([name, value]);
    // A query the page does not read (a typo, a tag nobody listed) would make one more key of the same page: rendered.
    else return null;
  }
  if (new Set(params.map(([name]) => name)).size !== params.length) return null;
  params.sort(([a], [b]) => a.localeCompare(b));
  const query = new URLSearchParams(params).toString();
  return {
    pathAndQuery: query ? `${url.pathname}?${query}` : url.pathname,
    tags: rule.tags,
    renderUrl,
    open: params.some(([name]) => name !== LANGUAGE_QUERY_PARAM),
  };
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
