/**
 * A shopper's report of an accessibility barrier (issue 66 item 3, decision 0145), in process against a test database
 * (PGlite, and PostgreSQL with TEST_DATABASE_URL): the public route stores a good report and queues customer support's
 * notice; each wrong field is refused with its sentence in Romanian and English and nothing is stored; the route and
 * the statement page's form share one per-client count. Then the task in the admin: listed new first, filtered, marked
 * handled once and audited, by the roles that look after customers, and counted on the dashboard.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { BARRIER_DESCRIPTION_MAX_LENGTH } from "#domain/accessibility-barriers";
import { accessibilityBarrierReports, auditLog, emailOutbox, staffMembers } from "#server/db/schema";
import { limitKey } from "#server/limits/rate-limit";
import { testClock } from "#tests/server/account-kit.ts";
import { buildTestApp } from "#tests/server/platform-kit.ts";
import { fieldsRefusal } from "#tests/server/problem-kit.ts";
import { eachRole, staffKit } from "#tests/server/staff-kit.ts";
import { emptyTables, testDatabaseForFile } from "#tests/server/test-database.ts";
import type { StaffMemberSession } from "#tests/server/app-request.ts";
import { BARRIER_REPORTS_LIMIT, BARRIER_REPORTS_PATH, barrierIntake } from "./accessibility-barriers.ts";

const database = testDatabaseForFile();
const clock = testClock(new Date("2026-11-29T09:00:00.000Z"));

let kit: ReturnType<typeof buildTestApp>;
let staff: ReturnType<typeof staffKit>;
let members: Record<"owner" | "fulfilment" | "support", StaffMemberSession>;

beforeEach(async () => {
  await emptyTables(database.db, accessibilityBarrierReports, emailOutbox, auditLog, staffMembers);
  kit = buildTestApp(database, { clock });
  staff = staffKit(kit, clock);
  members = await staff.signInEach(["owner", "fulfilment", "support"] as const);
  await database.db.delete(emailOutbox);
});

let nextAddress = 1;
const socketFrom = (address = `198.51.100.${nextAddress++}`) => ({ incoming: { socket: { remoteAddress: address } } });

function report(body: unknown, { language = "ro", from = socketFrom() }: { language?: string; from?: object } = {}) {
  return kit.app.request(
    BARRIER_REPORTS_PATH,
    { method: "POST", headers: { "Content-Type": "application/json", "Accept-Language": language }, body: JSON.stringify(body) },
    from,
  );
}

const stored = () => database.db.select().from(accessibilityBarrierReports);
const GOOD = {
  page: "/checkout",
  description: "Butonul „Plasează comanda” nu are nume pentru cititorul de ecran.",
  assistiveTech: "NVDA 2024 cu Firefox",
  email: " Ana@Example.RO ",
  name: "Ana",
};

describe("POST /api/accessibility-barriers", () => {
  it("stores the report in the shopper's language and tells customer support and the owner, not fulfilment", async () => {
    const response = await report(GOOD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      reported: true,
      message: "Mulțumim! Am primit raportul tău și îți răspundem pe e-mail în cel mult 5 zile lucrătoare.",
    });
    const [row] = await stored();
    expect(row).toMatchObject({
      page: "/checkout",
      description: GOOD.description,
      contactEmail: "ana@example.ro",
      name: "Ana",
      assistiveTech: "NVDA 2024 cu Firefox",
      language: "ro",
      status: "new",
      handledBy: null,
      createdAt: clock(),
    });
    const notices = await database.db.select().from(emailOutbox);
    expect(notices.map((mail) => mail.recipient).sort()).toEqual(["owner@elara.test", "support@elara.test"]);
    for (const mail of notices) {
      expect(mail.subject).toMatch(mail.language === "ro" ? /^Barieră de accesibilitate raportată/ : /^Accessibility barrier reported/);
      expect(mail.text).toContain(`https://shop.example/admin/accessibility#barrier-${row!.id}`);
      expect(mail.text).toContain("/checkout");
    }
  });

  it("takes a report with only what happened, and says no reply can come without an address", async () => {
    const response = await report({ description: "The menu closes when I tab into it." }, { language: "en" });
    expect(await response.json()).toEqual({
      reported: true,
      message: "Thank you! We received your report. You left no email address, so we cannot answer, but we will deal with the barrier.",
    });
    expect(await stored()).toEqual([
      expect.objectContaining({ page: null, contactEmail: null, name: null, assistiveTech: null, language: "en" }),
    ]);
  });

  const INVALID: Array<[string, Record<string, unknown>, string, string, string]> = [
    [
      "no description",
      { page: "/cart" },
      "description",
      'Fill in "What happened": tell us what you tried and what did not work.',
      "Completează „Ce s-a întâmplat”: spune-ne ce ai încercat și ce nu a mers.",
    ],
    [
      "a blank description",
      { description: "   " },
      "description",
      'Fill in "What happened": tell us what you tried and what did not work.',
      "Completează „Ce s-a întâmplat”: spune-ne ce ai încercat și ce nu a mers.",
    ],
    [
      "a description of 9 characters",
      { description: "too short" },
      "description",
      '"What happened" needs at least 10 characters: tell us what you tried and what did not work.',
      "„Ce s-a întâmplat” trebuie să aibă cel puțin 10 caractere: spune-ne ce ai încercat și ce nu a mers.",
    ],
    [
      "a description over 2000 characters",
      { description: "a".repeat(BARRIER_DESCRIPTION_MAX_LENGTH + 1) },
      "description",
      '"What happened" can be at most 2000 characters.',
      "„Ce s-a întâmplat” poate avea cel mult 2000 de caractere.",
    ],
    [
      "a page over 500 characters",
      { ...GOOD, page: "/".repeat(501) },
      "page",
      '"Page or feature" can be at most 500 characters.',
      "„Pagina sau funcția” poate avea cel mult 500 de caractere.",
    ],
    [
      "an address that is none",
      { ...GOOD, email: "ana@" },
      "email",
      '"Email for a reply" is not a valid address (for example name@example.com).',
      "„E-mail pentru răspuns” nu este o adresă validă (de exemplu nume@exemplu.ro).",
    ],
    [
      "a name over 100 characters",
      { ...GOOD, name: "A".repeat(101) },
      "name",
      '"Your name" can be at most 100 characters.',
      "„Numele tău” poate avea cel mult 100 de caractere.",
    ],
    [
      "assistive technology over 200 characters",
      { ...GOOD, assistiveTech: "x".repeat(201) },
      "assistiveTech",
      '"Assistive technology used" can be at most 200 characters.',
      "„Tehnologia asistivă folosită” poate avea cel mult 200 de caractere.",
    ],
    [
      "a description that is not text",
      { description: 12345678901 },
      "description",
      '"What happened" holds characters we cannot keep: type the text again.',
      "„Ce s-a întâmplat” conține caractere care nu pot fi păstrate: scrie textul din nou.",
    ],
  ];

  it.each(INVALID)(
    "refuses %s naming the field, in English and Romanian, and stores nothing",
    async (_case, body, field, english, romanian) => {
      for (const [language, sentence] of [
        ["en", english],
        ["ro", romanian],
      ] as const) {
        const response = await report(body, { language });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual(fieldsRefusal(sentence, field, { [field]: sentence }));
      }
      expect(await stored()).toEqual([]);
      expect(await database.db.select().from(emailOutbox)).toEqual([]);
    },
  );

  it("refuses a body over 16 KB before reading it, in the shopper's language", async () => {
    const response = await report({ description: "x".repeat(17 * 1024) }, { language: "en" });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe("The report is larger than 16 KB: shorten the text.");
    expect(await stored()).toEqual([]);
  });

  it("names every wrong field at once", async () => {
    const response = await report({ description: "short", email: "nope", name: "N".repeat(101) }, { language: "en" });
    const answer = (await response.json()) as { field: string; fields: Record<string, string> };
    expect(answer.field).toBe("description");
    expect(Object.keys(answer.fields).sort()).toEqual(["description", "email", "name"]);
  });

  it("refuses a client past five reports in ten minutes, the page's form counting with the route, until the window passes", async () => {
    const address = "203.0.113.9";
    const from = socketFrom(address);
    // Two through the statement page's form (the load context's intake), three through the route: five in all.
    const intake = barrierIntake({ reports: kit.platform.customers.barrierReports, rateLimits: kit.platform.limits.rates });
    for (let sent = 0; sent < 2; sent++) expect((await intake(GOOD, "en", limitKey(address))).kind).toBe("sent");
    for (let sent = 0; sent < 3; sent++) expect((await report(GOOD, { from })).status).toBe(200);
    const limited = await report(GOOD, { from, language: "en" });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /^You sent several reports in a short time\. Try again in \d+ minutes/,
    );
    expect((await intake(GOOD, "ro", limitKey(address))).kind).toBe("limited");
    // Another shopper is not held up.
    expect((await report(GOOD)).status).toBe(200);
    expect(await stored()).toHaveLength(6);
    clock.advance(BARRIER_REPORTS_LIMIT.windowMs);
    expect((await report(GOOD, { from })).status).toBe(200);
  });
});

describe("the barrier reports in the admin", () => {
  async function reported(description: string) {
    await report({ description, email: "ana@example.ro" });
    clock.advance(60_000);
    const rows = await stored();
    return rows.find((row) => row.description === description)!.id;
  }
  const handle = (id: number | string, member: StaffMemberSession, note?: string, language = "en") =>
    staff.call("POST", `/api/admin/accessibility-barriers/${id}/handled`, { member, language, body: note === undefined ? {} : { note } });

  it("lists new reports first, then the newest, filters by status and counts what waits on the dashboard", async () => {
    const first = await reported("The first barrier report.");
    const second = await reported("The second barrier report.");
    const third = await reported("The third barrier report.");
    expect((await handle(third, members.support, "Fixed the label.")).status).toBe(200);

    const all = await staff.pagesAs(members.support).barrierReports({ page: 1 });
    expect(all!.reports.map((row) => [row.id, row.status])).toEqual([
      [second, "new"],
      [first, "new"],
      [third, "handled"],
    ]);
    expect(all).toMatchObject({ total: 3, waiting: 2, canHandle: true });
    const handled = await staff.pagesAs(members.owner).barrierReports({ status: "handled", page: 1 });
    expect(handled!.reports).toEqual([
      expect.objectContaining({ id: third, handledBy: "support@elara.test", note: "Fixed the label.", email: "ana@example.ro" }),
    ]);
    expect(await staff.pagesAs(members.owner).barrierReportsWaiting()).toBe(2);
    // Fulfilment does not look after customers: no list, no dashboard card.
    expect(await staff.pagesAs(members.fulfilment).barrierReports({ page: 1 })).toBeNull();
    expect(await staff.pagesAs(members.fulfilment).barrierReportsWaiting()).toBeNull();
    expect(await staff.pagesAs(undefined).barrierReports({ page: 1 })).toBeNull();
  });

  it.each(eachRole({ owner: [true, 200], fulfilment: [false, 403], support: [true, 200] }))(
    "lets %s mark a report handled: %s, %s",
    async (role, _reads, status) => {
      const id = await reported("A barrier for the role test.");
      expect((await handle(id, members[role])).status).toBe(status);
    },
  );

  it("marks a report handled once, audited, and answers a second press with the first's member and note", async () => {
    const id = await reported("The cart drawer traps the focus.");
    const first = await handle(id, members.support, "  Fixed in release 1.4; answered Ana.  ");
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      changed: true,
      report: expect.objectContaining({
        id,
        status: "handled",
        handledBy: "support@elara.test",
        note: "Fixed in release 1.4; answered Ana.",
        handledAt: clock().toISOString(),
      }),
    });
    clock.advance(60_000);
    const second = await handle(id, members.owner, "Another note");
    expect(second.json).toEqual({
      changed: false,
      report: expect.objectContaining({ handledBy: "support@elara.test", note: "Fixed in release 1.4; answered Ana." }),
    });
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "accessibility_barrier.handle"));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ staffEmail: "support@elara.test", targetType: "accessibility_barrier", targetId: String(id) });
  });

  it("refuses an unknown report with 404 and a note over 1000 characters with 400, in the member's language, changing nothing", async () => {
    const id = await reported("A report that stays new.");
    expect((await handle(987654, members.owner)).json).toMatchObject({ status: 404, error: "There is no report 987654." });
    expect((await handle("abc", members.owner, "", "ro")).json).toMatchObject({ status: 404, error: "Raportul abc nu există." });
    const tooLong = await handle(id, members.owner, "n".repeat(1001), "ro");
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({ field: "note", error: "„Ce ai făcut” poate avea cel mult 1000 de caractere." });
    expect((await stored())[0]).toMatchObject({ status: "new", note: null });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "accessibility_barrier.handle"))).toEqual([]);
  });
});
