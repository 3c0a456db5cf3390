/** The shop's navigation, shared by the desktop header, the mobile menu and the footer. */

export interface NavLink {
  to: string;
  /** Key in the `layout` namespace. */
  labelKey: string;
}

/** The product menu's categories (spec §2 "Header"); two concerns share simplix and two share ahcc. */
export const PRODUCT_CATEGORIES: readonly NavLink[] = [
  { to: "/products/papillex", labelKey: "categories.cervical" },
  { to: "/products/endo-well", labelKey: "categories.endometrial" },
  { to: "/products/ic-well", labelKey: "categories.bladder" },
  { to: "/products/pco-well", labelKey: "categories.ovarian" },
  { to: "/products/simplix", labelKey: "categories.herpesLabial" },
  { to: "/products/simplix", labelKey: "categories.coldFlu" },
  { to: "/products/ahcc", labelKey: "categories.immune" },
  { to: "/products/ahcc", labelKey: "categories.mensHealth" },
  { to: "/shop", labelKey: "categories.bundle" },
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
