/**
 * Reviews moderation (issue 17 item 4), for both sides: the queue's filters as the URL holds them, a
 * review as staff see it, and the reply form, read by the same rules in the browser and on the server.
 */
import { z } from "zod";
import { readViewQuery, viewQuery } from "./view-query.ts";

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

/** A review in the moderation queue (`GET /api/admin/reviews` and the page). */
export interface AdminReview {
  id: number;
  status: ReviewStatus;
  rating: number;
  title: string;
  text: string;
  reviewerName: string | null;
  email: string | null;
  verified: boolean;
  language: string;
  productHandle: string;
  productTitle: string;
  variantTitle: string | null;
  createdAt: string;
  reply: { text: string; at: string; staffEmail: string | null } | null;
}
