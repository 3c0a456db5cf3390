/**
 * The review routes' bodies and answers as zod schemas (decision 0091), for the server's contracts and the generated
 * description. `domain/reviews.ts` keeps the plain types and the form's rules without zod, because the shopper's
 * reviews chunk imports it; these schemas are held to those types (`satisfies`), and the browser takes only types.
 */
import { z } from "zod";
import { STAR_VALUES, type RatingSummary } from "./review-rating.ts";
import {
  MAX_REVIEWS_PAGE,
  REVIEW_FIELD_LIMITS,
  REVIEW_SORTS,
  REVIEW_VOTES,
  type ReviewsPage,
  type ReviewView,
  type VoteResult,
} from "./reviews.ts";

const stars = z.literal([...STAR_VALUES]);

export const reviewViewSchema = z.object({
  id: z.number().int().describe("The review's id, as the vote route takes it."),
  rating: stars,
  title: z.string(),
  text: z.string(),
  date: z.string().describe("When the review was written (ISO 8601)."),
  reviewer: z.string().describe('The name the reviewer gave, else "Anonymous" in the reader\'s language.'),
  verified: z.boolean(),
  productVariant: z.string().nullable().describe("The variant reviewed, in the reader's language."),
  helpful: z.number().int(),
  notHelpful: z.number().int(),
  myVote: z.enum(REVIEW_VOTES).nullable().describe("This browser's vote, when it sent its voter key."),
  reply: z.object({ text: z.string(), date: z.string() }).nullable().describe("The store's answer, shown under the review."),
}) satisfies z.ZodType<ReviewView>;

const ratingSummaryShape = {
  average: z.number().min(0).max(5).describe("One decimal; 0 when there are no reviews."),
  count: z.number().int(),
  distribution: z.object({ 5: z.number().int(), 4: z.number().int(), 3: z.number().int(), 2: z.number().int(), 1: z.number().int() }),
};

export const reviewsPageSchema = z.object({
  ...ratingSummaryShape,
  reviews: z.array(reviewViewSchema),
  sort: z.enum(REVIEW_SORTS),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
}) satisfies z.ZodType<ReviewsPage>;

/** A new review with the product's rating after it; `held` when it waits for the store's approval. */
export const reviewCreatedSchema = z.object({
  ...ratingSummaryShape,
  review: reviewViewSchema,
  held: z.boolean(),
}) satisfies z.ZodType<RatingSummary & { review: ReviewView; held: boolean }>;

/** The vote that now stands and the counts; `voterKey` when this browser got its key with this vote. */
export const voteResultSchema = z.object({
  reviewId: z.number().int(),
  helpful: z.number().int(),
  notHelpful: z.number().int(),
  vote: z.enum(REVIEW_VOTES).nullable().describe("Null after clicking the same choice again."),
  voterKey: z.string().optional().describe("Sent back as X-Review-Voter with later votes and reads."),
}) satisfies z.ZodType<VoteResult & { voterKey?: string }>;

export const reviewsQuerySchema = z.object({
  product: z.string().describe("The product's handle."),
  sort: z.enum(REVIEW_SORTS).optional().describe("Default newest."),
  page: z.string().optional().describe(`1 to ${MAX_REVIEWS_PAGE}; default 1.`),
});

/**
 * A field of the review form, as the description shows it. The server checks the fields by the form's own rules
 * (`checkReviewSubmission`, after the product is found, so the variant is checked with the others and every wrong field
 * is named at once, in the form's own sentences): the schema only asks for a JSON object.
 */
const formField = (described: Record<string, unknown>) => z.unknown().optional().meta(described);

export const reviewSubmissionSchema = z.looseObject({
  productHandle: formField({ type: "string", description: "The product's handle." }),
  rating: formField({ type: "integer", minimum: 1, maximum: 5 }),
  title: formField({ type: "string", maxLength: REVIEW_FIELD_LIMITS.title }),
  text: formField({ type: "string", maxLength: REVIEW_FIELD_LIMITS.text }),
  name: formField({ type: "string", maxLength: REVIEW_FIELD_LIMITS.name, description: 'Empty for "Anonymous".' }),
  email: formField({
    type: "string",
    maxLength: REVIEW_FIELD_LIMITS.email,
    description: "Never shown; verifies the review by the orders.",
  }),
  variant: formField({
    type: "string",
    description: "The variant bought (its global id or its title); required when the product has several.",
  }),
});

const MAX_ROW_ID = 2_147_483_647;

export const reviewVoteSchema = z.object({
  reviewId: z.number({ error: "reviewId" }).int({ error: "reviewId" }).min(1, { error: "reviewId" }).max(MAX_ROW_ID, { error: "reviewId" }),
  vote: z.enum(REVIEW_VOTES, { error: "vote" }),
});
