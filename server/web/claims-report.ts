/**
 * The admin's "Claims check" page (issue 44 item 4, decision 0097): the claims checker run over today's copy — every
 * product's texts, the home page's claims, the categories' names (the owner's content since issue 64 item 3, decision
 * 0128), every blog article, the reviews waiting — and over the labels still written in the code (the shop's demo
 * products, the not-found page's list), which name no disease by default and are reported should one come back. Read-only, composed from the modules'
 * readers the admin reader already holds.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ClaimsFilter, ClaimsReport, ClaimsReportItem, ClaimsSource } from "#domain/admin/claims";
import { ADMIN_REVIEWS_PAGE_SIZE, readReviewFilter } from "#domain/admin/reviews";
import { readProductFilter } from "#domain/admin/products";
import { checkClaims, type CheckedText } from "#domain/claims-check";
import { articleCopyTexts, productCopyTexts } from "#domain/claims-copy";
import { SUPPORTED_LANGUAGES, type Language } from "#domain/locale";
import type { CatalogAdmin } from "#server/commerce/catalog/module";
import type { BlogAdmin, StoreContent } from "#server/commerce/content/module";
import type { ReviewModeration } from "#server/commerce/reviews/module";
import { LOCALES_DIR } from "#server/commerce/shared/locale";

/**
 * The specification's labels still written in the locale files: the demo products' subtitles of the shop and the
 * not-found page (spec § 9). The menus' and the home page's category names are the owner's content (decision 0128).
 */
export const SPECIFICATION_LABELS: readonly { file: string; prefix: string }[] = [
  { file: "pages/shop.json", prefix: "demo" },
  { file: "errors.json", prefix: "products" },
];

function flatten(value: unknown, prefix: string, into: [string, string][] = []): [string, string][] {
  if (typeof value === "string") into.push([prefix, value]);
  else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) flatten(inner, `${prefix}.${key}`, into);
  return into;
}

/** Every specification label in both languages, named "file: key". */
function specificationTexts(localesDir: string): { title: string; texts: CheckedText[] }[] {
  return SPECIFICATION_LABELS.flatMap(({ file, prefix }) => {
    const byLanguage = Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => {
        const messages = JSON.parse(readFileSync(path.join(localesDir, language, file), "utf8")) as Record<string, unknown>;
        return [language, flatten(messages[prefix], prefix)];
      }),
    ) as Record<Language, [string, string][]>;
    return byLanguage.ro.map(([key]) => ({
      title: `${file}: ${key}`,
      texts: SUPPORTED_LANGUAGES.flatMap((language) => {
        const text = byLanguage[language].find(([other]) => other === key)?.[1];
        return text === undefined ? [] : [{ field: `${language}.${key}`, text, language }];
      }),
    }));
  });
}

export interface ClaimsReportReaders {
  catalogAdmin: Pick<CatalogAdmin, "list" | "editable">;
  blogAdmin: Pick<BlogAdmin, "everyArticleText">;
  storeContent: Pick<StoreContent, "view">;
  moderation: Pick<ReviewModeration, "list">;
  localesDir?: string;
}

export async function claimsReport(
  { catalogAdmin, blogAdmin, storeContent, moderation, localesDir = LOCALES_DIR }: ClaimsReportReaders,
  filter: ClaimsFilter,
  language: Language,
): Promise<ClaimsReport> {
  const wanted = (source: ClaimsSource) => filter.source === undefined || filter.source === source;
  const items: ClaimsReportItem[] = [];
  const checked: Record<ClaimsSource, number> = { product: 0, home: 0, categories: 0, blog: 0, review: 0, specification: 0 };
  const add = (source: ClaimsSource, title: string, href: string | null, texts: readonly CheckedText[]) => {
    checked[source]++;
    const findings = checkClaims(texts);
    if (findings.length > 0) items.push({ source, title, href, findings });
  };

  if (wanted("product")) {
    for (const row of await catalogAdmin.list(readProductFilter(new URLSearchParams()), language)) {
      const product = await catalogAdmin.editable(row.id, language);
      if (product) add("product", row.title, `/admin/products/${row.id}`, productCopyTexts(product));
    }
  }
  for (const page of ["home", "categories"] as const) {
    if (!wanted(page)) continue;
    const content = await storeContent.view(page);
    for (const field of content.fields)
      add(
        page,
        field.key,
        `/admin/content#content-${page}`,
        SUPPORTED_LANGUAGES.map((language) => ({
          field: `${language}.${field.key}`,
          text: field[language] || field.defaults[language],
          language,
        })),
      );
  }
  if (wanted("blog"))
    for (const article of await blogAdmin.everyArticleText())
      add("blog", article.texts[language].title || article.texts.ro.title, `/admin/articles/${article.id}`, articleCopyTexts(article));
  if (wanted("review")) {
    for (let page = 1, total = 1; (page - 1) * ADMIN_REVIEWS_PAGE_SIZE < total; page++) {
      const queue = await moderation.list(readReviewFilter(new URLSearchParams({ status: "pending", page: String(page) })), language);
      total = queue.total;
      for (const review of queue.reviews) {
        const reviewLanguage: Language = review.language === "en" ? "en" : "ro";
        add("review", `${review.productTitle}: ${review.title}`, "/admin/reviews?status=pending", [
          { field: "title", text: review.title, language: reviewLanguage },
          { field: "text", text: review.text, language: reviewLanguage },
        ]);
      }
    }
  }
  if (wanted("specification")) for (const label of specificationTexts(localesDir)) add("specification", label.title, null, label.texts);
  return { source: filter.source ?? null, items, checked };
}
