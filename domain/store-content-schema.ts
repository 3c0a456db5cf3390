/** The owner's save of one content page (decision 0042), checked by the admin page and the server alike. */
import { z } from "zod";
import { contentPageViewSchema } from "./store-content-view.ts";
import { BOTTLES_SOLD_MAX, claimOfKey, contentTextMaxLength, HOME_CLAIMS, isClaimHidden, type ContentPage } from "./store-content.ts";

/**
 * One page's save: every override the page should have afterwards (a key left out, or with both languages
 * empty, goes back to the locale file's text), the hidden claims and the bottles-sold figure (home only),
 * and the version the editor opened. A text overridden in one language must be in the other too, unless
 * its claim is hidden: the storefront never shows a sentence half in the owner's words.
 */
export function contentSaveSchema(page: ContentPage) {
  const text = z.string().max(contentTextMaxLength(page), "tooLong");
  return z
    .object({
      version: z.number().int().min(0),
      texts: z.record(z.string().max(200), z.object({ ro: text, en: text })),
      hidden: z.array(z.enum(HOME_CLAIMS)).max(HOME_CLAIMS.length).default([]),
      bottlesSold: z.number({ error: "bottles" }).int("bottles").min(0, "bottles").max(BOTTLES_SOLD_MAX, "bottles").optional(),
    })
    .superRefine((value, context) => {
      for (const [key, { ro, en }] of Object.entries(value.texts)) {
        const claim = claimOfKey(key);
        if (claim && isClaimHidden(value.hidden, claim)) continue;
        if (ro.trim() === "" && en.trim() !== "") context.addIssue({ code: "custom", message: "required", path: ["texts", key, "ro"] });
        if (en.trim() === "" && ro.trim() !== "") context.addIssue({ code: "custom", message: "required", path: ["texts", key, "en"] });
      }
    });
}
export type ContentSave = z.input<ReturnType<typeof contentSaveSchema>>;

/** What a save answers: the page as saved, and whether anything changed. */
export const contentSavedSchema = z.object({ changed: z.boolean(), page: contentPageViewSchema });
