/**
 * Reviews moderation (issue 17 item 4), for both sides: the queue's filters as the URL holds them, a
 * review as staff see it, and the reply form, read by the same rules in the browser and on the server.
 */
import { z } from "zod";
import { claimsFindingSchema } from "../claims-check.ts";
import { readViewQuery, viewQuery } from "../view-query.ts";

export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const ADMIN_REVIEWS_PAGE_SIZE = 20;
export const REVIEW_REPLY_MAX_LENGTH = 2000;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional()).catch(undefined);

/** The queue's view; anything unreadable is left out, so an edited bookmark still opens. */
export const reviewFilterSchema = z.object({
  status: optional(z.enum(REVIEW_STATUSES)),
  rating: optional(z.coerce.number().int().min(1).max(5)),
  product: optional(z.string().trim().max(100)),
  verified: optional(z.enum(["yes", "no"])),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

export type ReviewFilter = z.output<typeof reviewFilterSchema>;

export function readReviewFilter(params: URLSearchParams): ReviewFilter {
  return readViewQuery(reviewFilterSchema, params);
}

export function reviewFilterQuery(filter: Partial<ReviewFilter>): string {
  return viewQuery(filter);
}

/** `text` empty removes the store's reply. */
export const reviewReplySchema = z.object({
  text: z.string({ error: "required" }).trim().max(REVIEW_REPLY_MAX_LENGTH, { error: "too_long" }),
});

export const reviewSettingsSchema = z.object({ holdUnverified: z.boolean({ error: "invalid" }) });

/** A review in the moderation queue, as the page shows it and a decision answers it. */
export const adminReviewSchema = z.object({
  id: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  reviewerName: z.string().nullable(),
  email: z.string().nullable(),
  verified: z.boolean(),
  language: z.string(),
  productHandle: z.string(),
  productTitle: z.string(),
  variantTitle: z.string().nullable(),
  createdAt: z.string(),
  reply: z.object({ text: z.string(), at: z.string(), staffEmail: z.string().nullable() }).nullable(),
  /**
   * Why it was held for moderation when written: its writer was not a known buyer, or it names a disease or a word the
   * law forbids (`findings`, from the claims checker). Null when it was published at once.
   */
  held: z.object({ reason: z.enum(["unverified", "claims"]), findings: z.array(claimsFindingSchema) }).nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** What a decision answers: the review as it is now (null once deleted), and whether anything changed. */
export const reviewChangeSchema = z.object({ changed: z.boolean(), review: adminReviewSchema.nullable() });
