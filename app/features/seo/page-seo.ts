import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from "#domain/locale";
import { withImageLanguage } from "#app/lib/seed-images.ts";
import type { SeoContext } from "./seo-context.ts";
import { absoluteUrl, localizedUrl, OG_LOCALES } from "./seo-urls.ts";

export interface PageSeo {
  /** The page's path without query; every language of the page shares it. */
  path: string;
  title: string;
  description: string;
  /** Absolute, or a path on this store. */
  image?: string | null;
  type?: "website" | "product" | "article";
}

/** A share picture for pages without one of their own: the flagship bottle, rasterised for crawlers. */
const DEFAULT_SHARE_IMAGE = "/images/seed/papillex-1.svg?width=1200&format=jpg";

const DESCRIPTION_LENGTH = 160;

/**
 * Title, description, canonical, hreflang alternates, Open Graph and Twitter card of one page.
 * The canonical is the page in the language it is shown in, so each language is indexed on its own.
 */
export function pageSeoMeta(context: SeoContext, page: PageSeo): MetaDescriptor[] {
  const { origin, language, brand } = context;
  const url = localizedUrl(origin, page.path, language);
  const description = shorten(page.description);
  const image = absoluteUrl(origin, page.image ?? withImageLanguage(DEFAULT_SHARE_IMAGE, language));
  return [
    { title: page.title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...SUPPORTED_LANGUAGES.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate,
      href: localizedUrl(origin, page.path, alternate),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: localizedUrl(origin, page.path, DEFAULT_LANGUAGE) },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: brand },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: OG_LOCALES[language] },
    ...SUPPORTED_LANGUAGES.filter((other) => other !== language).map((other) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[other],
    })),
    // X reads the title, description and image from the Open Graph tags when its own are absent: only the card's kind.
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

function shorten(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= DESCRIPTION_LENGTH) return clean;
  const cut = clean.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length)}…`;
}
