/**
 * The seed blogs as an editor would write them, in both languages. An article is an introduction and
 * titled sections; the seed turns them into HTML whose h2/h3 carry the ids its table of contents
 * links to, so the two can never disagree.
 */
import type { Localized } from "#server/db/seed/catalog-types";

export interface SeedSection {
  /** The heading's id, the same in both languages: lower-case letters, digits and hyphens. */
  id: string;
  heading: Localized;
  /** Paragraphs and lists (p, ul, ol, li, strong, em, a). */
  body: Localized;
  /** Shown as h3 under this section's h2. */
  subsections?: readonly SeedSection[];
}

export interface SeedArticle {
  handle: string;
  /** ISO date and time of publication. */
  publishedAt: string;
  author: string;
  /** Slugs; pages show a translated label for the ones they know. */
  tags: readonly string[];
  /** File under server/db/seed/images/ (1200×675). */
  image: { file: string; alt: Localized };
  title: Localized;
  excerpt: Localized;
  /** HTML paragraphs before the first section. */
  intro: Localized;
  sections: readonly SeedSection[];
  /** Health topics close with a reminder that the article does not replace a doctor's advice. */
  medicalNote: boolean;
}

export interface SeedBlog {
  handle: string;
  title: Localized;
  description: Localized;
  articles: readonly SeedArticle[];
}

/** Text may name the shop as `{{brand}}`; the seed writes the configured brand name in its place. */
export const BRAND_PLACEHOLDER = "{{brand}}";
