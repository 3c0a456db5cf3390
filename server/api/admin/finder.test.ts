/**
 * The supplement finder (issue 68 item 5, decision 0159) through its two routes: the owner's save of the quiz (who may,
 * a refusal naming the field as the editor labels it and writing nothing, the claims checker, unknown products, the
 * version, the audit entry, the shop's page reading the change) and the shopper's result by email (the products only,
 * the newsletter tick kept apart). On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_FINDER_QUIZ, FINDER_RESULT_API_PATH, type FinderQuiz } from "#domain/finder-quiz";
import { auditLog, emailOutbox, finderQuizzes, newsletterConsentEvents, newsletterSubscribers, staffMembers } from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { requestApp, socketFrom } from "#tests/server/app-request.ts";
import { seededStoreForFile } from "#tests/server/orders-kit.ts";
import { eachRole, signedInStaffEachTest } from "#tests/server/staff-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";

const { database } = seededStoreForFile({});
const clock = testClock(new Date("2026-11-30T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, finderQuizzes, auditLog, emailOutbox, newsletterConsentEvents, newsletterSubscribers, staffMembers);
});
const { kit, call, members } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

const save = (quiz: unknown, { version = 0, language = "en" } = {}) =>
  call("POST", "/api/admin/finder", { member: members.owner, body: { version, quiz }, language });
const edited = (change: (quiz: FinderQuiz) => void) => {
  const quiz = structuredClone(DEFAULT_FINDER_QUIZ);
  change(quiz);
  return quiz;
};
const stored = () => database.db.select().from(finderQuizzes);

describe("POST /api/admin/finder", () => {
  it.each(eachRole({ owner: [true, 200], support: [false, 403], fulfilment: [false, 403] }))(
    "%s: may save: %s (%i)",
    async (role, _reads, status) => {
      const quiz = edited((draft) => (draft.questions[0]!.text.ro = "Pentru cine alegi?"));
      expect((await call("POST", "/api/admin/finder", { member: members[role], body: { version: 0, quiz } })).status).toBe(status);
    },
  );

  it("saves the quiz, audits it and the shop reads it; the same quiz again changes nothing", async () => {
    const quiz = edited((draft) => (draft.questions[0]!.text.ro = "Pentru cine alegi?"));
    const saved = await save(quiz);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ changed: true, finder: { version: 1, quiz, updatedBy: "owner@elara.test" } });
    expect(await kit.platform.content.finder.quiz()).toEqual(quiz);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, "content.finder"));
    expect(audits).toHaveLength(1);
    expect((await save(quiz, { version: 1 })).json).toMatchObject({ changed: false, finder: { version: 1 } });
  });

  it.each([
    [
      "a text missing in one language",
      edited((draft) => (draft.questions[1]!.answers[2]!.text.en = "")),
      "en",
      "quiz.questions.1.answers.2.text.en",
      'Fill in "Question 2 › Answer 3 › text (English)"',
    ],
    [
      "a question with one answer",
      edited((draft) => draft.questions[0]!.answers.splice(1)),
      "ro",
      "quiz.questions.0.answers",
      "„Întrebarea 1 › Răspunsul”: sunt prea puține",
    ],
    [
      "a product pointed to without a sentence why",
      edited((draft) => draft.results.splice(0, 1)),
      "en",
      "quiz.questions.0.answers.0.products.1",
      '"Question 1 › Answer 1 › product 2" has no recommendation',
    ],
  ])("refuses %s with 400, the field named, nothing written", async (_case, quiz, language, field, sentence) => {
    const refused = await save(quiz, { language });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ field });
    expect(refused.json.error).toContain(sentence);
    expect(await stored()).toEqual([]);
  });

  it("refuses a text the claims checker flags, as product copy is refused, naming the field", async () => {
    const refused = await save(
      edited((draft) => (draft.results[0]!.text.ro = "Ajută la tratamentul sindromului ovarelor polichistice.")),
      {
        language: "ro",
      },
    );
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: "forbidden_claims", field: "quiz.results.0.text.ro" });
    expect(refused.json.error).toContain("Recomandarea 1 › textul (română)");
    expect(await stored()).toEqual([]);
  });

  it("refuses a product the shop does not show", async () => {
    const refused = await save(
      edited((draft) => {
        draft.results[0]!.product = "nowhere";
        draft.questions[0]!.answers[0]!.products = ["nowhere"];
        draft.questions[1]!.answers[2]!.products = ["nowhere"];
        draft.questions[2]!.answers[1]!.products = ["nowhere"];
        draft.questions[3]!.answers[0]!.products = ["ahcc"];
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: "unknown_product", field: "quiz.results.0.product" });
    expect(await stored()).toEqual([]);
  });

  it("answers the second of two editors 409 with the quiz as it is now", async () => {
    const first = edited((draft) => (draft.questions[0]!.text.en = "Who is it for?"));
    expect((await save(first)).status).toBe(200);
    const second = await save(edited((draft) => (draft.questions[0]!.text.en = "For whom?")));
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: "edited_meanwhile", finder: { version: 1, quiz: first } });
  });
});

describe("POST /api/finder-result", () => {
  const ask = (body: unknown, language = "ro") =>
    requestApp(kit.app, "POST", FINDER_RESULT_API_PATH, { body, language, origin: true, from: socketFrom() });
  const mails = async () => (await database.db.select().from(emailOutbox)).filter((mail) => mail.kind === "finder_result");

  it("mails the recommended products with why, and no newsletter without the tick", async () => {
    const answer = await ask({ email: "ana@example.ro", products: ["pco-well", "endo-well"] });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ sent: true, message: "Gata! Ți-am trimis recomandarea la ana@example.ro." });
    const [mail] = await mails();
    expect(mail).toMatchObject({ recipient: "ana@example.ro", language: "ro" });
    expect(mail!.text).toContain("PCO-Well");
    expect(mail!.text).toContain("Cromul contribuie la menținerea unei glicemii normale");
    expect(mail!.text).toContain("/products/endo-well");
    expect(await database.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  it("with the tick, records the newsletter consent on the finder's form", async () => {
    expect((await ask({ email: "ana@example.ro", products: ["ahcc"], acceptsMarketing: true }, "en")).status).toBe(200);
    const [subscriber] = await database.db.select().from(newsletterSubscribers);
    expect(subscriber).toMatchObject({ email: "ana@example.ro", source: "finder", acceptsMarketing: true });
    expect(subscriber!.consentText).toContain("news and offers");
  });

  it.each([
    [{ products: ["ahcc"] }, "email"],
    [{ email: "ana@example", products: ["ahcc"] }, "email"],
    [{ email: "ana@example.ro", products: [] }, "products"],
    [{ email: "ana@example.ro", products: ["ahcc", "simplix", "pco-well"] }, "products"],
    [{ email: "ana@example.ro", products: ["ahcc"], acceptsMarketing: "yes" }, "acceptsMarketing"],
  ])("refuses %j with 400 naming %s, sending nothing", async (body, field) => {
    const refused = await ask(body, "en");
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ field });
    expect(refused.json.error).not.toBe("");
    expect(await mails()).toEqual([]);
  });

  it("refuses a product the shop does not show with 404, sending nothing", async () => {
    const refused = await ask({ email: "ana@example.ro", products: ["nowhere"] }, "en");
    expect(refused.status).toBe(404);
    expect(refused.json).toMatchObject({ code: "product_unknown", field: "products" });
    expect(await mails()).toEqual([]);
  });
});
