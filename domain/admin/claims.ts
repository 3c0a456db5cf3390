/**
 * The admin's "Claims check" page (issue 44 item 4, decision 0097): what the claims checker flags across the store's
 * copy today, each place with a link to where it is corrected, and the specification's own labels that collide with
 * the rule, reported for the owner to decide rather than changed.
 */
import { z } from "zod";
import { claimsFindingSchema } from "../claims-check.ts";
import { readViewQuery } from "../view-query.ts";

export const CLAIMS_SOURCES = ["product", "home", "categories", "blog", "review", "specification"] as const;
export type ClaimsSource = (typeof CLAIMS_SOURCES)[number];

/** One place with findings: what it is, where to correct it, and what was found. */
export const claimsReportItemSchema = z.object({
  source: z.enum(CLAIMS_SOURCES),
  /** The product's, article's or review's title, or the label's key for the specification's navigation. */
  title: z.string(),
  /** Where the owner corrects it (an admin page), or null where the owner decides outside the admin (the spec's labels). */
  href: z.string().nullable(),
  findings: z.array(claimsFindingSchema),
});
export type ClaimsReportItem = z.infer<typeof claimsReportItemSchema>;

export const claimsReportSchema = z.object({
  source: z.enum(CLAIMS_SOURCES).nullable(),
  items: z.array(claimsReportItemSchema),
  /** How many places of each source were read, findings or not. */
  checked: z.record(z.enum(CLAIMS_SOURCES), z.number().int()),
});
export type ClaimsReport = z.infer<typeof claimsReportSchema>;

/** The page's view as the URL holds it: one source, or all when absent or unreadable. */
const claimsFilterSchema = z.object({ source: z.enum(CLAIMS_SOURCES).optional().catch(undefined) });
export type ClaimsFilter = z.output<typeof claimsFilterSchema>;

export function readClaimsFilter(params: URLSearchParams): ClaimsFilter {
  return readViewQuery(claimsFilterSchema, params);
}

export const CLAIMS_CHECK_TEXT_MAX_LENGTH = 20_000;

/** A text the owner checks before using it: its words, and the language it is in. */
export const claimsCheckInputSchema = z.object({
  language: z.enum(["ro", "en"], { error: "invalid" }),
  text: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(CLAIMS_CHECK_TEXT_MAX_LENGTH, { error: "too_long" }),
});

export const claimsCheckResultSchema = z.object({ findings: z.array(claimsFindingSchema) });
