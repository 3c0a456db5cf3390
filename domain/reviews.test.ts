import { describe, expect, it } from "vitest";
import { checkReviewSubmission, cleanReviewText, isReviewSort, isVoterKey, REVIEW_FIELD_LIMITS } from "./reviews.ts";

const VARIANTS = [
  { id: "gid://shopify/ProductVariant/1", title: "O sticlă" },
  { id: "gid://shopify/ProductVariant/2", title: "Pachet 3 sticle" },
];

const valid = { rating: 5, title: "Foarte bun", text: "Îl recomand.", variant: VARIANTS[0]!.id };

describe("checkReviewSubmission", () => {
  it("answers the review as stored: trimmed texts, lower-cased email, empty name as null", () => {
    const check = checkReviewSubmission(
      { ...valid, title: "  Foarte bun ", text: "Linia unu\r\nLinia doi\u0000 ", name: "  ", email: " Ana@Example.RO " },
      VARIANTS,
    );
    expect(check).toEqual({
      ok: true,
      value: {
        rating: 5,
        title: "Foarte bun",
        text: "Linia unu\nLinia doi",
        name: null,
        variant: VARIANTS[0],
        email: "ana@example.ro",
      },
    });
  });

  it("marks every wrong field at once", () => {
    expect(
      checkReviewSubmission({ rating: 0, title: " ", text: 7, name: "x".repeat(61), email: "ana@", variant: "Nope" }, VARIANTS),
    ).toEqual({
      ok: false,
      errors: {
        rating: { code: "rating" },
        title: { code: "required" },
        text: { code: "type" },
        name: { code: "tooLong", max: REVIEW_FIELD_LIMITS.name },
        email: { code: "email" },
        variant: { code: "variantUnknown" },
      },
    });
  });

  it.each([0, 6, 2.5, "5", true, -1])("refuses the rating %j", (rating) => {
    expect(checkReviewSubmission({ ...valid, rating }, VARIANTS)).toEqual({ ok: false, errors: { rating: { code: "rating" } } });
  });

  it("requires a rating, a title and a text", () => {
    expect(checkReviewSubmission({ variant: VARIANTS[0]!.id }, VARIANTS)).toEqual({
      ok: false,
      errors: { rating: { code: "required" }, title: { code: "required" }, text: { code: "required" } },
    });
  });

  it("counts characters, not UTF-16 units, against the limits", () => {
    const emoji = "😀".repeat(REVIEW_FIELD_LIMITS.title);
    expect(checkReviewSubmission({ ...valid, title: emoji }, VARIANTS).ok).toBe(true);
    expect(checkReviewSubmission({ ...valid, title: `${emoji}a` }, VARIANTS)).toEqual({
      ok: false,
      errors: { title: { code: "tooLong", max: REVIEW_FIELD_LIMITS.title } },
    });
    expect(checkReviewSubmission({ ...valid, text: "a".repeat(REVIEW_FIELD_LIMITS.text + 1) }, VARIANTS).ok).toBe(false);
  });

  it("leaves the option to the shopper when there are several, by gid or by title in any case", () => {
    const unsaid = checkReviewSubmission({ ...valid, variant: undefined }, VARIANTS);
    expect(unsaid.ok && unsaid.value.variant).toBeNull();
    const empty = checkReviewSubmission({ ...valid, variant: "" }, VARIANTS);
    expect(empty.ok && empty.value.variant).toBeNull();
    const byTitle = checkReviewSubmission({ ...valid, variant: "pachet 3 STICLE" }, VARIANTS);
    expect(byTitle.ok && byTitle.value.variant).toEqual(VARIANTS[1]);
  });

  it("takes the only variant when there is one, and none when there are none", () => {
    const only = checkReviewSubmission({ ...valid, variant: undefined }, [VARIANTS[0]!]);
    expect(only.ok && only.value.variant).toEqual(VARIANTS[0]);
    const none = checkReviewSubmission({ ...valid, variant: undefined }, []);
    expect(none.ok && none.value.variant).toBeNull();
    expect(checkReviewSubmission({ ...valid, variant: "O sticlă" }, [])).toEqual({
      ok: false,
      errors: { variant: { code: "variantUnknown" } },
    });
  });
});

describe("cleanReviewText", () => {
  it("keeps markup as typed: it is text, escaped wherever it is shown", () => {
    expect(cleanReviewText(" <script>alert(1)</script> ")).toBe("<script>alert(1)</script>");
  });
});

describe("isReviewSort and isVoterKey", () => {
  it("know the four sorts", () => {
    expect(["newest", "oldest", "highest", "lowest"].every(isReviewSort)).toBe(true);
    expect(isReviewSort("rating")).toBe(false);
  });

  it("accept 16–64 URL-safe characters as a voter key", () => {
    expect(isVoterKey("a".repeat(16))).toBe(true);
    expect(isVoterKey("A_b-".repeat(16))).toBe(true);
    expect(isVoterKey("a".repeat(15))).toBe(false);
    expect(isVoterKey("a".repeat(65))).toBe(false);
    expect(isVoterKey("a".repeat(20) + "=")).toBe(false);
  });
});
