/**
 * Customers and the newsletter through the admin API (issue 17 items 5 and 6): who may read and act, the
 * list's search, filters and sums, one customer's record, blocking (their sessions end at once and sign-in
 * is refused in their language), unblocking, sending the activation email again, the subscribers with
 * their consent, unsubscribing one, and the consent export. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { NO_VISIT } from "#domain/visit-source";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ACTIVATION_RESEND_INTERVAL_MS, readCustomerFilter } from "#domain/admin/customers";
import { readSubscriberFilter } from "#domain/admin/newsletter";
import { auditLog, customers, newsletterConsentEvents, newsletterSubscribers } from "#server/db/schema";
import { linkFrom, postJson, sendJson, testClock } from "#tests/server/account-kit.ts";
import { orderBody, socketFrom, seededStoreForFile, ORDER_TABLES } from "#tests/server/orders-kit.ts";
import { testConfig } from "#tests/server/platform-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { eachRole, signedInStaffEachTest, STAFF_TABLES } from "#tests/server/staff-kit.ts";
import { refusal } from "#tests/server/problem-kit.ts";
import { CREATE_ORDER_PATH } from "../create-order.ts";

const { database, variants } = seededStoreForFile({ single: "PAP-1" });

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, newsletterSubscribers, ...ORDER_TABLES, ...STAFF_TABLES);
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

const PASSWORD = "secret-password";

const customersRead = (query: string, member = members.support) =>
  pagesAs(member).customers(readCustomerFilter(new URLSearchParams(query)));
const customerRead = async (id: number) => (await pagesAs(members.support).customer(id))!.customer!;
const subscribersRead = async (query: string) =>
  (await pagesAs(members.support).newsletter(readSubscriberFilter(new URLSearchParams(query))))!;

async function register(email: string, firstName = "Ana", lastName = "Pop") {
  await postJson(kit.app, "/api/auth", { action: "create-account", email, firstName, lastName });
  await kit.platform.mailer.idle();
  const [row] = await database.db.select().from(customers).where(eq(customers.email, email));
  return row!.id;
}

async function activeCustomer(email: string, firstName = "Ana", lastName = "Pop") {
  const id = await register(email, firstName, lastName);
  const [, , , , token] = linkFrom(kit.transport!.sent, email, "/account/activate/").pathname.split("/");
  const answer = await postJson(kit.app, "/api/auth", { action: "activate-account", id: String(id), token, password: PASSWORD });
  return { id, accessToken: (answer.json.user as { accessToken: string }).accessToken };
}

async function placeOrder(email: string, accessToken?: string) {
  const response = await kit.app.request(
    CREATE_ORDER_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) },
      body: JSON.stringify(orderBody([{ variantId: variants.single, quantity: 2 }], { email })),
    },
    socketFrom(),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { orderNumber: number };
}

describe("who may see and change customers", () => {
  it.each(eachRole({ owner: [true, 200], support: [true, 200], fulfilment: [false, 403] }))(
    "%s: reads: %s, acts %i",
    async (role, reads, acts) => {
      const id = await register("who@example.ro");
      expect((await customersRead("", members[role])) !== null).toBe(reads);
      expect((await pagesAs(members[role]).customer(id)) !== null).toBe(reads);
      expect((await call("POST", `/api/admin/customers/${id}/block`, { member: members[role] })).status).toBe(acts);
      expect((await pagesAs(members[role]).newsletter(readSubscriberFilter(new URLSearchParams()))) !== null).toBe(reads);
    },
  );

  it("refuses the signed out, a change without the CSRF token, and changes nothing", async () => {
    const id = await register("csrf@example.ro");
    expect(await pagesAs(undefined).customers(readCustomerFilter(new URLSearchParams()))).toBeNull();
    expect((await call("POST", `/api/admin/customers/${id}/block`)).status).toBe(401);
    const refused = await call("POST", `/api/admin/customers/${id}/block`, { member: members.support, csrf: false });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatch(/reload/i);
    const [row] = await database.db.select().from(customers).where(eq(customers.id, id));
    expect(row!.status).toBe("pending");
  });

  it("answers 404 in the member's language for an unknown or malformed id", async () => {
    expect(await pagesAs(members.support).customer(999999)).toEqual({ customer: null });
    const en = await call("POST", "/api/admin/customers/999999/block", { member: members.support });
    expect(en.json).toEqual(refusal(404, "not_found", "No such customer."));
    const ro = await call("POST", "/api/admin/customers/abc/block", { member: members.support, language: "ro" });
    expect(ro).toMatchObject({ status: 404, json: { code: "not_found", error: "Clientul nu există." } });
    expect((await call("POST", "/api/admin/customers/99999999999/unblock", { member: members.support })).status).toBe(404);
  });
});

describe("the customers list", () => {
  it("finds by email, name or phone, filters, and counts confirmed orders and what they came to in lei", async () => {
    const ana = await activeCustomer("ana.list@example.ro", "Ana", "Popescu");
    await kit.platform.customers.addresses.create(
      ana.id,
      {
        firstName: "Ana",
        lastName: "Popescu",
        company: "",
        address1: "Str. Lungă 1",
        address2: "",
        city: "Brașov",
        province: "Brașov",
        zip: "500001",
        country: "RO",
        phone: "+40 712 345 678",
      },
      true,
    );
    await placeOrder("ana.list@example.ro", ana.accessToken);
    const pending = await register("ion.list@example.ro", "Ion", "Ionescu");

    const all = (await customersRead("?sort=spent"))!;
    expect(all.total).toBe(2);
    const [first, second] = all.customers;
    expect(first).toMatchObject({ id: ana.id, status: "active", activated: true, orderCount: 1 });
    expect(first!.spentRonMinor).toBeGreaterThan(0);
    expect(second).toMatchObject({ id: pending, status: "pending", activated: false, orderCount: 0, spentRonMinor: 0 });

    const ids = async (query: string) => (await customersRead(query))!.customers.map((row) => row.id);
    expect(await ids("?q=ION.LIST")).toEqual([pending]);
    expect(await ids("?q=ana%20popescu")).toEqual([ana.id]);
    expect(await ids("?q=0712345678")).toEqual([ana.id]);
    expect(await ids("?q=%25")).toEqual([]);
    expect(await ids("?activated=no")).toEqual([pending]);
    expect(await ids("?orders=yes")).toEqual([ana.id]);
    expect(await ids("?blocked=yes")).toEqual([]);
    expect(await ids("?sort=email&dir=asc")).toEqual([ana.id, pending]);
    // A view the URL cannot hold is read as the default, not refused.
    expect((await customersRead("?sort=nonsense&page=-3"))!.total).toBe(2);

    await kit.platform.newsletter.subscribe({ email: "ion.list@example.ro", language: "ro", source: "footer", visit: NO_VISIT });
    expect(await ids("?marketing=yes")).toEqual([pending]);
  });

  it("shows one customer's record: addresses, orders (with guest orders of the email), subscriptions and consent", async () => {
    const ana = await activeCustomer("ana.detail@example.ro");
    const own = await placeOrder("ana.detail@example.ro", ana.accessToken);
    await kit.platform.newsletter.subscribe({ email: "ana.detail@example.ro", language: "en", source: "discount_popup", visit: NO_VISIT });
    const customer = await customerRead(ana.id);
    expect(customer).toMatchObject({
      email: "ana.detail@example.ro",
      status: "active",
      hasPassword: true,
      blockedAt: null,
      orderCount: 1,
      subscriptions: [],
      newsletter: { source: "discount_popup", language: "en", unsubscribedAt: null },
    });
    expect(customer.lastSessionAt).not.toBeNull();
    expect(customer.newsletter!.consentText.length).toBeGreaterThan(10);
    expect(customer.newsletter!.history).toEqual([
      { kind: "consent", via: "discount_popup", language: "en", consentText: customer.newsletter!.consentText, at: expect.any(String) },
    ]);
    expect(customer.orders).toEqual([expect.objectContaining({ orderNumber: own.orderNumber, guest: false })]);
  });
});

describe("blocking an account", () => {
  it("ends its sessions at once, refuses its sign-in with a clear sentence and its links; an unblock gives back what it had", async () => {
    const ana = await activeCustomer("ana.block@example.ro");
    expect((await sendJson(kit.app, "GET", "/api/account", ana.accessToken)).status).toBe(200);

    const blocked = await call("POST", `/api/admin/customers/${ana.id}/block`, { member: members.support });
    expect(blocked.json).toMatchObject({ changed: true, customer: { status: "blocked" } });
    expect(blocked.json.customer.blockedAt).not.toBeNull();
    expect((await sendJson(kit.app, "GET", "/api/account", ana.accessToken)).status).toBe(401);

    const login = (language: string) =>
      postJson(
        kit.app,
        "/api/auth",
        { action: "create-customer-token", email: "ana.block@example.ro", password: PASSWORD },
        { headers: { "Accept-Language": language } },
      );
    // Issue 40 item 9: the sentence says where to write, the store's configured support address.
    expect(await login("ro")).toMatchObject({
      status: 403,
      json: {
        error: `Contul tău este blocat, așa că nu te poți autentifica. Dacă ți se pare o greșeală, scrie-ne la ${testConfig.supportEmail}.`,
      },
    });
    expect(await login("en")).toMatchObject({
      status: 403,
      json: { error: expect.stringContaining(`write to us at ${testConfig.supportEmail}.`) },
    });
    // A wrong password learns nothing more than before.
    const wrong = await postJson(kit.app, "/api/auth", {
      action: "create-customer-token",
      email: "ana.block@example.ro",
      password: "nope",
    });
    expect(wrong.status).toBe(401);

    const mailed = kit.transport!.sent.length;
    await postJson(kit.app, "/api/auth", { action: "send-magic-link", email: "ana.block@example.ro" });
    await postJson(kit.app, "/api/auth", { action: "reset-password", email: "ana.block@example.ro" });
    await kit.platform.customers.auth.resetsSettled();
    await kit.platform.mailer.idle();
    expect(kit.transport!.sent.length).toBe(mailed);

    // A second press changes nothing and writes no second entry.
    expect((await call("POST", `/api/admin/customers/${ana.id}/block`, { member: members.owner })).json.changed).toBe(false);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "customer.block"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffEmail: "support@elara.test",
      targetType: "customer",
      targetId: String(ana.id),
      before: { status: "active" },
      after: { status: "disabled" },
    });

    const unblocked = await call("POST", `/api/admin/customers/${ana.id}/unblock`, { member: members.support });
    expect(unblocked.json).toMatchObject({ changed: true, customer: { status: "active", blockedAt: null } });
    expect((await call("POST", `/api/admin/customers/${ana.id}/unblock`, { member: members.support })).json.changed).toBe(false);
    expect((await login("en")).status).toBe(200);
    // The session ended by the block stays ended.
    expect((await sendJson(kit.app, "GET", "/api/account", ana.accessToken)).status).toBe(401);
  });

  it("still takes a guest order with the blocked email, shown on the record as a guest order", async () => {
    const ana = await activeCustomer("ana.guest@example.ro");
    await call("POST", `/api/admin/customers/${ana.id}/block`, { member: members.support });
    const guest = await placeOrder("ana.guest@example.ro");
    expect((await customerRead(ana.id)).orders).toEqual([expect.objectContaining({ orderNumber: guest.orderNumber, guest: true })]);
  });
});

describe("sending the activation email again", () => {
  it("mails a working link in the customer's language, once per interval, and is refused for an activated or blocked account", async () => {
    const id = await register("ion.resend@example.ro");
    const before = kit.transport!.sent.length;
    // Just registered: the registration's link is recent, so a press mails nothing yet.
    expect((await call("POST", `/api/admin/customers/${id}/resend-activation`, { member: members.support })).json.changed).toBe(false);
    clock.advance(ACTIVATION_RESEND_INTERVAL_MS + 1000);
    const resent = await call("POST", `/api/admin/customers/${id}/resend-activation`, { member: members.support });
    expect(resent.json).toMatchObject({ changed: true, customer: { status: "pending" } });
    expect((await call("POST", `/api/admin/customers/${id}/resend-activation`, { member: members.support })).json.changed).toBe(false);
    await kit.platform.mailer.idle();
    expect(kit.transport!.sent.length).toBe(before + 1);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "customer.resend_activation"))).toHaveLength(1);

    const [, , , , token] = linkFrom(kit.transport!.sent, "ion.resend@example.ro", "/account/activate/").pathname.split("/");
    const activated = await postJson(kit.app, "/api/auth", { action: "activate-account", id: String(id), token, password: PASSWORD });
    expect(activated.status).toBe(200);
    const refused = await call("POST", `/api/admin/customers/${id}/resend-activation`, { member: members.support, language: "ro" });
    expect(refused).toMatchObject({ status: 409, json: { error: expect.stringContaining("deja activat") } });

    const other = await register("blocked.resend@example.ro");
    await call("POST", `/api/admin/customers/${other}/block`, { member: members.support });
    expect((await call("POST", `/api/admin/customers/${other}/resend-activation`, { member: members.support })).status).toBe(409);
  });
});

describe("the newsletter's subscribers", () => {
  it("lists them with their consent, unsubscribes one (audited, once), and exports the consent proof as CSV", async () => {
    clock.set(new Date("2026-11-23T09:00:00.000Z"));
    await kit.platform.newsletter.subscribe({ email: "ana.news@example.ro", language: "ro", source: "footer", visit: NO_VISIT });
    await kit.platform.newsletter.subscribe({ email: "=cmd@example.ro", language: "en", source: "discount_popup", visit: NO_VISIT });
    const list = await subscribersRead("?status=subscribed");
    expect(list.total).toBe(2);
    const ana = list.subscribers.find((row) => row.email === "ana.news@example.ro")!;
    expect(ana).toMatchObject({ status: "subscribed", source: "footer", language: "ro", unsubscribedAt: null });
    expect(ana.consentText).toMatch(/.{10,}/);

    expect((await call("POST", `/api/admin/newsletter/${ana.id}/unsubscribe`, { member: members.fulfilment })).status).toBe(403);
    expect((await call("POST", `/api/admin/newsletter/${ana.id}/unsubscribe`, { member: members.support, csrf: false })).status).toBe(403);
    expect((await call("POST", "/api/admin/newsletter/0/unsubscribe", { member: members.support })).status).toBe(404);
    const done = await call("POST", `/api/admin/newsletter/${ana.id}/unsubscribe`, { member: members.support });
    expect(done.json).toMatchObject({ changed: true, subscriber: { status: "unsubscribed" } });
    expect((await call("POST", `/api/admin/newsletter/${ana.id}/unsubscribe`, { member: members.support })).json.changed).toBe(false);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "newsletter.unsubscribe"))).toHaveLength(1);
    expect(
      (await database.db.select().from(newsletterConsentEvents).where(eq(newsletterConsentEvents.subscriberId, ana.id))).map(
        ({ kind, via, staffMemberId }) => ({ kind, via, staffMemberId }),
      ),
    ).toEqual([
      { kind: "consent", via: "footer", staffMemberId: null },
      { kind: "withdrawal", via: "staff", staffMemberId: expect.any(Number) },
    ]);
    const filtered = await subscribersRead("?status=unsubscribed&q=ana");
    expect(filtered.subscribers.map((row) => row.email)).toEqual(["ana.news@example.ro"]);

    // The file of everyone's consent is the owner's alone.
    expect((await call("GET", "/api/admin/newsletter/export.csv", { member: members.support })).status).toBe(403);
    const file = await call("GET", "/api/admin/newsletter/export.csv", { member: members.owner, language: "en" });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("Content-Disposition")).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await file.response.text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Email,Status,Source,Language,Consent text,Consented at,First signed up at,Unsubscribed at");
    expect(lines).toHaveLength(3);
    const anaLine = lines.find((line) => line.startsWith("ana.news@example.ro"))!;
    expect(anaLine).toMatch(/^ana\.news@example\.ro,Unsubscribed,Footer form,Română,/);
    // Consented, first signed up and unsubscribed, in the shop's time with its offset.
    expect(anaLine).toMatch(/,2026-11-23 11:00:00 GMT\+02:00,2026-11-23 11:00:00 GMT\+02:00,2026-11-23 11:00:00 GMT\+02:00$/);
    expect(anaLine).toContain('"Prin abonare, ești de acord');
    // A formula an address could carry is written as text.
    expect(lines.some((line) => line.startsWith("'=cmd@example.ro,Subscribed,Discount popup,English,"))).toBe(true);

    const ro = await call("GET", "/api/admin/newsletter/export.csv?status=subscribed", { member: members.owner, language: "ro" });
    const roLines = (await ro.response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(roLines[0]!.split(";")[0]).toBe("E-mail");
    expect(roLines).toHaveLength(2);
  });
});

describe("marketing consent from the checkout and the account reaches the same list (issue 40 item 3)", () => {
  async function exportLines() {
    const file = await call("GET", "/api/admin/newsletter/export.csv", { member: members.owner, language: "en" });
    return (await file.response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
  }

  async function order(email: string, acceptsMarketing: boolean, accessToken?: string) {
    const response = await kit.app.request(
      CREATE_ORDER_PATH,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Accept-Language": "ro",
          ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
        },
        body: JSON.stringify(orderBody([{ variantId: variants.single, quantity: 1 }], { email, acceptsMarketing })),
      },
      socketFrom(),
    );
    expect(response.status).toBe(201);
  }

  it("keeps a ticked checkout box with its sentence and time in the CSV, and leaves an unticked one out", async () => {
    await order("ticked@example.ro", true);
    await order("unticked@example.ro", false);
    const lines = await exportLines();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      "ticked@example.ro,Subscribed,Checkout,Română,Vreau să primesc pe email noutăți și oferte (opțional),2026-11-23 11:00:00 GMT+02:00,2026-11-23 11:00:00 GMT+02:00,",
    );
    const [subscriber] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "ticked@example.ro"));
    expect(subscriber).toMatchObject({ source: "checkout", discountCode: null });
    const events = await database.db.select().from(newsletterConsentEvents).where(eq(newsletterConsentEvents.subscriberId, subscriber!.id));
    expect(events.map(({ kind, via, consentText }) => ({ kind, via, consentText }))).toEqual([
      { kind: "consent", via: "checkout", consentText: "Vreau să primesc pe email noutăți și oferte (opțional)" },
    ]);
  });

  it("puts the account's box on the list when ticked and takes it off when unticked", async () => {
    const { accessToken } = await activeCustomer("profile@example.ro");
    const save = (acceptsMarketing: boolean) =>
      sendJson(kit.app, "PATCH", "/api/account", accessToken, { language: "en", acceptsMarketing });
    expect((await save(true)).status).toBe(200);
    let lines = await exportLines();
    expect(lines[1]).toMatch(/^profile@example\.ro,Subscribed,Account,English,"Send me news, offers and health articles by email",/);
    expect((await save(false)).status).toBe(200);
    lines = await exportLines();
    expect(lines[1]).toMatch(/^profile@example\.ro,Unsubscribed,Account,English,/);
    const [subscriber] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "profile@example.ro"));
    const events = await database.db.select().from(newsletterConsentEvents).where(eq(newsletterConsentEvents.subscriberId, subscriber!.id));
    expect(events.map(({ kind, via }) => ({ kind, via }))).toEqual([
      { kind: "consent", via: "account" },
      { kind: "withdrawal", via: "account" },
    ]);
  });
});
