/**
 * Reviews moderation through the admin API (issue 17 item 4): who may moderate, holding unverified
 * reviews for approval (a verified buyer's still published at once), publish / hide / delete with their
 * effect on the product's rating and count, the store's reply under the review, the queue's filters,
 * and every change audited. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { readReviewFilter } from "#domain/admin/reviews";
import { auditLog, reviews, storeSettings } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { orderBody, socketFrom, seededStoreForFile, ORDER_TABLES } from "#tests/server/orders-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { eachRole, signedInStaffEachTest, STAFF_TABLES } from "#tests/server/staff-kit.ts";
import { CREATE_ORDER_PATH } from "../create-order.ts";

const { database, variants: variantOf } = seededStoreForFile({ single: "PAP-1", ahcc: "AHC-1", papillex: "PAP-1" });

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, reviews, storeSettings, ...ORDER_TABLES, ...STAFF_TABLES);
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

async function write(overrides: Record<string, unknown> = {}) {
  const handle = (overrides.productHandle as string | undefined) ?? "papillex";
  const response = await kit.app.request(
    "/api/reviews",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "en" },
      body: JSON.stringify({
        productHandle: handle,
        variant: variantOf[handle as keyof typeof variantOf],
        rating: 5,
        title: "Works",
        text: "Easy to take.",
        ...overrides,
      }),
    },
    socketFrom(),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { review: { id: number; verified: boolean }; count: number; average: number; held: boolean };
}

async function productPage() {
  const response = await kit.app.request("/api/reviews?product=papillex", { headers: { "Accept-Language": "en" } });
  return (await response.json()) as { count: number; average: number; reviews: { id: number; reply: { text: string } | null }[] };
}

describe("who may moderate", () => {
  it.each(eachRole({ owner: [true, 200], support: [true, 200], fulfilment: [false, 403] }))(
    "%s: reads the queue: %s, decides %i",
    async (role, reads, status) => {
      const { review } = await write();
      expect((await pagesAs(members[role]).reviews(readReviewFilter(new URLSearchParams()))) !== null).toBe(reads);
      expect((await call("POST", `/api/admin/reviews/${review.id}/hide`, { member: members[role] })).status).toBe(status);
      expect((await call("POST", "/api/admin/settings/reviews", { member: members[role], body: { holdUnverified: true } })).status).toBe(
        status,
      );
    },
  );

  it("refuses a change without the CSRF token and changes nothing", async () => {
    const { review } = await write();
    expect((await call("POST", `/api/admin/reviews/${review.id}/hide`, { member: members.owner, csrf: false })).status).toBe(403);
    expect((await productPage()).count).toBe(1);
  });
});

describe("holding unverified reviews", () => {
  it("publishes at once while the owner does not hold them, holds them when asked, and never holds a buyer's", async () => {
    expect(await write()).toMatchObject({ held: false, count: 1 });
    expect((await call("POST", "/api/admin/settings/reviews", { member: members.support, body: { holdUnverified: true } })).json).toEqual({
      holdUnverified: true,
    });
    const held = await write({ rating: 1, title: "Spam", text: "Buy cheap pills elsewhere." });
    expect(held).toMatchObject({ held: true, count: 1, average: 5 });
    expect((await productPage()).reviews.map((row) => row.id)).not.toContain(held.review.id);

    // A shopper who bought it (cash on delivery, collected) is a verified buyer: published at once.
    const placed = await kit.app.request(
      CREATE_ORDER_PATH,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(orderBody([{ variantId: variantOf.single, quantity: 1 }], { email: "buyer@example.ro" })),
      },
      socketFrom(),
    );
    expect(placed.status).toBe(201);
    const { orderNumber } = (await placed.json()) as { orderNumber: number };
    await call("POST", `/api/admin/orders/${orderNumber}/ship`, { member: members.owner, body: { carrier: "dpd", trackingNumber: "D1" } });
    await call("POST", `/api/admin/orders/${orderNumber}/cod-collected`, { member: members.owner });
    expect(await write({ email: "buyer@example.ro", rating: 4 })).toMatchObject({
      held: false,
      review: { verified: true },
      count: 2,
      average: 4.5,
    });

    const queue = await pagesAs(members.support).reviews(readReviewFilter(new URLSearchParams("status=pending")));
    expect(queue).toMatchObject({
      holdUnverified: true,
      total: 1,
      pending: 1,
      reviews: [{ id: held.review.id, status: "pending", productHandle: "papillex", verified: false }],
    });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "settings.change"));
    expect(audit).toMatchObject([{ targetId: "reviews.holdUnverified", before: false, after: true, staffEmail: "support@elara.test" }]);
  });
});

describe("publish, hide, delete, reply", () => {
  it("moves the product's rating and count with every decision, and says when nothing changed", async () => {
    await write({ rating: 5 });
    const second = await write({ rating: 1, title: "Not for me", text: "Did nothing." });
    expect(await productPage()).toMatchObject({ count: 2, average: 3 });

    const hidden = await call("POST", `/api/admin/reviews/${second.review.id}/hide`, { member: members.owner });
    expect(hidden.json).toMatchObject({ changed: true, review: { status: "hidden" } });
    expect(await productPage()).toMatchObject({ count: 1, average: 5 });
    expect((await call("POST", `/api/admin/reviews/${second.review.id}/hide`, { member: members.owner })).json.changed).toBe(false);

    await call("POST", `/api/admin/reviews/${second.review.id}/publish`, { member: members.owner });
    expect(await productPage()).toMatchObject({ count: 2, average: 3 });

    const deleted = await call("POST", `/api/admin/reviews/${second.review.id}/delete`, { member: members.owner });
    expect(deleted.json).toEqual({ changed: true, review: null });
    expect(await productPage()).toMatchObject({ count: 1, average: 5 });
    expect((await call("POST", `/api/admin/reviews/${second.review.id}/publish`, { member: members.owner })).status).toBe(404);
    expect((await call("POST", "/api/admin/reviews/abc/hide", { member: members.owner })).status).toBe(404);

    const actions = (await database.db.select().from(auditLog))
      .map((entry) => entry.action)
      .filter((action) => action.startsWith("review."))
      .sort();
    expect(actions).toEqual(["review.delete", "review.hide", "review.publish"]);
  });

  it("shows the store's reply under the review, and takes it away again", async () => {
    const { review } = await write();
    const replied = await call("POST", `/api/admin/reviews/${review.id}/reply`, {
      member: members.support,
      body: { text: "  Mulțumim, Ana!  " },
    });
    expect(replied.json.review.reply).toMatchObject({ text: "Mulțumim, Ana!", staffEmail: "support@elara.test" });
    expect((await productPage()).reviews[0]!.reply).toMatchObject({ text: "Mulțumim, Ana!" });
    expect(
      (await call("POST", `/api/admin/reviews/${review.id}/reply`, { member: members.support, body: { text: "x".repeat(2001) } })).json,
    ).toEqual({
      success: false,
      status: 400,
      code: "invalid_field",
      error: "The reply can have at most 2000 characters.",
      field: "text",
      fields: { text: "The reply can have at most 2000 characters." },
    });
    expect((await call("POST", `/api/admin/reviews/${review.id}/reply`, { member: members.support, body: { text: 5 } })).status).toBe(400);
    await call("POST", `/api/admin/reviews/${review.id}/reply`, { member: members.support, body: { text: "" } });
    expect((await productPage()).reviews[0]!.reply).toBeNull();
  });
});

describe("the queue", () => {
  it("filters by status, rating, product and verified, waiting reviews first", async () => {
    await write({ rating: 5 });
    await write({ rating: 2, productHandle: "ahcc" });
    await call("POST", "/api/admin/settings/reviews", { member: members.owner, body: { holdUnverified: true } });
    const waiting = await write({ rating: 3 });
    const list = async (query: string) => (await pagesAs(members.owner, "ro").reviews(readReviewFilter(new URLSearchParams(query))))!;
    const all = await list("");
    expect(all.total).toBe(3);
    expect(all.reviews[0]!.id).toBe(waiting.review.id);
    expect((await list("?rating=2")).reviews).toMatchObject([{ productHandle: "ahcc", productTitle: expect.stringContaining("AHCC") }]);
    expect((await list("?product=papillex")).total).toBe(2);
    expect((await list("?product=no-such-product")).total).toBe(0);
    expect((await list("?verified=yes")).total).toBe(0);
    expect((await list("?status=bogus&rating=9")).total).toBe(3);
  });
});
