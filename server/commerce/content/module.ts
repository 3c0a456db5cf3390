/**
 * The content module (decision 0134): the articles, and the owner's texts of the home and brand pages. Its one port:
 * who last saved a page (staff's `StaffEmails`).
 */
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { StaffEmails } from "#server/commerce/shared/staff-audit";
import { createBlogAdmin, type BlogAdmin } from "./back-office/blog-admin.ts";
import { createBlogContent, type BlogContent } from "./blog.ts";
import { createFinder, type FinderMarketingConsent, type FinderService, type ShownProducts } from "./finder.ts";
import { createStoreContent, type StoreContent } from "./store-content.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export type { ArticleCoverOutcome, ArticleSaveOutcome, BlogAdmin } from "./back-office/blog-admin.ts";
export { htmlToText } from "./blog-text.ts";
export type { Article, ArticleImage, ArticleSortKey, Blog, BlogSortKey } from "./blog-types.ts";
export type { BlogContent } from "./blog.ts";
export type { StoreContent } from "./store-content.ts";
export type { FinderResultOutcome, FinderSaveOutcome, FinderService } from "./finder.ts";

export interface ContentPorts extends Pick<Infrastructure, "db" | "clock" | "audit" | "mailer" | "branding"> {
  /** Who last saved a page (staff's `StaffEmails`). */
  staffEmails: StaffEmails;
  /** The published products' handles and titles (the catalogue's): what the finder may recommend and its email names. */
  shownProducts: ShownProducts;
  /** The finder's newsletter tick (the newsletter's consent, on the finder's form). */
  recordMarketingConsent: FinderMarketingConsent;
}

export interface ContentServices {
  blog: BlogContent;
  /** The owner's articles, drafts and scheduled ones too (the admin). */
  admin: BlogAdmin;
  /** The owner's texts of the home page's claims and the brand pages, over the locale files (decision 0042). */
  store: StoreContent;
  /** The supplement finder's quiz and its result by email (decision 0159). */
  finder: FinderService;
}

/** The terms' edition a shopper accepts at checkout: the one read port orders take from content. */
export interface TermsFacts {
  lockedTermsVersion: StoreContent["lockedTermsVersion"];
}

export function createContentModule({
  db,
  clock,
  audit,
  mailer,
  branding,
  staffEmails,
  shownProducts,
  recordMarketingConsent,
}: ContentPorts): { services: ContentServices; handlers: [] } {
  return {
    services: {
      blog: createBlogContent(db),
      admin: createBlogAdmin({ db, clock, audit }),
      store: createStoreContent({ db, clock, audit, staffEmails }),
      finder: createFinder({ db, clock, audit, staffEmails, mailer, branding, shownProducts, recordMarketingConsent }),
    },
    handlers: [],
  };
}
