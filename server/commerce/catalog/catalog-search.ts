/**
 * The part of Shopify's search syntax the storefront needs for `products(query:)`: field filters and
 * bare words, all combined with AND. Anything else (OR, comparisons, unknown fields) is searched as
 * words rather than rejected, because a storefront search box must never turn a typo into an error.
 */

export const SEARCH_FIELDS = ["handle", "tag", "tag_not", "title", "vendor", "product_type", "available_for_sale"] as const;

export type SearchField = (typeof SEARCH_FIELDS)[number];

export type SearchTerm =
  | { kind: "field"; field: Exclude<SearchField, "available_for_sale">; value: string; prefix: boolean }
  | { kind: "available"; value: boolean }
  | { kind: "word"; value: string };

/** Whitespace-separated tokens; a double-quoted run (possibly after `field:`) is one token. */
function tokenize(query: string): string[] {
  const tokens: string[] = [];
  const pattern = /(?:[^\s"]*"[^"]*"?)+[^\s"]*|\S+/g;
  for (const match of query.matchAll(pattern)) tokens.push(match[0]);
  return tokens;
}

function unquote(value: string): string {
  return value.replace(/"/g, "").trim();
}

function isSearchField(name: string): name is SearchField {
  return (SEARCH_FIELDS as readonly string[]).includes(name);
}

export function parseSearchQuery(query: string | null | undefined): SearchTerm[] {
  if (!query) return [];
  const terms: SearchTerm[] = [];
  for (const token of tokenize(query)) {
    if (token === "AND") continue;
    const term = parseToken(token);
    if (term) terms.push(term);
  }
  return terms;
}

function parseToken(token: string): SearchTerm | null {
  const colon = token.indexOf(":");
  const name = colon > 0 ? token.slice(0, colon).toLowerCase() : "";
  if (isSearchField(name)) {
    const raw = unquote(token.slice(colon + 1));
    if (name === "available_for_sale") {
      if (raw === "true" || raw === "false") return { kind: "available", value: raw === "true" };
    } else if (raw !== "" && raw !== "*") {
      const prefix = raw.endsWith("*");
      return { kind: "field", field: name, value: prefix ? raw.slice(0, -1) : raw, prefix };
    }
  }
  const word = unquote(token).replace(/\*+$/, "");
  return word === "" ? null : { kind: "word", value: word };
}
