/**
 * Which texts of a product or an article the claims checker reads (issue 44, decision 0097), named as the editors
 * name their fields, so a refusal points at the field to correct. One place, used by the publish rules of the
 * catalogue and the blog and by the admin's "Claims check" page.
 *
 * A product's `category` badge is copy like the rest (issue 64 item 3, decision 0128): the specification's labels named
 * conditions ("herpes labial, răceală și gripă"); the seed's defaults name none, and a badge that names one is refused.
 */
import type { AdminArticle, ArticleChange } from "./admin/articles.ts";
import type { FaqText, ProductTexts, TitledText, VariantTexts } from "./admin/product-editor.ts";
import { checkClaims, type CheckedText, type ClaimsFinding } from "./claims-check.ts";
import type { Language } from "./locale.ts";

const LANGUAGES: readonly Language[] = ["ro", "en"];

/** A product's copy as the editor holds it, saved or about to be. */
export interface ProductCopy {
  texts: Record<Language, ProductTexts>;
  benefits: readonly Record<Language, TitledText>[];
  ingredients: readonly Record<Language, TitledText>[];
  faq: readonly Record<Language, FaqText>[];
  variants: readonly Record<Language, VariantTexts>[];
}

/** Every text of a product the storefront shows as the store's own words, in both languages. */
export function productCopyTexts(product: ProductCopy): CheckedText[] {
  const texts: CheckedText[] = [];
  for (const language of LANGUAGES) {
    for (const [key, text] of Object.entries(product.texts[language]) as [keyof ProductTexts, string][])
      texts.push({ field: `texts.${language}.${key}`, text, language, html: key === "descriptionHtml" });
    product.benefits.forEach((benefit, index) => {
      texts.push({ field: `benefits.${index}.${language}.title`, text: benefit[language].title, language });
      texts.push({ field: `benefits.${index}.${language}.description`, text: benefit[language].description, language });
    });
    product.ingredients.forEach((ingredient, index) => {
      texts.push({ field: `ingredients.${index}.${language}.title`, text: ingredient[language].title, language });
      texts.push({ field: `ingredients.${index}.${language}.description`, text: ingredient[language].description, language });
    });
    product.faq.forEach((item, index) => {
      texts.push({ field: `faq.${index}.${language}.question`, text: item[language].question, language });
      texts.push({ field: `faq.${index}.${language}.answer`, text: item[language].answer, language });
    });
    product.variants.forEach((variant, index) => {
      for (const key of ["label", "description", "subscriptionText"] as const)
        texts.push({ field: `variants.${index}.${language}.${key}`, text: variant[language][key], language });
    });
  }
  return texts;
}

/** Every text of an article a reader sees, in both languages. */
export function articleCopyTexts(article: Pick<AdminArticle, "texts"> | Pick<ArticleChange, "texts">): CheckedText[] {
  return LANGUAGES.flatMap((language) =>
    (["title", "excerpt", "contentHtml", "imageAltText"] as const).flatMap((key) => {
      const text = (article.texts[language] as Partial<Record<typeof key, string>>)[key];
      return text === undefined ? [] : [{ field: `texts.${language}.${key}`, text, language, html: key === "contentHtml" }];
    }),
  );
}

/**
 * The publish rule of product and blog copy (issue 44 item 4): copy with a forbidden word is not published. The
 * catalogue and the blog call it beside their other publish checks and refuse with its findings; null lets it through.
 */
export function publishClaimsRefusal(texts: readonly CheckedText[]): ClaimsFinding[] | null {
  const findings = checkClaims(texts);
  return findings.length === 0 ? null : findings;
}
