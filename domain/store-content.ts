/**
 * The owner's store content (issue 17 item 2, decision 0042): the home page's claims and the brand pages'
 * texts. The locale files (`app/locales/{ro,en}/pages/*.json`) stay the defaults; the owner's overrides
 * replace a text in one page, key and language, and the home page's claims can be hidden one by one.
 * What both sides read; the save's schema is in store-content-schema.ts (zod stays off the shop's pages).
 */
import { CONTENT_PAGES, LEGAL_PAGES, type ContentPage, type LegalPage } from "./content-pages.ts";

export { CONTENT_PAGES, LEGAL_PAGES, type ContentPage, type LegalPage };

export function isLegalPage(value: unknown): value is LegalPage {
  return typeof value === "string" && (LEGAL_PAGES as readonly string[]).includes(value);
}

export function isContentPage(value: unknown): value is ContentPage {
  return typeof value === "string" && (CONTENT_PAGES as readonly string[]).includes(value);
}

/** Where the owner previews each page. */
export const CONTENT_PAGE_PATHS: Record<ContentPage, string> = {
  home: "/",
  categories: "/",
  story: "/our-story",
  values: "/our-values",
  researchers: "/our-researchers",
  professionals: "/health-professionals",
  faq: "/faq",
  terms: "/terms",
  privacy: "/privacy",
  cookies: "/cookies",
  "returns-policy": "/returns-policy",
  delivery: "/delivery",
};

/**
 * Texts the claims checker guards on save as it guards a product's copy (issue 64 item 3, decision 0128): the category
 * names shown in every menu and on the home page, which name no disease by law (Law 56/2021).
 */
export const CLAIMS_CHECKED_PAGES: readonly ContentPage[] = ["categories"];

/** On the home page only the claims are content; the rest of its texts are layout and stay in code. */
const HOME_CLAIM_PREFIXES = ["hero.eyebrow", "testimonials.", "stats.", "doctor.", "press."];

/** Whether a page's text (its dotted key in the locale file) is the owner's to change. */
export function isEditableKey(page: ContentPage, key: string): boolean {
  if (page !== "home") return true;
  return HOME_CLAIM_PREFIXES.some((prefix) => (prefix.endsWith(".") ? key.startsWith(prefix) : key === prefix));
}

export const TESTIMONIAL_IDS = ["ana", "irina", "mihai", "elena"] as const;
export const PRESS_IDS = ["lumen", "verdant", "meridian", "apothecary", "nordlys"] as const;
/** How a press wordmark is drawn: its type, as an SVG text's style and font size. */
export interface Wordmark {
  name: string;
  style: { fontFamily: string; fontStyle?: "italic"; fontWeight: number; letterSpacing?: string };
  size: number;
}

/**
 * The press wordmarks: brand marks of invented publications drawn as type, the same in every language. Sent by
 * the home loader with the claims, so the page's JavaScript carries none of them.
 */
export const PRESS_WORDMARKS: Record<(typeof PRESS_IDS)[number], Wordmark> = {
  lumen: { name: "Lumen Health Review", style: { fontFamily: "Georgia, serif", fontStyle: "italic", fontWeight: 400 }, size: 22 },
  verdant: { name: "THE VERDANT POST", style: { fontFamily: "Georgia, serif", fontWeight: 700, letterSpacing: "0.12em" }, size: 17 },
  meridian: { name: "meridian", style: { fontFamily: "Helvetica, Arial, sans-serif", fontWeight: 300, letterSpacing: "0.04em" }, size: 28 },
  apothecary: { name: "Apothecary Quarterly", style: { fontFamily: "Georgia, serif", fontWeight: 400 }, size: 20 },
  nordlys: { name: "NORDLYS", style: { fontFamily: "Helvetica, Arial, sans-serif", fontWeight: 800, letterSpacing: "0.3em" }, size: 22 },
};
export const STAT_IDS = ["bottles", "formulas", "tested", "gmp", "guarantee", "routine"] as const;

/**
 * The home page's claims the owner may hide: a whole section, or one item of it. Hiding `stats.bottles`
 * hides the bottles-sold figure everywhere it is written (the hero's line, the strip, the story's numbers).
 */
export const HOME_CLAIMS = [
  "testimonials",
  ...TESTIMONIAL_IDS.map((id) => `testimonials.${id}` as const),
  "press",
  ...PRESS_IDS.map((id) => `press.${id}` as const),
  "doctor",
  ...STAT_IDS.map((id) => `stats.${id}` as const),
] as const;
export type HomeClaim = (typeof HOME_CLAIMS)[number];

/**
 * A new store shows none of the home page's claims (issue 40 item 2, decision 0076): the locale files' testimonials,
 * press wordmarks, specialist's quote and figures are examples, invented, and the owner switches each on once its
 * text is true of their shop. Applies until the owner first saves the home page; from then their choice holds.
 */
export const DEFAULT_HIDDEN_CLAIMS: readonly HomeClaim[] = [
  "testimonials",
  "press",
  "doctor",
  ...STAT_IDS.map((id) => `stats.${id}` as const),
];

/** The figure the default texts carry as `{{bottles}}`. */
export const DEFAULT_BOTTLES_SOLD = 250_000;
export const BOTTLES_SOLD_MAX = 1_000_000_000;
export const CONTENT_TEXT_MAX_LENGTH = 2000;
/** A legal page's section is a few paragraphs, sometimes a long list: room for it, still far from a book. */
export const LEGAL_TEXT_MAX_LENGTH = 20_000;

/** How long one text of a page may be. */
export function contentTextMaxLength(page: ContentPage): number {
  return isLegalPage(page) ? LEGAL_TEXT_MAX_LENGTH : CONTENT_TEXT_MAX_LENGTH;
}

/** The claim a home text belongs to (hidden with it), or null. */
export function claimOfKey(key: string): HomeClaim | null {
  const testimonial = /^testimonials\.items\.([a-z]+)\./.exec(key)?.[1];
  if (testimonial && (TESTIMONIAL_IDS as readonly string[]).includes(testimonial)) return `testimonials.${testimonial}` as HomeClaim;
  if (key.startsWith("testimonials.")) return "testimonials";
  if (key.startsWith("press.")) return "press";
  if (key.startsWith("doctor.")) return "doctor";
  if (key === "hero.eyebrow") return "stats.bottles";
  const stat = /^stats\.([a-z]+)$/.exec(key)?.[1];
  if (stat && (STAT_IDS as readonly string[]).includes(stat)) return `stats.${stat}` as HomeClaim;
  return null;
}

/** Whether a claim is not shown: hidden itself, or its section is. */
export function isClaimHidden(hidden: readonly string[], claim: string): boolean {
  if (hidden.includes(claim)) return true;
  const section = claim.split(".")[0]!;
  return section !== "stats" && hidden.includes(section);
}

/** A page as the admin edits it; its schema is in its own file, so the storefront does not bundle zod. */
import type { ContentFieldView, ContentPageView } from "./store-content-view.ts";

export type { ContentFieldView, ContentPageView };

/** What the storefront needs of one page in one language. */
export interface PageContent {
  /** Dotted key → the owner's text. */
  texts: Record<string, string>;
  hidden: string[];
  bottlesSold: number;
  /** The page's own version (0: never saved, the locale file's texts) and its last save. */
  version: number;
  updatedAt: string | null;
}

/**
 * The claims whose words are still the examples the store came with, for the admin's "sample text" badge: none of
 * their texts overridden (a press wordmark is an invented publication whatever the texts say; the bottles-sold
 * figure is sample while it is the default figure).
 */
export function sampleClaims(view: Pick<ContentPageView, "fields" | "bottlesSold">): HomeClaim[] {
  const overridden = new Set(view.fields.filter((field) => field.ro !== "" || field.en !== "").map((field) => field.key));
  const untouched = (prefix: string) => ![...overridden].some((key) => key === prefix || key.startsWith(`${prefix}.`));
  return HOME_CLAIMS.filter((claim) => {
    const [section, id] = claim.split(".");
    if (id === undefined) return false;
    if (section === "press") return true;
    if (section === "testimonials") return untouched(`testimonials.items.${id}`);
    if (claim === "stats.bottles") return view.bottlesSold === DEFAULT_BOTTLES_SOLD;
    return untouched(claim);
  }).concat(untouched("doctor") ? ["doctor"] : []);
}

/** Made once: making a NumberFormat costs far more than using one. */
const BOTTLE_COUNTS = {
  ro: new Intl.NumberFormat("ro-RO", { useGrouping: "always" } as Intl.NumberFormatOptions),
  en: new Intl.NumberFormat("en-GB", { useGrouping: "always" } as Intl.NumberFormatOptions),
};

/** "250.000" / "250,000": the bottles-sold figure as the page's language writes it. */
export function formatBottles(count: number, language: string): string {
  return (language === "ro" ? BOTTLE_COUNTS.ro : BOTTLE_COUNTS.en).format(count);
}

/** How the editor and its errors name a text: "testimonials › items › ana › quote". */
export function contentFieldName(key: string): string {
  return key.split(".").join(" › ");
}

export type TestimonialId = (typeof TESTIMONIAL_IDS)[number];
export type PressId = (typeof PRESS_IDS)[number];
export type StatId = (typeof STAT_IDS)[number];

/** What the home page shows of its claims, resolved on the server so the page's JavaScript needs none of this module. */
export interface HomeClaims {
  testimonials: TestimonialId[];
  stats: StatId[];
  press: ({ id: PressId } & Wordmark)[];
  doctor: boolean;
  /** The bottles-sold figure (the hero's line above the title). */
  bottles: boolean;
}

export function homeClaims(hidden: readonly string[]): HomeClaims {
  const shown = <T extends string>(section: string, ids: readonly T[]) => ids.filter((id) => !isClaimHidden(hidden, `${section}.${id}`));
  return {
    testimonials: shown("testimonials", TESTIMONIAL_IDS),
    stats: shown("stats", STAT_IDS),
    press: shown("press", PRESS_IDS).map((id) => ({ id, ...PRESS_WORDMARKS[id] })),
    doctor: !isClaimHidden(hidden, "doctor"),
    bottles: !isClaimHidden(hidden, "stats.bottles"),
  };
}
