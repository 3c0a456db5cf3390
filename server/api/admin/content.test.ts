/**
 * The owner's store content through the admin API (issue 17 item 2, decision 0042): who may change it, validation
 * naming the field in both languages, overrides and their reset, hidden claims, the page's version (409 for the
 * second of two editors), the audit entry, and the storefront's loaders reading the change on the next request
 * in another instance of the store. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Language } from "#domain/locale";
import { loader as homeLoader } from "#app/routes/home.tsx";
import { loader as storyLoader } from "#app/routes/our-story.tsx";
import { loader as faqLoader } from "#app/routes/faq.tsx";
import { loader as rootLoader } from "#app/root.tsx";
import { checkClaims } from "#domain/claims-check";
import { receivedTexts } from "#app/lib/i18n/translator.ts";
import { auditLog, staffMembers, storeContentPages, storeContentTexts } from "#server/db/schema";
import { loadContextFactory } from "#server/web/ssr";
import { createStorefrontApi } from "#server/storefront-api/storefront-api";
import { testClock } from "#tests/server/account-kit.ts";
import { buildOrdersApp } from "#tests/server/orders-kit.ts";
import { emptyTables, testDatabaseForFile } from "#tests/server/test-database.ts";
import { eachRole, signedInStaffEachTest, type StaffMemberSession } from "#tests/server/staff-kit.ts";

const database = testDatabaseForFile();

const clock = testClock(new Date("2026-11-23T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, storeContentTexts, storeContentPages, auditLog, staffMembers);
});
const { call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

const owner = () => members.owner;
const save = (page: string, body: Record<string, unknown>, language = "en") =>
  call("POST", `/api/admin/content/${page}`, { member: owner(), body: { version: 0, texts: {}, hidden: [], ...body }, language });

/** The pages another instance of the store renders: its loaders, over the same database. */
function otherInstance() {
  const other = buildOrdersApp({ database, clock });
  const storefrontApi = createStorefrontApi({ platform: other.platform });
  const context = (language: Language) =>
    loadContextFactory({ platform: other.platform, storefrontApi })({ language, currency: "RON", cspNonce: "n" });
  return {
    async home(language: Language) {
      const data = await homeLoader({ context: context(language) } as never);
      await data.products;
      return { home: receivedTexts(data.translations)!.home as Record<string, Record<string, unknown>>, claims: data.claims };
    },
    story: async (language: Language) => storyLoader({ context: context(language) } as never),
    faq: async (language: Language) => faqLoader({ context: context(language) } as never),
    categories: async (language: Language) => (await rootLoader({ context: context(language) } as never)).categoryLabels,
  };
}

describe("who may change the store content", () => {
  it.each(eachRole({ owner: [true, 200], support: [false, 403], fulfilment: [false, 403] }))(
    "%s: reads the pages: %s, saves %i",
    async (role, reads, status) => {
      const member = members[role];
      expect((await pagesAs(member).content()) !== null).toBe(reads);
      const body = { version: 0, texts: {}, hidden: ["press"] };
      expect((await call("POST", "/api/admin/content/home", { member, body })).status).toBe(status);
    },
  );

  it("refuses the signed out, a change without the CSRF token and an unknown page", async () => {
    const body = { version: 0, texts: {}, hidden: ["press"] };
    expect((await call("POST", "/api/admin/content/home", { body })).status).toBe(401);
    expect((await call("POST", "/api/admin/content/home", { member: owner(), body, csrf: false })).status).toBe(403);
    expect((await call("POST", "/api/admin/content/nowhere", { member: owner(), body })).json).toMatchObject({
      status: 404,
      code: "not_found",
    });
    expect(await database.db.select().from(storeContentPages)).toEqual([]);
  });

  it("and the admin's page read answers null for anyone but the owner", async () => {
    const other = buildOrdersApp({ database, clock });
    const storefrontApi = createStorefrontApi({ platform: other.platform });
    const context = (member: StaffMemberSession) =>
      loadContextFactory({ platform: other.platform, storefrontApi })({
        language: "en",
        currency: "RON",
        cspNonce: "n",
        staffCookie: member.cookie,
      });
    expect(await context(members.support).admin.content()).toBeNull();
    const pages = (await context(owner()).admin.content())!.pages;
    expect(pages.map((page) => page.page)).toEqual([
      "home",
      "categories",
      "story",
      "values",
      "researchers",
      "professionals",
      "faq",
      "terms",
      "privacy",
      "cookies",
      "returns-policy",
      "delivery",
    ]);
    expect(pages[0]!.fields.find((field) => field.key === "doctor.quote")).toMatchObject({ ro: "", en: "" });
  });
});

describe("validation", () => {
  it("requires both languages of a changed text, naming the field and the language in the member's language", async () => {
    const body = { texts: { "stats.formulas": { ro: "7 formule", en: "" } } };
    const en = await save("home", body);
    expect(en.status).toBe(400);
    expect(en.json).toMatchObject({ field: "texts.stats.formulas.en" });
    expect(en.json.error).toContain("stats › formulas (English)");
    const ro = await save("home", body, "ro");
    expect(ro.json.error).toContain("stats › formulas (engleză)");
    expect(ro.json.error).toMatch(/^Completează/);
  });

  it("lets a hidden claim keep a text in one language only", async () => {
    const body = { texts: { "doctor.quote": { ro: "Doar în română", en: "" } }, hidden: ["doctor"] };
    expect((await save("home", body)).status).toBe(200);
  });

  it("refuses a text the page does not have, one not the owner's on the home page, too long a text and a bad figure", async () => {
    expect((await save("story", { texts: { "no.such": { ro: "a", en: "b" } } })).status).toBe(400);
    // The home page's layout texts (here the products carousel's) stay in code.
    expect((await save("home", { texts: { "carousel.title": { ro: "a", en: "b" } } })).status).toBe(400);
    const long = "x".repeat(2001);
    expect((await save("faq", { texts: { title: { ro: long, en: long } } })).json.field).toBe("texts.title.ro");
    const figure = await save("home", { bottlesSold: -1 });
    expect(figure.json).toMatchObject({ field: "bottlesSold" });
    expect(figure.json.error).toMatch(/^Bottles sold/);
    expect((await save("home", { hidden: ["stats.nothing"] })).status).toBe(400);
  });
});

describe("overrides, reset and hidden claims", () => {
  it("serves the owner's text in its language on the next request of another instance, and the default again after a reset", async () => {
    const store = otherInstance();
    expect((await store.home("en")).home.doctor!.quote).toMatch(/^What I look for/);
    const saved = await save("home", {
      texts: { "doctor.quote": { ro: "Citatul proprietarului.", en: "The owner's quote." } },
      bottlesSold: 12_345,
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ changed: true, page: { version: 1, bottlesSold: 12_345, updatedBy: "owner@elara.test" } });

    expect((await store.home("en")).home.doctor!.quote).toBe("The owner's quote.");
    expect((await store.home("ro")).home.doctor!.quote).toBe("Citatul proprietarului.");
    // The figure is written into every text that carries it, in each language's own way.
    expect((await store.home("ro")).home.stats!.bottles).toBe("12.345+ sticle vândute");
    expect((await store.home("en")).home.hero!.eyebrow).toBe("Over 12,345 bottles sold");
    const story = await store.story("en");
    expect((receivedTexts(story.translations)!.story as { numbers: { bottles: { value: string } } }).numbers.bottles.value).toBe("12,345+");

    const reset = await save("home", { version: 1, texts: { "doctor.quote": { ro: "", en: "" } }, bottlesSold: 12_345 });
    expect(reset.json).toMatchObject({ changed: true, page: { version: 2 } });
    expect((await store.home("en")).home.doctor!.quote).toMatch(/^What I look for/);
    expect(await database.db.select().from(storeContentTexts)).toEqual([]);
  });

  it("overrides a brand page's text, and saving the same again changes nothing and writes no audit entry", async () => {
    const body = { texts: { title: { ro: "Întrebări", en: "Questions" } } };
    expect((await save("faq", body)).json).toMatchObject({ changed: true, page: { version: 1 } });
    expect((receivedTexts((await otherInstance().faq("en")).translations)!.faq as { title: string }).title).toBe("Questions");
    expect((await save("faq", { ...body, version: 1 })).json).toMatchObject({ changed: false, page: { version: 1 } });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "content.change"))).toHaveLength(1);
  });

  it("shows no invented claim on a new store, then the claims the owner switches on, and the bottles figure on the story page with them", async () => {
    const store = otherInstance();
    // Issue 40 item 2: the examples the store came with (testimonials, press, quote, figures) start hidden.
    expect((await store.home("en")).claims).toEqual({ testimonials: [], stats: [], press: [], doctor: false, bottles: false });
    expect((await store.story("en")).showBottles).toBe(false);
    expect((await pagesAs(owner()).content())!.pages.find((view) => view.page === "home")).toMatchObject({
      page: "home",
      hidden: [
        "testimonials",
        "press",
        "doctor",
        "stats.bottles",
        "stats.formulas",
        "stats.tested",
        "stats.gmp",
        "stats.guarantee",
        "stats.routine",
      ],
    });
    await save("home", { hidden: ["press", "testimonials.ana"] });
    expect((await store.home("ro")).claims).toEqual({
      testimonials: ["irina", "mihai", "elena"],
      stats: ["bottles", "formulas", "tested", "gmp", "guarantee", "routine"],
      press: [],
      doctor: true,
      bottles: true,
    });
    expect((await store.story("ro")).showBottles).toBe(true);
    await save("home", { version: 1, hidden: ["stats.bottles"] });
    expect((await store.home("ro")).claims.bottles).toBe(false);
    expect((await store.story("ro")).showBottles).toBe(false);
  });

  it("audits the change as content.change with only what changed, before and after", async () => {
    await save("home", { texts: { "stats.routine": { ro: "Două capsule", en: "Two capsules" } }, hidden: ["press"] });
    const [entry] = await database.db
      .select({
        action: auditLog.action,
        staffEmail: auditLog.staffEmail,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(eq(auditLog.action, "content.change"))
      .orderBy(desc(auditLog.id));
    expect(entry).toEqual({
      action: "content.change",
      staffEmail: "owner@elara.test",
      targetType: "content_page",
      targetId: "home",
      before: {
        texts: { "stats.routine": null },
        hidden: [
          "doctor",
          "press",
          "stats.bottles",
          "stats.formulas",
          "stats.gmp",
          "stats.guarantee",
          "stats.routine",
          "stats.tested",
          "testimonials",
        ],
      },
      after: { texts: { "stats.routine": { ro: "Două capsule", en: "Two capsules" } }, hidden: ["press"] },
    });
  });
});

describe("two editors", () => {
  it("refuses the second save of the same version with 409 and the page as it is now, writing nothing", async () => {
    expect((await save("values", { texts: { title: { ro: "Primul", en: "First" } } })).status).toBe(200);
    const second = await save("values", { texts: { title: { ro: "Al doilea", en: "Second" } } });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: "edited_meanwhile", error: expect.stringMatching(/Someone else saved/) });
    expect(second.json.page).toMatchObject({ version: 1 });
    expect(second.json.page.fields.find((field: { key: string }) => field.key === "title")).toMatchObject({ ro: "Primul", en: "First" });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "content.change"))).toHaveLength(1);
  });

  it("lets two concurrent first saves through one at a time: one wins, the other gets 409", async () => {
    const [a, b] = await Promise.all([
      save("researchers", { texts: { title: { ro: "A", en: "A" } } }),
      save("researchers", { texts: { title: { ro: "B", en: "B" } } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });
});

describe("the product categories' names (issue 64 item 3, decision 0128)", () => {
  it("name no disease by default, in the menus and on the tiles, in both languages", async () => {
    const store = otherInstance();
    for (const language of ["ro", "en"] as const) {
      const labels = await store.categories(language);
      const texts = [...Object.entries(labels.menu), ...Object.entries(labels.tiles)].map(([key, text]) => ({
        field: key,
        text,
        language,
      }));
      expect(texts.length).toBe(15);
      expect(checkClaims(texts)).toEqual([]);
    }
    expect((await store.categories("ro")).tiles.lipsSeason).toBe("Buze și sezonul rece");
    expect((await store.categories("ro")).tiles.cervical).toBe("Sănătate cervicală");
  });

  it("are the owner's to change in both languages, shown by the menus of another instance on its next request", async () => {
    const store = otherInstance();
    const saved = await save("categories", { texts: { "menu.lips": { ro: "Buze catifelate", en: "Soft lips" } } });
    expect(saved.status).toBe(200);
    expect((await store.categories("ro")).menu.lips).toBe("Buze catifelate");
    expect((await store.categories("en")).menu.lips).toBe("Soft lips");
    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "content.change", targetId: "categories" });
  });

  it.each([
    ["ro", "texts.menu.lips.ro", "Herpes labial", "„Herpes”, în menu › lips (română), poziția 0"],
    ["en", "texts.tiles.lipsSeason.en", "Cold sores and flu", "“Cold sores”, in tiles › lipsSeason (English), position 0"],
  ] as const)("refuses a name that names a disease (%s), naming the field, and saves nothing", async (language, field, text, said) => {
    const [, key, inLanguage] = /^texts\.(.+)\.(ro|en)$/.exec(field)! as unknown as [string, string, Language];
    const texts = { [key]: { ro: "Buze", en: "Lips", [inLanguage]: text } };
    const refused = await save("categories", { texts }, language);
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: "forbidden_claims", field });
    expect(refused.json.error).toContain(said);
    expect(refused.json.error).toContain(language === "ro" ? "Legea nr. 56/2021" : "Romanian Law no. 56/2021");
    expect(await database.db.select().from(storeContentTexts)).toEqual([]);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "content.change"))).toEqual([]);
  });

  it("refuses a disease name hidden by a soft hyphen or a Cyrillic letter (issue 64 item 6)", async () => {
    for (const text of ["HP\u00ADV", "herp\u0435s"]) {
      const refused = await save("categories", { texts: { "tiles.cervical": { ro: "Col uterin", en: `Support ${text}` } } });
      expect(refused.json).toMatchObject({ status: 422, field: "texts.tiles.cervical.en" });
    }
  });
});
