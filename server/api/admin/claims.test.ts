/**
 * The claims checker where it acts (issue 44 item 4, decision 0097): a review naming a disease is held for moderation
 * with its reason shown in the admin's queue; product and blog copy with a forbidden word cannot be published (the
 * owner is told the word and the rule in their language); a health claim below its condition of use is refused; and
 * the owner's "Claims check" page and its text check, with who may use them and what bad input gets. On PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { productEditValues } from "#domain/admin/product-editor";
import { readClaimsFilter } from "#domain/admin/claims";
import { readReviewFilter } from "#domain/admin/reviews";
import {
  articles,
  auditLog,
  authorisedHealthClaims,
  productMandatoryInformation,
  productHealthClaims,
  productMetafields,
  products,
  reviews,
  staffMembers,
  storeContentTexts,
} from "#server/db/schema";
import { testClock } from "#tests/server/account-kit.ts";
import { seededStoreForFile, socketFrom } from "#tests/server/orders-kit.ts";
import { emptyTables } from "#tests/server/test-database.ts";
import { eachRole, signedInStaffEachTest } from "#tests/server/staff-kit.ts";

const { database, variants } = seededStoreForFile({ papillex: "PAP-1" });
const clock = testClock(new Date("2026-11-27T09:00:00.000Z"));

beforeEach(async () => {
  await emptyTables(database.db, reviews, auditLog, staffMembers);
});
const { kit, call, members, pagesAs } = signedInStaffEachTest(() => ({ database, clock }), ["owner", "fulfilment", "support"]);

const productId = async (handle: string) => (await database.db.select().from(products).where(eq(products.handle, handle)))[0]!.id;
const claimId = async (code: string) =>
  (await database.db.select().from(authorisedHealthClaims).where(eq(authorisedHealthClaims.code, code)))[0]!.id;

async function writeReview(text: string, language: "ro" | "en" = "ro") {
  const response = await kit.app.request(
    "/api/reviews",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": language },
      body: JSON.stringify({ productHandle: "papillex", variant: variants.papillex, rating: 5, title: "Minunat", text }),
    },
    socketFrom(),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { review: { id: number }; held: boolean; count: number };
}

describe("a review that names a disease", () => {
  it("“m-a vindecat de cancer” is held for moderation, not published, with the reason recorded and shown", async () => {
    const { review, held, count } = await writeReview("M-a vindecat de cancer, recomand!");
    expect(held).toBe(true);
    expect(count).toBe(0);
    const [row] = await database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ status: "pending", heldReason: "claims" });
    expect(row!.claimFindings!.map((finding) => [finding.word, finding.rule])).toEqual([
      ["vindecat", "law56_words"],
      ["cancer", "law56_diseases"],
    ]);

    const queue = await pagesAs(members.support).reviews(readReviewFilter(new URLSearchParams("status=pending")));
    const shown = queue!.reviews.find((one) => one.id === review.id)!;
    expect(shown.held).toEqual({ reason: "claims", findings: row!.claimFindings });
  });

  it.each([
    ["a soft hyphen", "Gata cu HP\u00ADV-ul, recomand!", "ro", "HPV"],
    ["a zero-width space", "No more her\u200Bpes for me", "en", "herpes"],
    ["Cyrillic capitals", "Gata cu \u041D\u0420V, recomand!", "ro", "HPV"],
    ["a Cyrillic e", "No more herp\u0435s for me", "en", "herpes"],
  ] as const)("a disease name written with %s is held too, not published at once (issue 64 item 6)", async (_how, text, language, term) => {
    const { review, held, count } = await writeReview(text, language);
    expect(held).toBe(true);
    expect(count).toBe(0);
    const [row] = await database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ status: "pending", heldReason: "claims" });
    expect(row!.claimFindings!.map((finding) => finding.term)).toEqual([term]);
  });

  it("an ordinary review is published at once, with nothing recorded", async () => {
    const { review, held } = await writeReview("Două capsule la micul dejun, fără gust.");
    expect(held).toBe(false);
    const [row] = await database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ status: "published", heldReason: null, claimFindings: null });
  });
});

describe("publishing product copy", () => {
  async function setTitle(id: number, ro: string) {
    const product = (await pagesAs(members.owner).product(id))!.product!;
    const body = productEditValues(product);
    return call("POST", `/api/admin/products/${id}`, {
      member: members.owner,
      language: "ro",
      body: { ...body, texts: { ...body.texts, ro: { ...body.texts.ro, shortDescription: ro } } },
    });
  }

  it("refuses to publish a draft whose copy has a forbidden word, naming the word and the rule in the owner's language", async () => {
    const id = await productId("ic-well");
    const copy = await database.db.select().from(productMetafields).where(eq(productMetafields.productId, id));
    await database.db.update(products).set({ status: "draft" }).where(eq(products.id, id));
    try {
      // A draft may hold anything while it is written.
      expect((await setTitle(id, "Tratează cistita, garantat.")).status).toBe(200);
      const refused = await call("POST", `/api/admin/products/${id}/status`, {
        member: members.owner,
        language: "ro",
        body: { status: "active" },
      });
      expect(refused.status).toBe(422);
      expect(refused.json).toMatchObject({ code: "forbidden_claims", field: "texts.ro.shortDescription" });
      expect(refused.json.error).toContain("„Tratează”, în Rezumat sub titlu (română), poziția 0");
      expect(refused.json.error).toContain("Legea nr. 56/2021");
      expect((refused.json.findings as { word: string }[]).map((finding) => finding.word)).toEqual(["Tratează", "cistita"]);
      const english = await call("POST", `/api/admin/products/${id}/status`, {
        member: members.owner,
        language: "en",
        body: { status: "active" },
      });
      expect(english.json.error).toContain("Romanian Law no. 56/2021");
      expect((await database.db.select().from(products).where(eq(products.id, id)))[0]!.status).toBe("draft");
    } finally {
      await database.db.delete(productMetafields).where(eq(productMetafields.productId, id));
      await database.db.insert(productMetafields).values(copy);
      await database.db.update(products).set({ status: "active" }).where(eq(products.id, id));
    }
  });

  it("refuses a save that would put a forbidden word on a published product, and changes nothing", async () => {
    const id = await productId("ic-well");
    const before = await database.db.select().from(productMetafields).where(eq(productMetafields.productId, id));
    const refused = await setTitle(id, "Un remediu pentru vezică.");
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: "forbidden_claims", field: "texts.ro.shortDescription" });
    expect(await database.db.select().from(productMetafields).where(eq(productMetafields.productId, id))).toEqual(before);
  });

  it.each([
    ["a soft hyphen", "Pentru HP\u00ADV."],
    ["a zero-width space", "Pentru her\u200Bpes."],
    ["Cyrillic capitals", "Pentru \u041D\u0420V."],
    ["a Cyrillic e", "Pentru herp\u0435s."],
  ])("refuses a disease name written with %s in product copy (issue 64 item 6)", async (_how, text) => {
    const id = await productId("ic-well");
    const before = await database.db.select().from(productMetafields).where(eq(productMetafields.productId, id));
    const refused = await setTitle(id, text);
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: "forbidden_claims", field: "texts.ro.shortDescription" });
    expect(await database.db.select().from(productMetafields).where(eq(productMetafields.productId, id))).toEqual(before);
  });

  it("publishes once the copy is lawful, the category badge included", async () => {
    const id = await productId("simplix");
    await database.db.update(products).set({ status: "draft" }).where(eq(products.id, id));
    const published = await call("POST", `/api/admin/products/${id}/status`, { member: members.owner, body: { status: "active" } });
    expect(published.status).toBe(200);
  });
});

describe("a product's health claims", () => {
  it("refuses a claim whose nutrient is below its condition of use, naming the nutrient and the condition", async () => {
    const id = await productId("endo-well");
    const magnesium = await claimId("magnesium.fatigue");
    const refused = await call("POST", `/api/admin/products/${id}/claims`, { member: members.owner, body: { claimIds: [magnesium] } });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({
      code: "claim_conditions",
      refusals: [{ claimId: magnesium, nutrient: "magnesium", minNrvPercent: 15, nrvPercent: 11 }],
    });
    expect(refused.json.error).toContain("magnesium claim needs at least 15% of the NRV per daily portion; the product has 11%");
    const romanian = await call("POST", `/api/admin/products/${id}/claims`, {
      member: members.owner,
      language: "ro",
      body: { claimIds: [magnesium] },
    });
    expect(romanian.json.error).toContain("magneziu cere cel puțin 15 % din VNR");
    expect(await database.db.select().from(productHealthClaims).where(eq(productHealthClaims.claimId, magnesium))).toEqual([]);
  });

  it("saves claims the daily portion meets, in their order, and refuses an id the register does not hold", async () => {
    const id = await productId("endo-well");
    const bones = await claimId("vitamin_d.bones");
    const immune = await claimId("vitamin_d.immune");
    const saved = await call("POST", `/api/admin/products/${id}/claims`, { member: members.owner, body: { claimIds: [bones, immune] } });
    expect(saved.status).toBe(200);
    expect(saved.json.claims.chosen).toEqual([bones, immune]);
    expect(
      (await call("POST", `/api/admin/products/${id}/claims`, { member: members.owner, body: { claimIds: [999_999] } })).json,
    ).toMatchObject({
      status: 400,
      code: "unknown_claim",
      field: "claimIds.0",
    });
    expect((await call("POST", `/api/admin/products/${id}/claims`, { member: members.owner, body: { claimIds: "D" } })).status).toBe(400);
    expect((await call("POST", `/api/admin/products/${id}/claims`, { member: members.support, body: { claimIds: [] } })).status).toBe(403);
  });

  it("refuses to publish a product whose chosen claim its label's nutrients table no longer meets", async () => {
    const id = await productId("ic-well");
    const where = eq(productMandatoryInformation.productId, id);
    const [label] = await database.db.select().from(productMandatoryInformation).where(where);
    await database.db.update(products).set({ status: "draft" }).where(eq(products.id, id));
    await database.db
      .update(productMandatoryInformation)
      .set({ nutrients: label!.nutrients.map((row) => (row.code === "vitamin_d" ? { ...row, nrv: "10" } : row)) })
      .where(where);
    try {
      const refused = await call("POST", `/api/admin/products/${id}/status`, { member: members.owner, body: { status: "active" } });
      expect(refused.status).toBe(422);
      expect(refused.json).toMatchObject({ code: "claim_conditions", refusals: [{ nutrient: "vitamin_d", nrvPercent: 10 }] });
    } finally {
      await database.db.update(productMandatoryInformation).set({ nutrients: label!.nutrients }).where(where);
      await database.db.update(products).set({ status: "active" }).where(eq(products.id, id));
    }
  });

  it("every seeded product's claims meet their conditions, read off the nutrients its label shows", async () => {
    for (const handle of ["ahcc", "endo-well", "ic-well", "papillex", "pco-well", "simplix"]) {
      const claims = await kit.platform.catalog.admin.productClaims(await productId(handle));
      const [label] = await database.db
        .select()
        .from(productMandatoryInformation)
        .where(eq(productMandatoryInformation.productId, await productId(handle)));
      // The claims' nutrients are the label's rows that name one, nothing kept beside them.
      expect(claims!.daily, handle).toEqual(
        label!.nutrients
          .filter((row) => row.code !== null)
          .map((row) => ({ nutrient: row.code, amount: `${row.amount} ${row.unit}`, nrvPercent: Number(row.nrv) })),
      );
      expect(claims!.chosen.length, handle).toBeGreaterThan(0);
      for (const chosen of claims!.chosen) {
        const claim = claims!.register.find((one) => one.id === chosen)!;
        expect(
          claims!.daily.find((row) => row.nutrient === claim.nutrient)!.nrvPercent,
          `${handle} ${claim.text.en}`,
        ).toBeGreaterThanOrEqual(15);
      }
    }
  });
});

describe("publishing an article", () => {
  const article = (status: "draft" | "published", contentHtml: string) => ({
    blog: "news",
    handle: `claims-${status}`,
    authorName: "Ana Pop",
    tags: "",
    status,
    publishedAt: "",
    texts: {
      ro: { title: "Iarna", excerpt: "", contentHtml: "<p>Dormi bine.</p>", imageAltText: "" },
      en: { title: "Winter", excerpt: "", contentHtml, imageAltText: "" },
    },
  });

  it("refuses a published article with a forbidden word and keeps none of it; a draft may hold it", async () => {
    const refused = await call("POST", "/api/admin/articles", {
      member: members.owner,
      body: article("published", "<p>A natural cure for flu.</p>"),
    });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: "forbidden_claims", field: "texts.en.contentHtml" });
    expect(refused.json.error).toMatch(/„cure”, în Conținut \(HTML\) \(engleză\)|“cure”, in Content \(HTML\) \(English\)/);
    expect(await database.db.select().from(articles).where(eq(articles.handle, "claims-published"))).toEqual([]);
    const draft = await call("POST", "/api/admin/articles", {
      member: members.owner,
      body: article("draft", "<p>A natural cure for flu.</p>"),
    });
    expect(draft.status).toBe(201);
    await database.db.delete(articles).where(eq(articles.handle, "claims-draft"));
  });
});

describe("publishing an article hiding a disease name (issue 64 item 6)", () => {
  it.each([
    ["a soft hyphen", "<p>Winter and HP\u00ADV.</p>"],
    ["a zero-width space", "<p>Winter and her\u200Bpes.</p>"],
    ["Cyrillic capitals", "<p>Winter and \u041D\u0420V.</p>"],
    ["a Cyrillic e", "<p>Winter and herp\u0435s.</p>"],
  ])("refuses one written with %s", async (_how, contentHtml) => {
    const refused = await call("POST", "/api/admin/articles", {
      member: members.owner,
      body: {
        blog: "news",
        handle: "claims-hidden",
        authorName: "Ana Pop",
        tags: "",
        status: "published",
        publishedAt: "",
        texts: {
          ro: { title: "Iarna", excerpt: "", contentHtml: "<p>Dormi bine.</p>", imageAltText: "" },
          en: { title: "Winter", excerpt: "", contentHtml, imageAltText: "" },
        },
      },
    });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: "forbidden_claims", field: "texts.en.contentHtml" });
    expect(await database.db.select().from(articles).where(eq(articles.handle, "claims-hidden"))).toEqual([]);
  });
});

describe("the Claims check page", () => {
  it.each(eachRole({ owner: [true, 200], support: [false, 403], fulfilment: [false, 403] }))(
    "%s: reads the page: %s, checks a text: %i",
    async (role, reads, status) => {
      expect((await pagesAs(members[role]).claimsCheck(readClaimsFilter(new URLSearchParams()))) !== null).toBe(reads);
      expect(
        (await call("POST", "/api/admin/claims-check", { member: members[role], body: { language: "ro", text: "boală" } })).status,
      ).toBe(status);
    },
  );

  it("lists the reviews waiting, and finds nothing in the store's own copy, its category names and the labels in code", async () => {
    await writeReview("M-a vindecat de cancer");
    const report = (await pagesAs(members.owner).claimsCheck(readClaimsFilter(new URLSearchParams())))!;
    expect(report.items.filter((item) => ["product", "home", "blog"].includes(item.source))).toEqual([]);
    expect(report.checked).toMatchObject({ product: 6, blog: expect.any(Number), home: expect.any(Number) });
    expect(report.checked.blog).toBeGreaterThan(0);
    const review = report.items.find((item) => item.source === "review")!;
    expect(review.href).toBe("/admin/reviews?status=pending");
    expect(review.findings.map((finding) => finding.word)).toEqual(["vindecat", "cancer"]);
    // Issue 64 item 3: the categories' names are the owner's content and name no disease; nothing is left to decide
    // outside the admin.
    expect(report.checked.categories).toBe(15);
    expect(report.checked.specification).toBeGreaterThan(0);
    expect(report.items.filter((item) => item.source === "categories" || item.source === "specification")).toEqual([]);
    expect(report.items.every((item) => item.href !== null)).toBe(true);
  });

  it("lists a category name the owner made unlawful before the checker existed, linked to the editor (issue 64 item 3)", async () => {
    await database.db
      .insert(storeContentTexts)
      .values({ page: "categories", key: "menu.lips", language: "ro", text: "Herpes labial" })
      .onConflictDoNothing();
    try {
      const report = (await pagesAs(members.owner).claimsCheck(readClaimsFilter(new URLSearchParams("source=categories"))))!;
      expect(report.items).toEqual([
        {
          source: "categories",
          title: "menu.lips",
          href: "/admin/content#content-categories",
          findings: [expect.objectContaining({ field: "ro.menu.lips", word: "Herpes", rule: "law56_diseases" })],
        },
      ]);
    } finally {
      await database.db.delete(storeContentTexts);
    }
  });

  it("refuses a product whose category badge names a disease, the badge being copy like the rest (issue 64 item 3)", async () => {
    const id = await productId("simplix");
    const product = (await pagesAs(members.owner).product(id))!.product!;
    const body = productEditValues(product);
    const refused = await call("POST", `/api/admin/products/${id}`, {
      member: members.owner,
      body: { ...body, texts: { ...body.texts, ro: { ...body.texts.ro, category: "Herpes labial, răceală și gripă" } } },
    });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: "forbidden_claims", field: "texts.ro.category" });
  });

  it("shows one source when asked, and everything when the source is not one it knows", async () => {
    await writeReview("M-a vindecat de cancer");
    const only = (await pagesAs(members.owner).claimsCheck(readClaimsFilter(new URLSearchParams("source=review"))))!;
    expect(only.source).toBe("review");
    expect(new Set(only.items.map((item) => item.source))).toEqual(new Set(["review"]));
    expect(only.checked.product).toBe(0);
    const unknown = (await pagesAs(members.owner).claimsCheck(readClaimsFilter(new URLSearchParams("source=nonsense"))))!;
    expect(unknown.source).toBeNull();
  });

  it("checks a text, and names the wrong field in the member's language", async () => {
    const found = await call("POST", "/api/admin/claims-check", { member: members.owner, body: { language: "en", text: "Heals the flu" } });
    expect(found.json.findings.map((finding: { word: string }) => finding.word)).toEqual(["Heals", "flu"]);
    expect(
      (await call("POST", "/api/admin/claims-check", { member: members.owner, body: { language: "ro", text: "Vitamina C" } })).json,
    ).toEqual({
      findings: [],
    });
    const english = await call("POST", "/api/admin/claims-check", { member: members.owner, body: { text: "boală" } });
    expect(english.json).toMatchObject({ status: 400, field: "language", error: 'The field "Language of the text" is not valid.' });
    const romanian = await call("POST", "/api/admin/claims-check", {
      member: members.owner,
      language: "ro",
      body: { language: "ro", text: " " },
    });
    expect(romanian.json).toMatchObject({ status: 400, field: "text", error: "Completează „Text”." });
  });
});
