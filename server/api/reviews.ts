/**
 * GET /api/reviews?product=&sort=&page= → a page of a product's reviews with their summary;
 * POST /api/reviews → 201 with the new review; POST /api/review-vote → this browser's vote and the new
 * counts. Writes are limited per client before their body is read. Refusals answer the problem shape in the
 * shopper's language, every wrong field with its sentence. See docs/api.md "Reviews".
 */
import { taggedContract } from "./route-kit.ts";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  reviewCreatedSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
  reviewSubmissionSchema,
  reviewVoteSchema,
  voteResultSchema,
} from "#domain/review-schemas";
import {
  checkReviewSubmission,
  DEFAULT_REVIEW_SORT,
  isReviewSort,
  MAX_REVIEWS_PAGE,
  REVIEW_VOTER_HEADER,
  type ReviewFieldErrors,
} from "#domain/reviews";
import type { ReviewService, ReviewWriter, VoterKeys } from "#server/commerce/reviews/module";
import type { CustomerSessions } from "#server/commerce/customers/module";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { clientAddress, rateLimit, type RateLimits } from "#server/limits/rate-limit";
import type { RequestVariables } from "#server/http/request-logging";
import { REQUEST_MESSAGES } from "#server/messages/request";
import { REVIEW_MESSAGES, reviewFieldSentences } from "#server/messages/reviews";
import { shopperLanguage } from "#server/http/shopper-language";

export const REVIEWS_PATH = "/api/reviews";
export const REVIEW_VOTE_PATH = "/api/review-vote";

// A shopper writes a review or two after a purchase; ten an hour leaves room for a family sharing an
// address and stops a script from flooding a product's page.
export const REVIEWS_PER_HOUR = 10;
// Votes are single clicks, undone and redone; a minute's allowance far above a reader's pace.
export const VOTES_PER_MINUTE = 60;
// A browser keeps its voter key; a new one is needed only after clearing storage. The bound on new keys
// is the bound on ballot stuffing, with room for a household or an office behind one address.
export const VOTER_KEYS_PER_HOUR = 30;

/** A title, a 5 000-character text of up to four bytes each, and the small fields, with room to spare. */
const REVIEW_BODY_LIMIT = 32 * 1024;
const VOTE_BODY_LIMIT = 1024;

const BEARER = /^Bearer\s+(\S+)$/i;

const described = taggedContract(["Reviews"]);

export interface ReviewRoutesOptions {
  service: ReviewService;
  /** Issues and checks the keys votes are counted under. */
  voterKeys: VoterKeys;
  /** Finds the signed-in customer behind `Authorization: Bearer`, whose paid orders verify a review. */
  sessions: Pick<CustomerSessions, "authenticate">;
  /** The shared counters (decision 0026). */
  rateLimits: RateLimits;
  /** Reverse proxies whose X-Forwarded-For is believed (config TRUST_PROXY). */
  trustProxyHops: number;
}

type Env = { Variables: RequestVariables };

const text = (c: Context) => REVIEW_MESSAGES[shopperLanguage(c)];

const tooLarge = (maxSize: number) =>
  bodyLimit({ maxSize, onError: (c) => problem(c, 413, "too_large", text(c).tooLarge(maxSize / 1024)) });

/** 400 naming the first wrong field and listing every one with its sentence, keyed by its name in the query or body. */
const invalid = (c: Context, fields: Record<string, string>) =>
  problem(c, 400, "invalid_field", text(c).invalid, { field: Object.keys(fields)[0], fields });
const invalidFields = (c: Context, errors: ReviewFieldErrors) => invalid(c, reviewFieldSentences(text(c), errors));
const describeVote: FieldDescriber = ({ field }, c) => (field === "vote" ? text(c).vote : text(c).reviewId);

/** What the review routes share: the options, the voter key a request genuinely holds, the per-client limits. */
function reviewRouteKit(options: ReviewRoutesOptions) {
  const { voterKeys, rateLimits, trustProxyHops } = options;
  /** The request's voter key when this store issued it; anything else counts as none. */
  const genuineVoterKey = (c: Context) => {
    const presented = c.req.header(REVIEW_VOTER_HEADER);
    return presented !== undefined && voterKeys.isGenuine(presented) ? presented : null;
  };
  const limitedPer = (bucket: string, limit: number, windowMs: number) =>
    rateLimit({
      limiter: rateLimits.limiter({ bucket, limit, windowMs }),
      key: (c) => clientAddress(c, trustProxyHops),
      onLimited: (c, seconds) => problem(c, 429, "rate_limited", REQUEST_MESSAGES[shopperLanguage(c)].tooMany(seconds)),
    });
  return { ...options, genuineVoterKey, limitedPer };
}

type ReviewRouteKit = ReturnType<typeof reviewRouteKit>;

export function reviewRoutes(options: ReviewRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();
  const kit = reviewRouteKit(options);
  reviewListRoute(app, kit);
  reviewWriteRoute(app, kit);
  reviewVoteRoute(app, kit);
  app.all(REVIEWS_PATH, (c) => problem(c, 405, "method_not_allowed", text(c).methodNotAllowed, {}, { Allow: "GET, POST" }));
  app.all(REVIEW_VOTE_PATH, (c) =>
    problem(c, 405, "method_not_allowed", REQUEST_MESSAGES[shopperLanguage(c)].methodNotAllowed, {}, { Allow: "POST" }),
  );
  return app;
}

function reviewListRoute(app: Hono<Env>, { service, genuineVoterKey }: ReviewRouteKit) {
  app.get(
    REVIEWS_PATH,
    described({
      summary: "A page of a product's published reviews, with the product's rating",
      description: `A browser that sends its voter key (${REVIEW_VOTER_HEADER}) sees its own votes (\`myVote\`). Never cached.`,
      query: reviewsQuerySchema,
      responses: { 200: { description: "The page of reviews and the rating summary.", schema: reviewsPageSchema } },
      problems: [400, 404],
      examples: [
        { name: "a product's first page", query: { product: "papillex" }, status: 200 },
        { name: "no product named", query: {}, status: 400 },
        { name: "an unknown product", query: { product: "no-such-product" }, status: 404 },
      ],
    }),
    async (c) => {
      const language = shopperLanguage(c);
      const handle = c.req.query("product")?.trim() ?? "";
      const sort = c.req.query("sort") ?? DEFAULT_REVIEW_SORT;
      const pageText = c.req.query("page") ?? "1";
      const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : 0;
      const fields: Record<string, string> = {};
      if (handle === "") fields.product = text(c).productHandleRequired;
      if (!isReviewSort(sort)) fields.sort = text(c).sort;
      if (page < 1 || page > MAX_REVIEWS_PAGE) fields.page = text(c).page(MAX_REVIEWS_PAGE);
      if (Object.keys(fields).length > 0 || !isReviewSort(sort)) return invalid(c, fields);

      const product = await service.product(handle, language);
      if (!product) return problem(c, 404, "not_found", text(c).productNotFound);
      const answer = await service.list(product, { sort, page, voterKey: genuineVoterKey(c) });
      // New reviews and votes must show at once, and an answer may carry this browser's own votes.
      c.header("Cache-Control", "no-store");
      return c.json(answer);
    },
  );
}

function reviewWriteRoute(app: Hono<Env>, { service, sessions, limitedPer }: ReviewRouteKit) {
  async function signedInCustomer(c: Context): Promise<ReviewWriter["customer"]> {
    const token = BEARER.exec(c.req.header("Authorization") ?? "")?.[1];
    if (!token) return null;
    // An expired or unknown token still lets the review through, just without the account's orders.
    const session = await sessions.authenticate(token);
    return session ? { id: session.customer.id, email: session.customer.email } : null;
  }

  app.post(
    REVIEWS_PATH,
    described({
      summary: "Write a review",
      description:
        "Verified when the email, or the signed-in customer of `Authorization: Bearer`, has a paid order of the product. " +
        "Held for the store's approval (`held`) when unverified and the store holds unverified reviews. " +
        `${REVIEWS_PER_HOUR} an hour per client.`,
      responses: { 201: { description: "The review, and the product's rating with it.", schema: reviewCreatedSchema } },
      problems: [400, 404, 413, 429],
      examples: [{ name: "a review without its product", body: { rating: 9, title: "Fine", text: "Fine" }, status: 400 }],
    }),
    limitedPer("reviews.write", REVIEWS_PER_HOUR, 60 * 60_000),
    tooLarge(REVIEW_BODY_LIMIT),
    body(reviewSubmissionSchema),
    async (c) => {
      const language = shopperLanguage(c);
      const submitted = c.req.valid("json");
      const { productHandle } = submitted;
      if (typeof productHandle !== "string" || productHandle.trim() === "") {
        // The other fields are still checked, so the shopper learns every problem at once.
        const others = checkReviewSubmission({ ...submitted, variant: undefined }, []);
        return invalidFields(c, {
          ...(others.ok ? {} : others.errors),
          productHandle:
            typeof productHandle === "string" || productHandle === undefined || productHandle === null
              ? { code: "required" }
              : { code: "type" },
        });
      }
      const product = await service.product(productHandle.trim(), language);
      if (!product) return problem(c, 404, "not_found", text(c).productNotFound);
      const check = checkReviewSubmission(submitted, product.variants);
      if (!check.ok) return invalidFields(c, check.errors);
      const { review, summary, held } = await service.create(product, check.value, { customer: await signedInCustomer(c) });
      c.var.log.info(
        { reviewId: review.id, product: product.handle, rating: review.rating, verified: review.verified, held },
        "review written",
      );
      return c.json({ review, ...summary, held }, 201);
    },
  );
}

function reviewVoteRoute(app: Hono<Env>, { service, voterKeys, rateLimits, trustProxyHops, genuineVoterKey, limitedPer }: ReviewRouteKit) {
  const keyIssuing = rateLimits.limiter({ bucket: "reviews.voter-keys", limit: VOTER_KEYS_PER_HOUR, windowMs: 60 * 60_000 });
  app.post(
    REVIEW_VOTE_PATH,
    described({
      summary: "Vote a review helpful or not; the same vote again takes it back",
      description:
        `Counted under the browser's voter key (${REVIEW_VOTER_HEADER}); a browser without one this store issued gets one ` +
        `with the answer (\`voterKey\`, at most ${VOTER_KEYS_PER_HOUR} new keys an hour per client). ${VOTES_PER_MINUTE} votes a minute per client.`,
      responses: { 200: { description: "The vote that now stands and the review's counts.", schema: voteResultSchema } },
      problems: [400, 404, 413, 429],
      examples: [
        { name: "an unknown vote", body: { reviewId: 1, vote: "useful" }, status: 400 },
        { name: "an unknown review", body: { reviewId: 999999, vote: "helpful" }, status: 404 },
      ],
    }),
    limitedPer("reviews.vote", VOTES_PER_MINUTE, 60_000),
    tooLarge(VOTE_BODY_LIMIT),
    body(reviewVoteSchema, describeVote, (c) => text(c).invalid),
    async (c) => {
      const { reviewId, vote } = c.req.valid("json");
      // A browser without a key this store issued (first vote, cleared storage, an invented header) gets one.
      let voterKey = genuineVoterKey(c);
      const issued = voterKey === null;
      if (voterKey === null) {
        const decision = await keyIssuing.take(clientAddress(c, trustProxyHops));
        if (!decision.allowed)
          return problem(
            c,
            429,
            "rate_limited",
            REQUEST_MESSAGES[shopperLanguage(c)].tooMany(decision.retryAfterSeconds),
            {},
            { "Retry-After": String(decision.retryAfterSeconds) },
          );
        voterKey = voterKeys.issue();
      }
      const result = await service.vote(reviewId, voterKey, vote);
      if (!result) return problem(c, 404, "not_found", text(c).reviewNotFound);
      return c.json(issued ? { ...result, voterKey } : result);
    },
  );
}
