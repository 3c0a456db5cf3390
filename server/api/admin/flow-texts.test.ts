/**
 * The owner's flow email texts through the admin API (issue 46 item 6, decision 0116): only the owner reads or
 * changes them; a draft is refused naming its field in the member's language with nothing saved (empty, too long,
 * unpaired braces, an unknown placeholder, an incentive in a review request); a save is audited, and saving the
 * default is the reset; the preview renders the unsaved draft in both languages; a planned review request sent after
 * an edit carries the edited text; a test send goes only to the member's own address, marked [TEST], and is no flow
 * message. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_FLOW_SETTINGS } from "#domain/retention-flows";
import type { FlowTextsView } from "#domain/flow-texts";
import { auditLog, emailOutbox, flowMessages, flowSuppressions, newsletterSubscribers, storeSettings } from "#server/db/schema";
import { holdoutGroup } from "#server/commerce/retention/holdout";
import { REVIEW_REQUEST_EMAIL } from "#server/mail/review-request";
import { testClock } from "#tests/server/account-kit.ts";
import { ORDER_TABLES, seededStoreForFile } from "#tests/server/orders-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { eachRole, signedInStaffEachTest, STAFF_TABLES } from "#tests/server/staff-kit.ts";

const { database } = seededStoreForFile({ papillex: "PAP-1" });
const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, flowMessages, flowSuppressions, newsletterSubscribers, storeSettings, ...ORDER_TABLES, ...STAFF_TABLES);
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

const DEFAULTS = REVIEW_REQUEST_EMAIL.definition.defaults[1]!;
const draftWith = (ro: Partial<{ subject: string; body: string }> = {}, en: Partial<{ subject: string; body: string }> = {}) => ({
  ro: { ...DEFAULTS.ro, ...ro },
  en: { ...DEFAULTS.en, ...en },
});
const EDITED_SUBJECT = "Ce părere ai despre comanda #{{orderNumber}}?";

const textsAudits = () => database.db.select().from(auditLog).where(eq(auditLog.action, "settings.change"));
const savedTexts = () => database.db.select().from(storeSettings).where(eq(storeSettings.key, "retention.texts"));

describe("who may", () => {
  it.each(eachRole({ owner: [true, 200], fulfilment: [false, 403], support: [false, 403] }))(
    "%s: reads the editor: %s, answered %i",
    async (role, reads, status) => {
      const member = members[role];
      expect((await pagesAs(member).flowTexts("review_request")) !== null).toBe(reads);
      expect((await call("GET", "/api/admin/flows/texts/review_request", { member })).status).toBe(status);
      const body = draftWith({ subject: EDITED_SUBJECT });
      expect((await call("PUT", "/api/admin/flows/texts/review_request/1", { member, body })).status).toBe(status);
      expect((await call("POST", "/api/admin/flows/texts/review_request/1/preview", { member, body })).status).toBe(status);
      expect((await savedTexts()).length).toBe(status === 200 ? 1 : 0);
    },
  );

  it("refuses a save without the CSRF token, and a flow or step the store does not have", async () => {
    const member = members.owner;
    const body = draftWith({ subject: EDITED_SUBJECT });
    expect((await call("PUT", "/api/admin/flows/texts/review_request/1", { member, body, csrf: false })).status).toBe(403);
    expect((await call("PUT", "/api/admin/flows/texts/birthday/1", { member, body })).status).toBe(404);
    expect((await call("PUT", "/api/admin/flows/texts/review_request/2", { member, body })).status).toBe(404);
    expect((await call("GET", "/api/admin/flows/texts/birthday", { member })).status).toBe(404);
    expect(await pagesAs(member).flowTexts("birthday")).toBe("missing");
    expect(await savedTexts()).toHaveLength(0);
  });
});

describe("saving a text", () => {
  it("keeps the owner's text as an override, audited, and saving the default again resets it", async () => {
    const member = members.owner;
    const before = await call("GET", "/api/admin/flows/texts/review_request", { member });
    expect((before.json as FlowTextsView).steps[0]).toMatchObject({ texts: DEFAULTS, overridden: { ro: false, en: false } });
    expect((before.json as FlowTextsView).placeholders.map((placeholder) => placeholder.name)).toEqual([
      "storeName",
      "orderNumber",
      "productNames",
    ]);

    const saved = await call("PUT", "/api/admin/flows/texts/review_request/1", { member, body: draftWith({ subject: EDITED_SUBJECT }) });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      changed: true,
      updatedBy: "owner@elara.test",
      steps: [{ texts: { ro: { subject: EDITED_SUBJECT }, en: DEFAULTS.en }, overridden: { ro: true, en: false } }],
    });
    const [audit] = await textsAudits();
    expect(audit).toMatchObject({
      targetId: "retention.texts",
      before: {},
      after: { review_request: { 1: { ro: { subject: EDITED_SUBJECT, body: DEFAULTS.ro.body } } } },
    });

    const again = await call("PUT", "/api/admin/flows/texts/review_request/1", { member, body: draftWith({ subject: EDITED_SUBJECT }) });
    expect(again.json).toMatchObject({ changed: false });
    expect(await textsAudits()).toHaveLength(1);

    const reset = await call("PUT", "/api/admin/flows/texts/review_request/1", { member, body: draftWith() });
    expect(reset.json).toMatchObject({ changed: true, steps: [{ overridden: { ro: false, en: false } }] });
    expect((await savedTexts())[0]?.value).toEqual({});
  });

  it.each([
    ["an empty subject", draftWith({ subject: "  " }), "ro.subject", "Romanian text – subject: write something"],
    ["a subject over 150 characters", draftWith({}, { subject: "a".repeat(151) }), "en.subject", "English text – subject: at most 150"],
    ["a body over 5000 characters", draftWith({ body: "a".repeat(5001) }), "ro.body", "Romanian text – body: at most 5000"],
    ["an unpaired brace", draftWith({}, { body: "Your order {{orderNumber} arrived." }), "en.body", "a brace { or } without its pair"],
    [
      "an unknown placeholder",
      draftWith({ subject: "Salut {{firstName}}" }),
      "ro.subject",
      "{{firstName}} is not a placeholder of this email. You can use: {{storeName}}, {{orderNumber}}, {{productNames}}",
    ],
    [
      "an incentive (UCPD)",
      draftWith({}, { body: "Leave a review and get a free gift!" }),
      "en.body",
      "“free” reads as a reward for a review",
    ],
    ["an incentive in Romanian", draftWith({ subject: "Primești o reducere" }), "ro.subject", "“reducere” reads as a reward"],
    ["a subject that is not text", { ...draftWith(), ro: { subject: 7, body: "x" } }, "ro.subject", "Romanian text – subject"],
  ])("refuses %s naming the field, and saves nothing", async (_name, body, field, words) => {
    const refused = await call("PUT", "/api/admin/flows/texts/review_request/1", { member: members.owner, body });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ field });
    expect(String((refused.json as { error: string }).error)).toContain(words);
    const preview = await call("POST", "/api/admin/flows/texts/review_request/1/preview", { member: members.owner, body });
    expect(preview.status).toBe(400);
    expect(preview.json).toMatchObject({ field });
    expect(await savedTexts()).toHaveLength(0);
    expect(await textsAudits()).toHaveLength(0);
  });

  it("words the refusal in Romanian for a Romanian member, and lets the refill reminder speak of a discount", async () => {
    const refused = await call("PUT", "/api/admin/flows/texts/review_request/1", {
      member: members.owner,
      language: "ro",
      body: draftWith({ body: "Primești un cadou pentru recenzie." }),
    });
    expect((refused.json as { error: string }).error).toContain("Textul în română – textul: „cadou” sună a recompensă");
    const refill = await call("PUT", "/api/admin/flows/texts/refill_reminder/1", {
      member: members.owner,
      body: {
        ro: { subject: "Reducere la reaprovizionare", body: "Mai ai {{daysLeft}}." },
        en: { subject: "Running low", body: "{{daysLeft}} left." },
      },
    });
    expect(refill.status).toBe(200);
  });
});

describe("the preview", () => {
  it("renders the unsaved draft in both languages as the real email, escaped, with sample content", async () => {
    const body = draftWith({ subject: EDITED_SUBJECT, body: "Salut <b>{{productNames}}</b>\n\nAl doilea paragraf." });
    const preview = await call("POST", "/api/admin/flows/texts/review_request/1/preview", { member: members.owner, body });
    expect(preview.status).toBe(200);
    const { ro, en } = preview.json as Record<"ro" | "en", { subject: string; html: string; text: string }>;
    expect(ro.subject).toBe("Ce părere ai despre comanda #1042?");
    expect(ro.html).toContain("Salut &#60;b&#62;Papillex, Magneziu B6&#60;/b&#62;");
    expect(ro.html).not.toContain("<b>Papillex");
    expect(ro.text).toContain("Al doilea paragraf.");
    expect(en.subject).toBe("How are you finding your order? – Elara");
    expect(en.html).toContain("No more review requests");
    expect(await savedTexts()).toHaveLength(0);
  });
});

/** An address that lands in the sent group of the review request at the default share. */
function sentGroupAddress(): string {
  for (let n = 0; ; n++) {
    const address = `reader${n}@example.ro`;
    if (holdoutGroup("review_request", address, DEFAULT_FLOW_SETTINGS.holdoutPercent) === "sent") return address;
  }
}

describe("at sweep time", () => {
  it("a planned review request sent after the owner edited its text carries the edited text", async () => {
    const recipient = sentGroupAddress();
    await database.db.insert(newsletterSubscribers).values({ email: recipient, language: "ro", source: "footer", consentText: "Da" });
    await database.db.insert(flowMessages).values({
      flow: "review_request",
      subject: "order:77",
      recipient,
      language: "ro",
      content: { orderNumber: 1077, products: [{ handle: "papillex", title: "Papillex" }] },
      group: "sent",
      dueAt: clock(),
    });
    const body = draftWith({ subject: EDITED_SUBJECT, body: "Ne-a făcut plăcere să-ți trimitem {{productNames}}." });
    expect((await call("PUT", "/api/admin/flows/texts/review_request/1", { member: members.owner, body })).status).toBe(200);

    expect(await kit.platform.retention.messages.sweep()).toMatchObject({ sent: 1 });
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient));
    expect(mail?.subject).toBe("Ce părere ai despre comanda #1077?");
    expect(mail?.text).toContain("Ne-a făcut plăcere să-ți trimitem Papillex.");
    expect(mail?.html).toContain("/email/click/");
  });
});

describe("the test send", () => {
  it("goes to the member's own address only, marked [TEST], through the outbox, and is no flow message", async () => {
    const sent = await call("POST", "/api/admin/flows/texts/review_request/1/test", {
      member: members.owner,
      body: { language: "en", to: "someone@else.example", subject: "Your order #{{orderNumber}}", body: "Tell us, {{storeName}} listens." },
    });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ sentTo: "owner@elara.test" });
    const outbox = await database.db.select().from(emailOutbox);
    expect(outbox.map((mail) => [mail.recipient, mail.subject])).toEqual([["owner@elara.test", "[TEST] Your order #1042"]]);
    expect(outbox[0]?.text).toContain("Tell us, Elara listens.");
    expect(outbox[0]?.html).toContain(`${kit.platform.config.baseUrl}/shop?lng=en`);
    expect(await database.db.select().from(flowMessages)).toHaveLength(0);
  });

  it("refuses a draft the editor would refuse, naming the language's field, and sends nothing", async () => {
    const refused = await call("POST", "/api/admin/flows/texts/review_request/1/test", {
      member: members.owner,
      body: { language: "en", subject: "A coupon for you", body: "Hello" },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ field: "en.subject" });
    expect(await database.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("is limited to five a quarter of an hour per member", async () => {
    const body = { language: "ro", ...DEFAULTS.ro };
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++)
      statuses.push((await call("POST", "/api/admin/flows/texts/review_request/1/test", { member: members.owner, body })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await database.db.select().from(emailOutbox)).toHaveLength(5);
  });
});
