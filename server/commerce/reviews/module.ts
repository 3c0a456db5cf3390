/**
 * The reviews module (decision 0134): shoppers' reviews, their votes and the staff's moderation. Its ports: the
 * products a review names (catalog), whether its writer bought the product (orders) and whether the owner holds
 * unverified writers' reviews (settings).
 */
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { StaffEmails } from "#server/commerce/shared/staff-audit";
import { createReviewModeration, type ModeratedProducts, type ReviewModeration } from "./review-moderation.ts";
import { createReviewService, type ReviewService, type ReviewServiceOptions } from "./reviews.ts";
import { createVoterKeys, type VoterKeys } from "./voter-keys.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export type { ModerationOutcome, ReviewModeration } from "./review-moderation.ts";
export type { ProductRating, ReviewService, ReviewWriter } from "./reviews.ts";
export type { VoterKeys } from "./voter-keys.ts";

export interface ReviewsPorts extends Pick<Infrastructure, "db" | "clock" | "audit"> {
  /** The published product a shopper reviews (catalog). */
  reviewedProducts: ReviewServiceOptions["products"];
  /** Whether an email or account bought the product (orders' `PurchaseFacts`). */
  isVerifiedBuyer: ReviewServiceOptions["isVerifiedBuyer"];
  /** Whether the owner holds unverified writers' reviews for approval (settings). */
  holdUnverified: () => Promise<boolean>;
  /** Any product, drafts included, by handle or id, for the moderation queue (catalog). */
  moderatedProducts: ModeratedProducts;
  signingSecret: () => string;
  /** Who replied to a review (staff's `StaffEmails`). */
  staffEmails: StaffEmails;
}

export interface ReviewsServices {
  reviews: ReviewService;
  voterKeys: VoterKeys;
  moderation: ReviewModeration;
}

export function createReviewsModule(ports: ReviewsPorts): { services: ReviewsServices; handlers: [] } {
  const { db, clock, audit } = ports;
  return {
    services: {
      reviews: createReviewService({
        db,
        products: ports.reviewedProducts,
        isVerifiedBuyer: ports.isVerifiedBuyer,
        holdUnverified: ports.holdUnverified,
      }),
      voterKeys: createVoterKeys(ports.signingSecret),
      moderation: createReviewModeration({ db, clock, audit, products: ports.moderatedProducts, staffEmails: ports.staffEmails }),
    },
    handlers: [],
  };
}
