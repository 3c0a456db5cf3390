/**
 * GET /api/reviews?product=&sort=&page= → a page of a product's reviews with their summary;
 * POST /api/reviews → 201 with the new review; POST /api/review-vote → this browser's vote and the new
 * counts. Writes are limited per client before their body is read. Errors answer {error, fields?} in
 * the shopper's language. See docs/api.md "Reviews".
 */
import { Hono, type Context } from "hono";
import { describeBodyRefusal, readJsonObject } from "#server/http/json-body";
import { bodyLimit } from "hono/body-limit";
import type { Language } from "#domain/locale";
import {
  checkReviewSubmission,
  DEFAULT_REVIEW_SORT,
  isReviewSort,
  isReviewVote,
  MAX_REVIEWS_PAGE,
  REVIEW_VOTER_HEADER,
  type ReviewFieldErrors,
} from "#domain/reviews";
import type { ReviewService, ReviewWriter } from "#server/commerce/reviews/reviews";
import type { VoterKeys } from "#server/commerce/reviews/voter-keys";
import type { CustomerSessions } from "#server/commerce/customers/sessions";
import { clientAddress, rateLimit, type RateLimits } from "#server/limits/rate-limit";
import type { RequestVariables } from "#server/http/request-logging";
import { REQUEST_MESSAGES } from "#server/messages/request";
import { shopperLanguage } from "#server/http/shopper-language";
import { loadReviewMessages, type ReviewMessages } from "./reviews-messages.ts";

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

const MAX_ROW_ID = 2_147_483_647;
const BEARER = /^Bearer\s+(\S+)$/i;

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
  messages?: Record<Language, ReviewMessages>;
}

type Env = { Variables: RequestVariables };

type JsonObject = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

async function readReviewBody(c: Context, language: Language): Promise<JsonObject> {
  const body = await readJsonObject(c);
  if (body.ok) return body;
  return { ok: false, error: describeBodyRefusal(REQUEST_MESSAGES[language], body).error };
}

export function reviewRoutes({
  service,
  voterKeys,
  sessions,
  rateLimits,
  trustProxyHops,
  messages = loadReviewMessages(),
}: ReviewRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();
  const keyIssuing = rateLimits.limiter({ bucket: "reviews.voter-keys", limit: VOTER_KEYS_PER_HOUR, windowMs: 60 * 60_000 });
  /** The request's voter key when this store issued it; anything else counts as none. */
  const genuineVoterKey = (c: Context) => {
    const presented = c.req.header(REVIEW_VOTER_HEADER);
    return presented !== undefined && voterKeys.isGenuine(presented) ? presented : null;
  };
  const limitedPer = (bucket: string, limit: number, windowMs: number) =>
    rateLimit({
      limiter: rateLimits.limiter({ bucket, limit, windowMs }),
      key: (c) => clientAddress(c, trustProxyHops),
      onLimited: (c, seconds) => c.json({ error: REQUEST_MESSAGES[shopperLanguage(c)].tooMany(seconds) }, 429),
    });
  /** 400 with a sentence per wrong field, keyed by its name in the query or body. */
  const invalid = (c: Context, language: Language, fields: Record<string, string>) =>
    c.json({ error: messages[language].text("invalid"), fields }, 400);
  const invalidFields = (c: Context, language: Language, errors: ReviewFieldErrors) =>
    invalid(c, language, messages[language].fields(errors));

  async function signedInCustomer(c: Context): Promise<ReviewWriter["customer"]> {
    const token = BEARER.exec(c.req.header("Authorization") ?? "")?.[1];
    if (!token) return null;
    // An expired or unknown token still lets the review through, just without the account's orders.
    const session = await sessions.authenticate(token);
    return session ? { id: session.customer.id, email: session.customer.email } : null;
  }

  app.get(REVIEWS_PATH, async (c) => {
    const language = shopperLanguage(c);
    const text = messages[language].text;
    const handle = c.req.query("product")?.trim() ?? "";
    const sort = c.req.query("sort") ?? DEFAULT_REVIEW_SORT;
    const pageText = c.req.query("page") ?? "1";
    const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : 0;
    const fields: Record<string, string> = {};
    if (handle === "") fields.product = text("productHandleRequired");
    if (!isReviewSort(sort)) fields.sort = text("sort");
    if (page < 1 || page > MAX_REVIEWS_PAGE) fields.page = text("page", { max: MAX_REVIEWS_PAGE });
    if (Object.keys(fields).length > 0 || !isReviewSort(sort)) return invalid(c, language, fields);

    const product = await service.product(handle, language);
    if (!product) return c.json({ error: text("productNotFound") }, 404);
    const answer = await service.list(product, { sort, page, voterKey: genuineVoterKey(c) });
    // New reviews and votes must show at once, and an answer may carry this browser's own votes.
    c.header("Cache-Control", "no-store");
    return c.json(answer);
  });

  app.post(
    REVIEWS_PATH,
    limitedPer("reviews.write", REVIEWS_PER_HOUR, 60 * 60_000),
    bodyLimit({
      maxSize: REVIEW_BODY_LIMIT,
      onError: (c) => c.json({ error: messages[shopperLanguage(c)].text("tooLarge", { kilobytes: REVIEW_BODY_LIMIT / 1024 }) }, 413),
    }),
    async (c) => {
      const language = shopperLanguage(c);
      const body = await readReviewBody(c, language);
      if (!body.ok) return c.json({ error: body.error }, 400);
      const { productHandle } = body.value;
      if (typeof productHandle !== "string" || productHandle.trim() === "") {
        // The other fields are still checked, so the shopper learns every problem at once.
        const others = checkReviewSubmission({ ...body.value, variant: undefined }, []);
        return invalidFields(c, language, {
          ...(others.ok ? {} : others.errors),
          productHandle:
            typeof productHandle === "string" || productHandle === undefined || productHandle === null
              ? { code: "required" }
              : { code: "type" },
        });
      }
      const product = await service.product(productHandle.trim(), language);
      if (!product) return c.json({ error: messages[language].text("productNotFound") }, 404);
      const check = checkReviewSubmission(body.value, product.variants);
      if (!check.ok) return invalidFields(c, language, check.errors);
      const { review, summary, held } = await service.create(product, check.value, { customer: await signedInCustomer(c) });
      c.var.log.info(
        { reviewId: review.id, product: product.handle, rating: review.rating, verified: review.verified, held },
        "review written",
      );
      return c.json({ review, ...summary, held }, 201);
    },
  );

  app.post(
    REVIEW_VOTE_PATH,
    limitedPer("reviews.vote", VOTES_PER_MINUTE, 60_000),
    bodyLimit({
      maxSize: VOTE_BODY_LIMIT,
      onError: (c) => c.json({ error: messages[shopperLanguage(c)].text("tooLarge", { kilobytes: VOTE_BODY_LIMIT / 1024 }) }, 413),
    }),
    async (c) => {
      const language = shopperLanguage(c);
      const text = messages[language].text;
      const body = await readReviewBody(c, language);
      if (!body.ok) return c.json({ error: body.error }, 400);
      const { reviewId, vote } = body.value;
      const fields: Record<string, string> = {};
      if (typeof reviewId !== "number" || !Number.isInteger(reviewId) || reviewId < 1 || reviewId > MAX_ROW_ID)
        fields.reviewId = text("reviewId");
      if (!isReviewVote(vote)) fields.vote = text("vote");
      if (Object.keys(fields).length > 0 || !isReviewVote(vote)) return invalid(c, language, fields);
      // A browser without a key this store issued (first vote, cleared storage, an invented header) gets one.
      let voterKey = genuineVoterKey(c);
      const issued = voterKey === null;
      if (voterKey === null) {
        const decision = await keyIssuing.take(clientAddress(c, trustProxyHops));
        if (!decision.allowed) {
          c.header("Retry-After", String(decision.retryAfterSeconds));
          return c.json({ error: REQUEST_MESSAGES[language].tooMany(decision.retryAfterSeconds) }, 429);
        }
        voterKey = voterKeys.issue();
      }
      const result = await service.vote(reviewId as number, voterKey, vote);
      if (!result) return c.json({ error: text("reviewNotFound") }, 404);
      return c.json(issued ? { ...result, voterKey } : result);
    },
  );

  app.all(REVIEWS_PATH, (c) => c.json({ error: messages[shopperLanguage(c)].text("methodNotAllowed") }, 405, { Allow: "GET, POST" }));
  app.all(REVIEW_VOTE_PATH, (c) => c.json({ error: REQUEST_MESSAGES[shopperLanguage(c)].methodNotAllowed }, 405, { Allow: "POST" }));

  return app;
}
