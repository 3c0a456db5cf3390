/**
 * Product reviews: listing them with their summary, writing one, and one vote per browser on each.
 * Only published reviews are shown, counted and voted on. A review by someone not known to have bought
 * the product waits for approval while the owner asks for that, and so does one that names a disease or a word the law
 * forbids in a supplement's advertising (the claims checker, issue 44); moderation is `review-moderation.ts`.
 */
import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { reviewClaimsHold } from "#domain/claims-check";
import type { Language } from "#domain/locale";
import { emptyDistribution, isStarValue, summariseDistribution, type RatingSummary, type StarValue } from "#domain/review-rating";
import {
  ANONYMOUS_REVIEWER,
  REVIEWS_PAGE_SIZE,
  type ReviewableVariant,
  type ReviewSort,
  type ReviewsPage,
  type ReviewSubmission,
  type ReviewView,
  type ReviewVote,
  type VoteResult,
} from "#domain/reviews";
import type { Database } from "#server/db/client";
import { reviews, reviewVotes } from "#server/db/schema";
import { createBatcher } from "#server/commerce/shared/batcher";

const PUBLISHED = "published";

/** A product reviews can be written for, with its variants titled in the reader's or writer's language. */
export interface ReviewProduct {
  id: number;
  handle: string;
  /** The language its variant titles are in, and its reviews are answered in. */
  language: Language;
  variants: ReviewableVariant[];
}

/** The review is written in the language `product` was read in. */
export interface ReviewWriter {
  /** The signed-in customer, when the request carried a live session. */
  customer: { id: number; email: string } | null;
}

export interface ReviewService {
  /** Null for a handle the catalogue does not know. */
  product(handle: string, language: Language): Promise<ReviewProduct | null>;
  list(product: ReviewProduct, options: { sort: ReviewSort; page: number; voterKey?: string | null }): Promise<ReviewsPage>;
  create(
    product: ReviewProduct,
    submission: ReviewSubmission,
    writer: ReviewWriter,
  ): Promise<{ review: ReviewView; summary: RatingSummary; held: boolean }>;
  /**
   * Casts, switches or withdraws this browser's vote: the same vote again withdraws it. Null when no
   * published review has this id.
   */
  vote(reviewId: number, voterKey: string, vote: ReviewVote): Promise<VoteResult | null>;
  /**
   * One request's reader of products' published ratings: products asked for in the same turn are read in
   * one query. A product without published reviews reads `{count: 0, average: 0}`.
   */
  ratingsReader(): (productId: number) => Promise<ProductRating>;
}

/** What a product's published reviews add up to. */
export interface ProductRating {
  count: number;
  /** One decimal, 1–5; 0 without reviews. */
  average: number;
}

const NO_RATING: ProductRating = { count: 0, average: 0 };

/** A catalogue product as reviews need it; the platform hands reviews the catalogue's lookup. */
export interface ReviewedProductSource {
  id: number;
  handle: string;
  variants: readonly { id: number; title: string }[];
}

export interface BuyerQuestion {
  productHandle: string;
  /** Normalised emails the reviewer is known by: the one typed, and the signed-in customer's. */
  emails: readonly string[];
  customerId: number | null;
}

/** Whether the reviewer bought the product; the platform hands reviews the orders module's answer. */
export type VerifiedBuyerCheck = (question: BuyerQuestion) => Promise<boolean>;

export interface ReviewServiceOptions {
  db: Database;
  products: { productByHandle(handle: string, language: Language): Promise<ReviewedProductSource | null> };
  isVerifiedBuyer: VerifiedBuyerCheck;
  /** Whether the owner holds reviews of unverified writers for approval (a store setting). */
  holdUnverified?: () => Promise<boolean>;
  now?: () => Date;
}

const VARIANT_GID_PREFIX = "gid://shopify/ProductVariant/";

function variantGid(id: number): string {
  return `${VARIANT_GID_PREFIX}${id}`;
}

function variantRowId(gid: string): number {
  return Number(gid.slice(VARIANT_GID_PREFIX.length));
}

/** Voter keys are stored hashed: a leaked table cannot be replayed as someone's browser. */
function voterKeyHash(voterKey: string): string {
  return createHash("sha256").update(voterKey).digest("hex");
}

const ORDER_BY: Record<ReviewSort, ReturnType<typeof asc>[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  oldest: [asc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

type ReviewRow = typeof reviews.$inferSelect;

function toView(row: ReviewRow, product: ReviewProduct, myVote: string | null): ReviewView {
  const currentVariant = row.variantId === null ? undefined : product.variants.find((variant) => variant.id === variantGid(row.variantId!));
  return {
    id: row.id,
    rating: row.rating as StarValue,
    title: row.title,
    text: row.body,
    date: row.createdAt.toISOString(),
    reviewer: row.reviewerName ?? ANONYMOUS_REVIEWER[product.language],
    verified: row.verified,
    productVariant: currentVariant?.title ?? row.variantTitle,
    helpful: row.helpfulCount,
    notHelpful: row.notHelpfulCount,
    myVote: myVote === "helpful" || myVote === "not_helpful" ? myVote : null,
    reply: row.reply && row.repliedAt ? { text: row.reply, date: row.repliedAt.toISOString() } : null,
  };
}

/** The reviewable view of a product the caller already loaded (a page's request-scoped catalogue). */
export function reviewProductOf(found: ReviewedProductSource, language: Language): ReviewProduct {
  return {
    id: found.id,
    handle: found.handle,
    language,
    variants: found.variants.map((variant) => ({ id: variantGid(variant.id), title: variant.title })),
  };
}

/** Each product's published ratings, read in one query for all of them. */
async function ratingsOf(db: Database, productIds: number[]): Promise<Map<number, ProductRating>> {
  const rows = await db
    .select({ productId: reviews.productId, rating: reviews.rating, reviews: count() })
    .from(reviews)
    .where(and(inArray(reviews.productId, productIds), eq(reviews.status, PUBLISHED)))
    .groupBy(reviews.productId, reviews.rating);
  const distributions = new Map<number, ReturnType<typeof emptyDistribution>>();
  for (const row of rows) {
    const distribution = distributions.get(row.productId) ?? emptyDistribution();
    if (isStarValue(row.rating)) distribution[row.rating] = row.reviews;
    distributions.set(row.productId, distribution);
  }
  return new Map(
    [...distributions].map(([productId, distribution]) => {
      const { count: total, average } = summariseDistribution(distribution);
      return [productId, { count: total, average }];
    }),
  );
}

/** One product's published ratings with their spread over the stars, as its reviews are headed. */
async function summaryOf(db: Database, productId: number): Promise<RatingSummary> {
  const rows = await db
    .select({ rating: reviews.rating, reviews: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, PUBLISHED)))
    .groupBy(reviews.rating);
  const distribution = emptyDistribution();
  for (const row of rows) if (isStarValue(row.rating)) distribution[row.rating] = row.reviews;
  return summariseDistribution(distribution);
}

/** Casts, switches or withdraws a browser's vote and recounts the review's; null when no published review has this id. */
function castVote(db: Database, now: () => Date, reviewId: number, voterKey: string, vote: ReviewVote): Promise<VoteResult | null> {
  const voter = voterKeyHash(voterKey);
  return db.transaction(async (tx) => {
    // Locking the review orders concurrent votes on it, so the recount below is never stale.
    const [review] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, PUBLISHED)))
      .for("update");
    if (!review) return null;
    const [existing] = await tx
      .select({ vote: reviewVotes.vote })
      .from(reviewVotes)
      .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.voterKeyHash, voter)));
    let standing: ReviewVote | null = vote;
    if (!existing) {
      await tx.insert(reviewVotes).values({ reviewId, voterKeyHash: voter, vote, createdAt: now(), updatedAt: now() });
    } else if (existing.vote === vote) {
      await tx.delete(reviewVotes).where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.voterKeyHash, voter)));
      standing = null;
    } else {
      await tx
        .update(reviewVotes)
        .set({ vote, updatedAt: now() })
        .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.voterKeyHash, voter)));
    }
    const [counts] = await tx
      .update(reviews)
      .set({
        helpfulCount: sql`(select count(*) from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviewId} and ${reviewVotes.vote} = 'helpful')`,
        notHelpfulCount: sql`(select count(*) from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviewId} and ${reviewVotes.vote} = 'not_helpful')`,
      })
      .where(eq(reviews.id, reviewId))
      .returning({ helpful: reviews.helpfulCount, notHelpful: reviews.notHelpfulCount });
    return { reviewId, helpful: counts!.helpful, notHelpful: counts!.notHelpful, vote: standing };
  });
}

export function createReviewService({
  db,
  products,
  isVerifiedBuyer,
  holdUnverified = async () => false,
  now = () => new Date(),
}: ReviewServiceOptions): ReviewService {
  return {
    async product(handle, language) {
      const found = await products.productByHandle(handle, language);
      return found ? reviewProductOf(found, language) : null;
    },

    async list(product, { sort, page, voterKey }) {
      const summary = await summaryOf(db, product.id);
      const pageCount = Math.ceil(summary.count / REVIEWS_PAGE_SIZE);
      const myVote = voterKey
        ? sql<
            string | null
          >`(select ${reviewVotes.vote} from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviews.id} and ${reviewVotes.voterKeyHash} = ${voterKeyHash(voterKey)})`
        : sql<string | null>`null`;
      const rows =
        page > pageCount
          ? []
          : await db
              .select({ review: reviews, myVote })
              .from(reviews)
              .where(and(eq(reviews.productId, product.id), eq(reviews.status, PUBLISHED)))
              .orderBy(...ORDER_BY[sort])
              .limit(REVIEWS_PAGE_SIZE)
              .offset((page - 1) * REVIEWS_PAGE_SIZE);
      return {
        ...summary,
        reviews: rows.map((row) => toView(row.review, product, row.myVote)),
        sort,
        page,
        pageSize: REVIEWS_PAGE_SIZE,
        pageCount,
      };
    },

    async create(product, submission, { customer }) {
      const emails = [submission.email, customer?.email].filter((email): email is string => Boolean(email));
      const verified = await isVerifiedBuyer({
        productHandle: product.handle,
        emails: [...new Set(emails)],
        customerId: customer?.id ?? null,
      });
      const variantId = submission.variant ? variantRowId(submission.variant.id) : null;
      // A review naming a disease or a forbidden word waits whoever wrote it: published, the store would repeat it.
      const claimFindings = reviewClaimsHold({ title: submission.title, text: submission.text, language: product.language });
      const heldReason = claimFindings ? "claims" : !verified && (await holdUnverified()) ? "unverified" : null;
      const held = heldReason !== null;
      const [row] = await db
        .insert(reviews)
        .values({
          productId: product.id,
          rating: submission.rating,
          title: submission.title,
          body: submission.text,
          reviewerName: submission.name,
          email: submission.email,
          customerId: customer?.id ?? null,
          variantId,
          variantTitle: submission.variant?.title ?? null,
          verified,
          language: product.language,
          status: held ? "pending" : PUBLISHED,
          heldReason,
          claimFindings,
          createdAt: now(),
        })
        .returning();
      return { review: toView(row!, product, null), summary: await summaryOf(db, product.id), held };
    },

    vote: (reviewId, voterKey, vote) => castVote(db, now, reviewId, voterKey, vote),

    ratingsReader() {
      return createBatcher((productIds: number[]) => ratingsOf(db, productIds), NO_RATING);
    },
  };
}
