/** The pages whose texts the owner edits (decision 0042), apart so the admin's schemas read them without a cycle. */

/** The legal pages (issue 21 item 2, decision 0052): long texts, every one of them the owner's to change. */
export const LEGAL_PAGES = ["terms", "privacy", "cookies", "returns-policy", "delivery"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/**
 * Each page the owner edits is the namespace of its texts. `categories` is no page of its own: the names of the
 * product categories in the menus and on the home page's tiles (issue 64 item 3, decision 0128).
 */
export const CONTENT_PAGES = ["home", "categories", "story", "values", "researchers", "professionals", "faq", ...LEGAL_PAGES] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];
