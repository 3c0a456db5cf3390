/**
 * Product reviews and the votes on them: the reviews module's tables, which only its code (server/commerce/reviews/)
 * writes.
 */
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import type { ClaimsFinding } from "#domain/claims-check";
import { sql } from "drizzle-orm";
import { localeEnum, belongsTo, timestamps, timestamptz } from "#server/db/schema/columns";
import { products, productVariants } from "#server/db/schema/catalog";
import { customers } from "#server/db/schema/customers";
import { staffReference } from "#server/db/schema/staff";

/**
 * Product reviews written by shoppers (spec §3 "Review"). Title and body are plain text, shown escaped.
 * `reviewer_name` null means the shopper left it empty: pages show "Anonim"/"Anonymous" in the reader's
 * language. `email` (normalised) only decides `verified` when the review is written and is never shown.
 * `verified` is decided once, at write time: the email or the signed-in customer had a paid order with
 * the product. `variant_title` keeps the title the writer chose, for when the variant leaves the catalogue.
 * `status` lets the owner hide a review (`UPDATE reviews SET status = 'hidden'`) without losing it.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: belongsTo("product_id", () => products.id),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    reviewerName: text("reviewer_name"),
    email: text("email"),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    variantTitle: text("variant_title"),
    verified: boolean("verified").notNull().default(false),
    language: localeEnum("language").notNull(),
    status: text("status").notNull().default("published"),
    helpfulCount: integer("helpful_count").notNull().default(0),
    notHelpfulCount: integer("not_helpful_count").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    /** The store's answer, shown under the review (issue 17). */
    reply: text("reply"),
    repliedAt: timestamptz("replied_at"),
    replyStaffId: staffReference("reply_staff_id"),
    /**
     * Why a `pending` review waits (issue 44): `unverified` (the owner holds reviews of unknown buyers) or `claims` (it
     * names a disease or a word the law forbids in a supplement's advertising; `claim_findings` lists them).
     */
    heldReason: text("held_reason"),
    claimFindings: jsonb("claim_findings").$type<ClaimsFinding[]>(),
  },
  (t) => [
    index("reviews_product_created_idx").on(t.productId, t.createdAt),
    index("reviews_product_rating_idx").on(t.productId, t.rating),
    check("reviews_rating", sql`${t.rating} BETWEEN 1 AND 5`),
    // `pending`: written by someone not known to have bought it, held while the owner asks for approval.
    check("reviews_status", sql`${t.status} IN ('pending', 'published', 'hidden')`),
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    check("reviews_title_length", sql`char_length(${t.title}) BETWEEN 1 AND 120`),
    check("reviews_body_length", sql`char_length(${t.body}) BETWEEN 1 AND 5000`),
    check("reviews_reviewer_name_length", sql`${t.reviewerName} IS NULL OR char_length(${t.reviewerName}) BETWEEN 1 AND 60`),
    check("reviews_held_reason", sql`${t.heldReason} IS NULL OR ${t.heldReason} IN ('unverified', 'claims')`),
    check("reviews_votes_nonnegative", sql`${t.helpfulCount} >= 0 AND ${t.notHelpfulCount} >= 0`),
  ],
);

/**
 * One browser's helpful / not helpful vote on a review. The browser is known by a random key it keeps
 * (sent as the `X-Review-Voter` header); only the key's SHA-256 is stored.
 */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: belongsTo("review_id", () => reviews.id),
    voterKeyHash: text("voter_key_hash").notNull(),
    vote: text("vote").notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voterKeyHash] }), check("review_votes_vote", sql`${t.vote} IN ('helpful', 'not_helpful')`)],
);
