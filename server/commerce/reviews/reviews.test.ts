import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { ReviewSubmission } from "#domain/reviews";
import { customers, orders, reviews, reviewVotes } from "#server/db/schema";
import { createCatalog } from "#server/commerce/catalog/catalog";
import { createPurchaseCheck } from "#server/commerce/orders/verified-buyer";
import { insertOrderLineRow, insertOrderRow } from "#tests/server/orders-kit.ts";
import { testDatabaseForFile } from "#tests/server/test-database.ts";
import { createReviewService, type ReviewProduct, type ReviewService } from "./reviews.ts";

const database = testDatabaseForFile({ seeded: true, emptyEachTest: [reviews, orders, customers] });
let service: ReviewService;
let clock: Date;
let papillex: ReviewProduct;

beforeEach(async () => {
  clock = new Date("2026-03-01T10:00:00.000Z");
  service = createReviewService({
    db: database.db,
    products: createCatalog(database.db),
    isVerifiedBuyer: createPurchaseCheck(database.db),
    now: () => clock,
  });
  papillex = (await service.product("papillex", "ro"))!;
});

const anonymous = { customer: null } as const;

function submission(overrides: Partial<ReviewSubmission> = {}): ReviewSubmission {
  return { rating: 5, title: "Bun", text: "Îl recomand.", name: null, variant: papillex.variants[0]!, email: null, ...overrides };
}

/** Writes reviews one minute apart, so their order by date is the order given. */
async function write(...ratings: Array<1 | 2 | 3 | 4 | 5>) {
  const ids: number[] = [];
  for (const rating of ratings) {
    clock = new Date(clock.getTime() + 60_000);
    ids.push((await service.create(papillex, submission({ rating, title: `Nota ${rating}` }), anonymous)).review.id);
  }
  return ids;
}

async function placeOrder({
  email,
  status,
  paidAt,
  handle = "papillex",
  customerId = null,
}: {
  email: string;
  status: string;
  paidAt: Date | null;
  handle?: string;
  customerId?: number | null;
}) {
  const order = await insertOrderRow(database.db, {
    email,
    customerId,
    status,
    paymentMethod: status === "payment_due_on_delivery" ? "cod" : "card",
    totalMinor: 18900,
    paidAt,
  });
  await insertOrderLineRow(database.db, order, {
    variantId: null,
    sku: "X",
    productHandle: handle,
    title: handle,
    variantTitle: "O sticlă",
  });
}

describe("product", () => {
  it("knows the product's variants by gid, titled in the language asked", async () => {
    const english = await service.product("papillex", "en");
    expect(papillex.variants.map((variant) => variant.title)).toContain("O sticlă");
    expect(english!.variants.map((variant) => variant.title)).toContain("Single Bottle");
    expect(papillex.variants[0]!.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    expect(await service.product("no-such-product", "ro")).toBeNull();
  });
});

describe("create and list", () => {
  it("answers the review as shown, and never its email", async () => {
    const { review, summary } = await service.create(
      papillex,
      submission({ name: "Ana", email: "ana@example.ro", text: "<b>bold</b>" }),
      anonymous,
    );
    expect(review).toEqual({
      id: expect.any(Number),
      rating: 5,
      title: "Bun",
      text: "<b>bold</b>",
      date: "2026-03-01T10:00:00.000Z",
      reviewer: "Ana",
      verified: false,
      productVariant: "O sticlă",
      helpful: 0,
      notHelpful: 0,
      myVote: null,
      reply: null,
    });
    expect(summary).toEqual({ average: 5, count: 1, distribution: { 5: 1, 4: 0, 3: 0, 2: 0, 1: 0 } });
    expect(JSON.stringify(await service.list(papillex, { sort: "newest", page: 1 }))).not.toContain("ana@example.ro");
    const [row] = await database.db.select().from(reviews);
    expect(row).toMatchObject({ email: "ana@example.ro", language: "ro", status: "published" });
  });

  it("shows the variant and an unnamed reviewer in the reader's language", async () => {
    const { review } = await service.create(papillex, submission(), anonymous);
    expect(review).toMatchObject({ reviewer: "Anonim", productVariant: "O sticlă" });
    const [row] = await database.db.select().from(reviews);
    expect(row!.reviewerName).toBeNull();
    const english = (await service.product("papillex", "en"))!;
    const page = await service.list(english, { sort: "newest", page: 1 });
    expect(page.reviews[0]).toMatchObject({ reviewer: "Anonymous", productVariant: "Single Bottle" });
  });

  it("keeps the variant's title as written once the variant has left the catalogue", async () => {
    const english = (await service.product("papillex", "en"))!;
    const { review } = await service.create(english, submission({ variant: english.variants[0]! }), anonymous);
    const withoutVariants = { ...papillex, variants: [] };
    const page = await service.list(withoutVariants, { sort: "newest", page: 1 });
    expect(page.reviews.find((shown) => shown.id === review.id)!.productVariant).toBe("Single Bottle");
  });

  it("sorts newest, oldest, highest and lowest, newer first among equal ratings", async () => {
    await write(3, 5, 1, 5, 4);
    const titles = async (sort: "newest" | "oldest" | "highest" | "lowest") =>
      (await service.list(papillex, { sort, page: 1 })).reviews.map((review) => review.title);
    expect(await titles("newest")).toEqual(["Nota 4", "Nota 5", "Nota 1", "Nota 5", "Nota 3"]);
    expect(await titles("oldest")).toEqual(["Nota 3", "Nota 5", "Nota 1", "Nota 5", "Nota 4"]);
    expect(await titles("highest")).toEqual(["Nota 5", "Nota 5", "Nota 4", "Nota 3", "Nota 1"]);
    expect(await titles("lowest")).toEqual(["Nota 1", "Nota 3", "Nota 4", "Nota 5", "Nota 5"]);
    const page = await service.list(papillex, { sort: "highest", page: 1 });
    expect(page).toMatchObject({
      average: 3.6,
      count: 5,
      distribution: { 5: 2, 4: 1, 3: 1, 2: 0, 1: 1 },
      page: 1,
      pageSize: 10,
      pageCount: 1,
    });
  });

  it("pages by ten and answers an empty page past the end", async () => {
    await write(...Array.from({ length: 12 }, () => 4 as const));
    const first = await service.list(papillex, { sort: "oldest", page: 1 });
    const second = await service.list(papillex, { sort: "oldest", page: 2 });
    expect([first.reviews.length, second.reviews.length, first.pageCount]).toEqual([10, 2, 2]);
    expect(new Set([...first.reviews, ...second.reviews].map((review) => review.id)).size).toBe(12);
    expect((await service.list(papillex, { sort: "oldest", page: 3 })).reviews).toEqual([]);
  });

  it("leaves hidden reviews out of the list, the summary and the votes", async () => {
    const [kept, hidden] = await write(5, 1);
    await database.db.update(reviews).set({ status: "hidden" }).where(eq(reviews.id, hidden!));
    const page = await service.list(papillex, { sort: "newest", page: 1 });
    expect(page.reviews.map((review) => review.id)).toEqual([kept]);
    expect(page).toMatchObject({ average: 5, count: 1 });
    expect(await service.vote(hidden!, "voter-key-000000000001", "helpful")).toBeNull();
  });

  it("summarises each product's own published reviews with the list", async () => {
    await write(4, 5);
    expect(await service.list(papillex, { sort: "newest", page: 1 })).toMatchObject({
      average: 4.5,
      count: 2,
      distribution: { 5: 1, 4: 1, 3: 0, 2: 0, 1: 0 },
    });
    const ahcc = await service.product("ahcc", "ro");
    expect(await service.list(ahcc!, { sort: "newest", page: 1 })).toMatchObject({ average: 0, count: 0 });
  });
});

describe("verified buyers", () => {
  const verifiedWith = async (email: string | null, customer: { id: number; email: string } | null = null) =>
    (await service.create(papillex, submission({ email }), { customer })).review.verified;

  it("marks the review of an email with a paid order for the product", async () => {
    await placeOrder({ email: "ana@example.ro", status: "paid", paidAt: new Date() });
    expect(await verifiedWith("ana@example.ro")).toBe(true);
  });

  it("counts a delivered cash-on-delivery order, and fulfilled or delivered orders paid online", async () => {
    await placeOrder({ email: "cod@example.ro", status: "delivered", paidAt: null });
    await placeOrder({ email: "shipped@example.ro", status: "fulfilled", paidAt: new Date() });
    expect(await verifiedWith("cod@example.ro")).toBe(true);
    expect(await verifiedWith("shipped@example.ro")).toBe(true);
  });

  it.each([
    ["an unpaid order", { status: "pending_payment", paidAt: null }],
    ["a cash-on-delivery order not yet delivered", { status: "payment_due_on_delivery", paidAt: null }],
    ["a refunded order", { status: "refunded", paidAt: new Date() }],
    ["a cancelled order", { status: "cancelled", paidAt: new Date() }],
    ["a paid order for another product", { status: "paid", paidAt: new Date(), handle: "ahcc" }],
  ])("does not mark the review after %s", async (_, order) => {
    await placeOrder({ email: "ana@example.ro", ...order });
    expect(await verifiedWith("ana@example.ro")).toBe(false);
  });

  it("does not mark a review without email or session, nor another email's", async () => {
    await placeOrder({ email: "ana@example.ro", status: "paid", paidAt: new Date() });
    expect(await verifiedWith(null)).toBe(false);
    expect(await verifiedWith("maria@example.ro")).toBe(false);
  });

  it("marks the signed-in customer's review by their account or their email", async () => {
    const [ana] = await database.db.insert(customers).values({ email: "ana@example.ro", status: "active" }).returning();
    await placeOrder({ email: "other@example.ro", status: "paid", paidAt: new Date(), customerId: ana!.id });
    expect(await verifiedWith(null, { id: ana!.id, email: ana!.email })).toBe(true);
    await database.db.delete(orders);
    await placeOrder({ email: "ana@example.ro", status: "paid", paidAt: new Date() });
    expect(await verifiedWith(null, { id: ana!.id, email: ana!.email })).toBe(true);
  });

  it("takes another check when one is injected", async () => {
    const asked: unknown[] = [];
    const injected = createReviewService({
      db: database.db,
      products: createCatalog(database.db),
      isVerifiedBuyer: async (question) => {
        asked.push(question);
        return true;
      },
    });
    const { review } = await injected.create(papillex, submission({ email: "ana@example.ro" }), anonymous);
    expect(review.verified).toBe(true);
    expect(asked).toEqual([{ productHandle: "papillex", emails: ["ana@example.ro"], customerId: null }]);
    expect(await createPurchaseCheck(database.db)({ productHandle: "papillex", emails: [], customerId: null })).toBe(false);
  });
});

describe("vote", () => {
  const A = "browser-a-0000000000";
  const B = "browser-b-0000000000";

  it("casts, withdraws on the same vote again, and moves on the other vote", async () => {
    const [id] = await write(5);
    expect(await service.vote(id!, A, "helpful")).toEqual({ reviewId: id, helpful: 1, notHelpful: 0, vote: "helpful" });
    expect(await service.vote(id!, A, "helpful")).toEqual({ reviewId: id, helpful: 0, notHelpful: 0, vote: null });
    expect(await service.vote(id!, A, "helpful")).toEqual({ reviewId: id, helpful: 1, notHelpful: 0, vote: "helpful" });
    expect(await service.vote(id!, A, "not_helpful")).toEqual({ reviewId: id, helpful: 0, notHelpful: 1, vote: "not_helpful" });
  });

  it("counts each browser once, and shows each its own vote", async () => {
    const [id] = await write(5);
    await service.vote(id!, A, "helpful");
    expect(await service.vote(id!, B, "helpful")).toMatchObject({ helpful: 2, notHelpful: 0 });
    await service.vote(id!, B, "not_helpful");
    const seenBy = async (voterKey: string | null) => (await service.list(papillex, { sort: "newest", page: 1, voterKey })).reviews[0];
    expect(await seenBy(A)).toMatchObject({ helpful: 1, notHelpful: 1, myVote: "helpful" });
    expect(await seenBy(B)).toMatchObject({ myVote: "not_helpful" });
    expect(await seenBy(null)).toMatchObject({ myVote: null });
  });

  it("stores only a hash of the voter key", async () => {
    const [id] = await write(5);
    await service.vote(id!, A, "helpful");
    const [vote] = await database.db.select().from(reviewVotes);
    expect(vote!.voterKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(vote!.voterKeyHash).not.toContain(A);
  });

  it("answers null for an unknown review", async () => {
    expect(await service.vote(999_999, A, "helpful")).toBeNull();
  });
});
