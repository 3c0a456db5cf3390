import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REVIEW_FIELD_LIMITS, type ReviewsPage, type ReviewView } from "#domain/reviews";
import { startSession } from "#server/commerce/customers/sessions";
import type { DatabaseHandle } from "#server/db/client";
import { customers, orders, reviews } from "#server/db/schema";
import { insertOrderLineRow, insertOrderRow } from "#tests/server/orders-kit.ts";
import { createSeededTestDatabase, emptyTables } from "#tests/server/test-database.ts";
import { buildAccountApp, socketFrom } from "#tests/server/account-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { REVIEW_VOTE_PATH, REVIEWS_PATH, REVIEWS_PER_HOUR, VOTER_KEYS_PER_HOUR, VOTES_PER_MINUTE } from "./reviews.ts";
import { requestApp } from "#tests/server/app-request.ts";
import { fieldsRefusal } from "#tests/server/problem-kit.ts";

let database: DatabaseHandle;
let app: ReturnType<typeof buildAccountApp>["app"];
/** Two browsers' keys, as the store issued them. */
let VOTER_A: Record<string, string>;
let VOTER_B: Record<string, string>;

beforeAll(async () => {
  database = await createSeededTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await emptyTables(database.db, reviews, orders, customers);
  // A new app per test: each starts with fresh rate limits.
  const built = buildAccountApp({ database });
  app = built.app;
  VOTER_A = { "X-Review-Voter": built.platform.reviews.voterKeys.issue() };
  VOTER_B = { "X-Review-Voter": built.platform.reviews.voterKeys.issue() };
});

const EN = { "Accept-Language": "en" };
const RO = { "Accept-Language": "ro-RO,ro;q=0.9" };

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}, from = socketFrom()) =>
  requestApp<Record<string, unknown>>(app, method, path, { body, headers, from });

const get = (query: string, headers: Record<string, string> = {}) => send("GET", `${REVIEWS_PATH}${query}`, undefined, headers);
const postReview = (body: unknown, headers: Record<string, string> = EN, from?: ReturnType<typeof socketFrom>) =>
  send("POST", REVIEWS_PATH, body, headers, from);
const vote = (body: unknown, headers?: Record<string, string>, from?: ReturnType<typeof socketFrom>) =>
  send("POST", REVIEW_VOTE_PATH, body, headers ?? { ...EN, ...VOTER_A }, from);

/** The gid of the first variant of a product, as the product page sends it. */
async function firstVariant(handle: string): Promise<string> {
  const answer = await app.request("/api/2024-01/graphql.json", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": testConfig.publicStorefrontToken },
    body: JSON.stringify({ query: `{ productByHandle(handle: "${handle}") { variants(first: 1) { nodes { id } } } }` }),
  });
  const body = (await answer.json()) as { data: { productByHandle: { variants: { nodes: Array<{ id: string }> } } } };
  return body.data.productByHandle.variants.nodes[0]!.id;
}

const review = async (overrides: Record<string, unknown> = {}) => ({
  productHandle: "papillex",
  rating: 5,
  title: "Works for me",
  text: "Easy to take every day.",
  variant: await firstVariant("papillex"),
  ...overrides,
});

describe("POST /api/reviews", () => {
  it("answers 201 with the review as shown and the new summary, never the email", async () => {
    const answer = await postReview(await review({ name: "  Ana  ", email: "Ana@Example.RO" }));
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({
      review: {
        id: expect.any(Number),
        rating: 5,
        title: "Works for me",
        text: "Easy to take every day.",
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        reviewer: "Ana",
        verified: false,
        productVariant: "Single Bottle",
        helpful: 0,
        notHelpful: 0,
        myVote: null,
        reply: null,
      },
      average: 5,
      count: 1,
      distribution: { 5: 1, 4: 0, 3: 0, 2: 0, 1: 0 },
      held: false,
    });
    expect(JSON.stringify(answer.json)).not.toMatch(/example\.ro/i);
  });

  it("names a reviewer who gave no name Anonymous, in the shopper's language", async () => {
    expect((await postReview(await review(), EN)).json.review).toMatchObject({ reviewer: "Anonymous" });
    expect((await postReview(await review({ name: "" }), RO)).json.review).toMatchObject({
      reviewer: "Anonim",
      productVariant: "O sticlă",
    });
  });

  it("accepts the variant by its title in the shopper's language", async () => {
    const answer = await postReview(await review({ variant: "o sticlă" }), RO);
    expect(answer.status).toBe(201);
    expect((answer.json.review as ReviewView).productVariant).toBe("O sticlă");
  });

  it("keeps markup as text, to be escaped wherever it is shown", async () => {
    const payload = "<img src=x onerror=alert(1)><script>alert(1)</script>";
    const answer = await postReview(await review({ title: payload, text: payload }));
    expect(answer.json.review).toMatchObject({ title: payload, text: payload });
  });

  it("marks the review verified for an email with a paid order of the product", async () => {
    await placePaidOrder("ana@example.ro", null);
    const answer = await postReview(await review({ email: " ANA@example.ro " }));
    expect(answer.json.review).toMatchObject({ verified: true });
  });

  it("marks the signed-in customer's review verified by their account's orders", async () => {
    const [ana] = await database.db.insert(customers).values({ email: "ana@example.ro", status: "active" }).returning();
    await placePaidOrder("someone@example.ro", ana!.id);
    const { token } = await startSession(database.db, ana!.id, false, new Date());
    const signedIn = await postReview(await review(), { ...EN, Authorization: `Bearer ${token}` });
    expect(signedIn.json.review).toMatchObject({ verified: true });
    const expired = await postReview(await review(), { ...EN, Authorization: "Bearer not-a-live-session-token-000000000000" });
    expect(expired.status).toBe(201);
    expect(expired.json.review).toMatchObject({ verified: false });
  });

  describe("refuses, changing nothing", () => {
    afterEach(async () => {
      expect(await database.db.select().from(reviews)).toEqual([]);
    });

    it("a body that is not JSON, or not an object", async () => {
      expect(await postReview("{rating: 5", EN)).toMatchObject({ status: 400, json: { error: "The request body is not valid JSON." } });
      expect(await postReview("[1]", RO)).toMatchObject({ status: 400, json: { error: "Corpul cererii trebuie să fie un obiect JSON." } });
    });

    it.each([0, 6, 2.5, "5", null, -1, true])("the rating %j", async (rating) => {
      const answer = await postReview(await review({ rating }));
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual(
        fieldsRefusal("Please correct the marked fields.", "rating", {
          rating: rating === null ? "Choose a rating from 1 to 5 stars." : "The rating must be a whole number of stars from 1 to 5.",
        }),
      );
    });

    it("a missing title and text, in Romanian", async () => {
      const answer = await postReview(await review({ title: undefined, text: "   " }), RO);
      expect(answer).toMatchObject({
        status: 400,
        json: {
          error: "Te rugăm să corectezi câmpurile marcate.",
          fields: { title: "Te rugăm să dai un titlu recenziei.", text: "Te rugăm să scrii recenzia." },
        },
      });
    });

    it("texts that are too long, and fields that are not text", async () => {
      const answer = await postReview(
        await review({
          title: "t".repeat(REVIEW_FIELD_LIMITS.title + 1),
          text: "x".repeat(REVIEW_FIELD_LIMITS.text + 1),
          name: "n".repeat(REVIEW_FIELD_LIMITS.name + 1),
          email: 42,
        }),
      );
      expect(answer.json.fields).toEqual({
        title: "Use at most 120 characters.",
        text: "Use at most 5000 characters.",
        name: "Use at most 60 characters.",
        email: "This field must be text.",
      });
    });

    it("an email that is not one", async () => {
      expect((await postReview(await review({ email: "ana@" }), RO)).json.fields).toEqual({
        email: "Te rugăm să introduci o adresă de e-mail validă.",
      });
    });

    it("an unknown variant of a product with variants to choose", async () => {
      expect((await postReview(await review({ variant: "gid://shopify/ProductVariant/999999" }))).json.fields).toEqual({
        variant: "This product has no such option.",
      });
      // Another product's variant is not one of this product's.
      expect((await postReview(await review({ variant: await firstVariant("ahcc") }))).json.fields).toEqual({
        variant: "This product has no such option.",
      });
    });

    it("a missing product, with every other problem at once", async () => {
      const answer = await postReview({ rating: 9, title: "Fine", text: "Fine" });
      expect(answer).toEqual({
        status: 400,
        json: fieldsRefusal("Please correct the marked fields.", "rating", {
          productHandle: "Say which product the review is for.",
          rating: "The rating must be a whole number of stars from 1 to 5.",
        }),
      });
      expect((await postReview(await review({ productHandle: 7 }))).json.fields).toEqual({ productHandle: "This field must be text." });
    });

    it("an unknown product with 404", async () => {
      expect(await postReview(await review({ productHandle: "no-such-product" }), RO)).toMatchObject({
        status: 404,
        json: { error: "Nu am găsit acest produs." },
      });
    });

    it("a body over 32 KB with 413", async () => {
      const answer = await postReview(JSON.stringify({ ...(await review()), text: "x".repeat(40 * 1024) }));
      expect(answer).toMatchObject({ status: 413, json: { error: "The review is larger than 32 KB." } });
    });

    it("other methods with 405", async () => {
      const answer = await send("PUT", REVIEWS_PATH, {}, EN);
      expect(answer.status).toBe(405);
      expect(answer.headers.get("Allow")).toBe("GET, POST");
    });
  });

  it(`allows ${REVIEWS_PER_HOUR} reviews an hour from one client, then answers 429 with Retry-After`, async () => {
    const body = await review();
    const from = socketFrom("203.0.113.7");
    for (let i = 0; i < REVIEWS_PER_HOUR; i++) expect((await postReview(body, EN, from)).status).toBe(201);
    const limited = await postReview(body, EN, from);
    expect(limited.status).toBe(429);
    expect(limited.json.error).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(3000);
    expect((await postReview(body, EN, socketFrom("203.0.113.8"))).status).toBe(201);
  });
});

async function placePaidOrder(email: string, customerId: number | null) {
  const order = await insertOrderRow(database.db, { email, customerId, status: "paid", totalMinor: 18900, paidAt: new Date() });
  await insertOrderLineRow(database.db, order, { sku: "PAP-1", productHandle: "papillex", title: "Papillex", variantTitle: "O sticlă" });
}

describe("GET /api/reviews", () => {
  async function writeRatings(...ratings: number[]) {
    for (const [index, rating] of ratings.entries()) {
      expect(
        (await postReview(await review({ rating, title: `Review ${index + 1}` }), EN, socketFrom(`192.0.2.${index + 1}`))).status,
      ).toBe(201);
    }
  }

  it("answers the newest first with the summary, uncached", async () => {
    await writeRatings(5, 4, 4);
    const answer = await get("?product=papillex", EN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const page = answer.json as unknown as ReviewsPage;
    expect(page).toMatchObject({
      average: 4.3,
      count: 3,
      distribution: { 5: 1, 4: 2, 3: 0, 2: 0, 1: 0 },
      sort: "newest",
      page: 1,
      pageSize: 10,
      pageCount: 1,
    });
    expect(page.reviews.map((shown) => shown.title)).toEqual(["Review 3", "Review 2", "Review 1"]);
  });

  it("sorts by the four orders", async () => {
    await writeRatings(3, 5, 1);
    const titles = async (sort: string) =>
      ((await get(`?product=papillex&sort=${sort}`)).json as unknown as ReviewsPage).reviews.map((r) => r.rating);
    expect(await titles("highest")).toEqual([5, 3, 1]);
    expect(await titles("lowest")).toEqual([1, 3, 5]);
    expect(await titles("oldest")).toEqual([3, 5, 1]);
    expect(await titles("newest")).toEqual([1, 5, 3]);
  });

  it("answers an empty product with zeros", async () => {
    expect((await get("?product=ahcc")).json).toMatchObject({ reviews: [], average: 0, count: 0, page: 1, pageCount: 0 });
  });

  it.each([
    ["", { product: "Say which product the review is for." }],
    ["?product=%20", { product: "Say which product the review is for." }],
    ["?product=papillex&sort=best", { sort: "Sort by newest, oldest, highest or lowest." }],
    ["?product=papillex&page=0", { page: "The page must be a whole number from 1 to 1000." }],
    ["?product=papillex&page=-1", { page: "The page must be a whole number from 1 to 1000." }],
    ["?product=papillex&page=1.5", { page: "The page must be a whole number from 1 to 1000." }],
    ["?product=papillex&page=two", { page: "The page must be a whole number from 1 to 1000." }],
    ["?product=papillex&page=1001", { page: "The page must be a whole number from 1 to 1000." }],
    [
      "?sort=x&page=x",
      {
        product: "Say which product the review is for.",
        sort: "Sort by newest, oldest, highest or lowest.",
        page: "The page must be a whole number from 1 to 1000.",
      },
    ],
  ])("refuses %j with 400", async (query, fields) => {
    expect(await get(query, EN)).toMatchObject({ status: 400, json: { error: "Please correct the marked fields.", fields } });
  });

  it("answers 404 for an unknown product, in the shopper's language", async () => {
    expect(await get("?product=nope&lng=ro", EN)).toMatchObject({ status: 404, json: { error: "Nu am găsit acest produs." } });
  });
});

describe("POST /api/review-vote", () => {
  async function oneReview(): Promise<number> {
    return ((await postReview(await review())).json.review as ReviewView).id;
  }

  it("votes, undoes on the same vote, and moves to the other vote", async () => {
    const reviewId = await oneReview();
    expect(await vote({ reviewId, vote: "helpful" })).toMatchObject({
      status: 200,
      json: { reviewId, helpful: 1, notHelpful: 0, vote: "helpful" },
    });
    expect((await vote({ reviewId, vote: "helpful" })).json).toEqual({ reviewId, helpful: 0, notHelpful: 0, vote: null });
    expect((await vote({ reviewId, vote: "helpful" })).json).toEqual({ reviewId, helpful: 1, notHelpful: 0, vote: "helpful" });
    expect((await vote({ reviewId, vote: "not_helpful" })).json).toEqual({ reviewId, helpful: 0, notHelpful: 1, vote: "not_helpful" });
  });

  it("counts two browsers apart, and shows each its own vote in the list", async () => {
    const reviewId = await oneReview();
    await vote({ reviewId, vote: "helpful" }, { ...EN, ...VOTER_A });
    expect((await vote({ reviewId, vote: "helpful" }, { ...EN, ...VOTER_B })).json).toMatchObject({ helpful: 2, notHelpful: 0 });
    await vote({ reviewId, vote: "helpful" }, { ...EN, ...VOTER_B });
    const seenBy = async (headers: Record<string, string>) =>
      ((await get("?product=papillex", headers)).json as unknown as ReviewsPage).reviews[0];
    expect(await seenBy(VOTER_A)).toMatchObject({ helpful: 1, notHelpful: 0, myVote: "helpful" });
    expect(await seenBy(VOTER_B)).toMatchObject({ helpful: 1, myVote: null });
    expect(await seenBy({})).toMatchObject({ myVote: null });
  });

  it.each([
    [{ reviewId: 1, vote: "useful" }, { vote: "Vote helpful or not_helpful." }],
    [{ reviewId: "1", vote: "helpful" }, { reviewId: "Say which review the vote is for." }],
    [{ reviewId: 0, vote: "helpful" }, { reviewId: "Say which review the vote is for." }],
    [{ reviewId: 1.5, vote: "helpful" }, { reviewId: "Say which review the vote is for." }],
    [{ reviewId: 2 ** 31, vote: "helpful" }, { reviewId: "Say which review the vote is for." }],
    [{}, { reviewId: "Say which review the vote is for.", vote: "Vote helpful or not_helpful." }],
  ])("refuses %j with 400", async (body, fields) => {
    expect(await vote(body)).toMatchObject({ status: 400, json: { error: "Please correct the marked fields.", fields } });
  });

  it("refuses a body that is not JSON, and changes nothing", async () => {
    await oneReview();
    expect(await vote("helpful")).toMatchObject({ status: 400, json: { error: "The request body is not valid JSON." } });
    expect(((await get("?product=papillex")).json as unknown as ReviewsPage).reviews[0]).toMatchObject({ helpful: 0, notHelpful: 0 });
  });

  it("issues a key with the first vote, and counts an invented key as no key", async () => {
    const reviewId = await oneReview();
    const first = await vote({ reviewId, vote: "helpful" }, EN);
    expect(first).toMatchObject({ status: 200, json: { reviewId, helpful: 1, vote: "helpful" } });
    const issued = first.json.voterKey as string;
    expect(issued).toMatch(/^[A-Za-z0-9_-]{46}$/);
    // The issued key undoes its own vote and is not issued again.
    const undone = await vote({ reviewId, vote: "helpful" }, { ...EN, "X-Review-Voter": issued });
    expect(undone.json).toEqual({ reviewId, helpful: 0, notHelpful: 0, vote: null });

    // The same invented header twice is two new voters, not one voter undoing: it was never a key.
    const invented = { ...EN, "X-Review-Voter": "made-up-voter-key-1234567890" };
    const once = await vote({ reviewId, vote: "helpful" }, invented);
    const twice = await vote({ reviewId, vote: "helpful" }, invented);
    expect(once.json).toMatchObject({ helpful: 1, vote: "helpful" });
    expect(twice.json).toMatchObject({ helpful: 2, vote: "helpful" });
    expect(once.json.voterKey).not.toBe(twice.json.voterKey);
    // Nor does it read anyone's votes.
    expect(((await get("?product=papillex", invented)).json as unknown as ReviewsPage).reviews[0]).toMatchObject({ myVote: null });
    expect(
      ((await get("?product=papillex", { "X-Review-Voter": once.json.voterKey as string })).json as unknown as ReviewsPage).reviews[0],
    ).toMatchObject({
      myVote: "helpful",
    });
  });

  it(`issues at most ${VOTER_KEYS_PER_HOUR} new keys an hour to one client, then answers 429 and counts nothing`, async () => {
    const reviewId = await oneReview();
    const from = socketFrom("203.0.113.44");
    for (let i = 0; i < VOTER_KEYS_PER_HOUR; i++) expect((await vote({ reviewId, vote: "helpful" }, RO, from)).status).toBe(200);
    const limited = await vote({ reviewId, vote: "helpful" }, RO, from);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(limited.json.error).toContain(limited.headers.get("Retry-After"));
    // A browser that already has its key still votes from the same address.
    expect((await vote({ reviewId, vote: "not_helpful" }, { ...RO, ...VOTER_A }, from)).json).toMatchObject({
      helpful: VOTER_KEYS_PER_HOUR,
      notHelpful: 1,
    });
  });

  it("answers 404 for an unknown review", async () => {
    expect(await vote({ reviewId: 999_999, vote: "helpful" }, { ...RO, ...VOTER_A })).toMatchObject({
      status: 404,
      json: { error: "Nu am găsit această recenzie." },
    });
  });

  it(`allows ${VOTES_PER_MINUTE} votes a minute from one client, then answers 429`, async () => {
    const reviewId = await oneReview();
    const from = socketFrom("203.0.113.9");
    for (let i = 0; i < VOTES_PER_MINUTE; i++)
      expect((await vote({ reviewId, vote: "helpful" }, { ...EN, ...VOTER_A }, from)).status).toBe(200);
    const limited = await vote({ reviewId, vote: "helpful" }, { ...EN, ...VOTER_A }, from);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("answers 405 to other methods", async () => {
    const answer = await send("GET", REVIEW_VOTE_PATH);
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("POST");
  });
});
