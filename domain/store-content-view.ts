/** A content page as the admin edits it (decision 0042): the editor's view and the save's answer. */
import { z } from "zod";
import { CONTENT_PAGES } from "./content-pages.ts";

/** One text of a page as the admin edits it: its defaults and the owner's override ("" when none). */
export const contentFieldViewSchema = z.object({
  key: z.string(),
  defaults: z.object({ ro: z.string(), en: z.string() }),
  ro: z.string(),
  en: z.string(),
});
export type ContentFieldView = z.infer<typeof contentFieldViewSchema>;

export const contentPageViewSchema = z
  .object({
    page: z.enum(CONTENT_PAGES),
    version: z.number().int(),
    fields: z.array(contentFieldViewSchema),
    hidden: z.array(z.string()),
    /** The figure shown (the default until the owner sets one). */
    bottlesSold: z.number().int(),
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable(),
  })
  .meta({ id: "ContentPageView" });
export type ContentPageView = z.infer<typeof contentPageViewSchema>;
