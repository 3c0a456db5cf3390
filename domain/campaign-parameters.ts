/**
 * Campaign parameters: the tags an ad, a newsletter or a shared link adds to a store URL so the shop's analytics can
 * tell where a visit came from (decision 0098). No page shows anything different for them, so the page cache keeps one
 * copy of a page however it is tagged, and the language links leave them out (a switch of language is not a new visit).
 * A name ending in `*` stands for every name that begins with what precedes it.
 */

export const DEFAULT_CAMPAIGN_PARAMETERS: readonly string[] = [
  "utm_*",
  "fbclid",
  "gclid",
  "gclsrc",
  "gbraid",
  "wbraid",
  "dclid",
  "msclkid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "igshid",
  "yclid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "epik",
  "sc_cid",
];

/**
 * The query parameters the kept pages do read (the language, the blog's next page): each value is a page of its own,
 * so no campaign list may name them.
 */
export const PAGE_QUERY_PARAMETERS: readonly string[] = ["lng", "after"];

/** What a configured entry may be: a parameter name of letters, digits, `_`, `-` or `.`, optionally ending in `*`. */
export const CAMPAIGN_PARAMETER_PATTERN = /^[A-Za-z0-9_.-]+\*?$/;

/** Whether a query parameter is one of `list` (names compared without case, as analytics tools do). */
export function campaignParameterMatcher(list: readonly string[]): (name: string) => boolean {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const entry of list) {
    const lower = entry.toLowerCase();
    if (lower.endsWith("*")) prefixes.push(lower.slice(0, -1));
    else exact.add(lower);
  }
  return (name) => {
    const lower = name.toLowerCase();
    return exact.has(lower) || prefixes.some((prefix) => lower.startsWith(prefix));
  };
}

/**
 * The default list as one pattern, for the browser's language links: a few dozen bytes of every page's first load where
 * the list and its matcher cost some two hundred (campaign-parameters.test.ts holds the two to the same names).
 */
const DEFAULT_CAMPAIGN_PATTERN =
  /^(?:utm_.*|fbclid|gclid|gclsrc|gbraid|wbraid|dclid|msclkid|ttclid|twclid|li_fat_id|igshid|yclid|mc_cid|mc_eid|_ga|_gl|epik|sc_cid)$/i;

export const isDefaultCampaignParameter = (name: string): boolean => DEFAULT_CAMPAIGN_PATTERN.test(name);
