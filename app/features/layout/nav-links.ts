/** The shop's navigation, shared by the desktop header, the mobile menu and the footer. */

export interface NavLink {
  to: string;
  /** Key in the `layout` namespace (a category's: its id in the owner's `categories` content). */
  labelKey: string;
  /** The text itself, where it is the owner's content rather than the layout's. */
  label?: string;
}

/**
 * The product menu's categories (spec §2 "Header"); two concerns share simplix and two share ahcc. Their names are the
 * owner's content (`menu.{id}` of the `categories` page, decision 0128), sent by the root loader.
 */
export const PRODUCT_CATEGORIES: readonly NavLink[] = [
  { to: "/products/papillex", labelKey: "cervical" },
  { to: "/products/endo-well", labelKey: "endometrial" },
  { to: "/products/ic-well", labelKey: "bladder" },
  { to: "/products/pco-well", labelKey: "ovarian" },
  { to: "/products/simplix", labelKey: "lips" },
  { to: "/products/simplix", labelKey: "coldSeason" },
  { to: "/products/ahcc", labelKey: "immune" },
  { to: "/products/ahcc", labelKey: "mensHealth" },
  { to: "/shop", labelKey: "bundle" },
];

export const STORY_LINKS: readonly NavLink[] = [
  { to: "/our-story", labelKey: "nav.ourStory" },
  { to: "/our-values", labelKey: "nav.ourValues" },
  { to: "/our-researchers", labelKey: "nav.ourResearchers" },
  { to: "/health-professionals", labelKey: "nav.healthProfessionals" },
];

export const LEARN_LINKS: readonly NavLink[] = [
  { to: "/blog", labelKey: "nav.blog" },
  { to: "/blog/wellness", labelKey: "nav.wellness" },
  { to: "/blog/news", labelKey: "nav.news" },
  { to: "/faq", labelKey: "nav.faq" },
  { to: "/supplement-finder", labelKey: "nav.finder" },
];

export const SHOP_PATH = "/shop";
export const ACCOUNT_PATH = "/my-account";

export const SOCIAL_LINKS = [
  { network: "facebook", name: "Facebook", href: "https://www.facebook.com/elara.ro" },
  { network: "instagram", name: "Instagram", href: "https://www.instagram.com/elara.ro" },
  { network: "tiktok", name: "TikTok", href: "https://www.tiktok.com/@elara.ro" },
  { network: "youtube", name: "YouTube", href: "https://www.youtube.com/@elara.ro" },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]["network"];
