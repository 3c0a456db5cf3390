/** The supplement finder's pure rules (decision 0159): scoring, the default quiz's words and shape, the save's schema. */
import { describe, expect, it } from "vitest";
import { checkClaims } from "./claims-check.ts";
import { DEFAULT_FINDER_QUIZ, finderProducts, finderQuizIn, finderTexts, recommendProducts, type FinderQuiz } from "./finder-quiz.ts";
import { finderQuizSchema, finderResultBodySchema } from "./finder-quiz-schema.ts";

const t = (text: string) => ({ ro: text, en: text });
const quiz: FinderQuiz = {
  questions: [
    {
      id: "one",
      text: t("One?"),
      answers: [
        { id: "one-a", text: t("A"), products: ["alpha", "beta"] },
        { id: "one-b", text: t("B"), products: ["gamma"] },
      ],
    },
    {
      id: "two",
      text: t("Two?"),
      answers: [
        { id: "two-a", text: t("A"), products: ["beta"] },
        { id: "two-b", text: t("B"), products: [] },
      ],
    },
  ],
  results: [
    { product: "gamma", text: t("Gamma.") },
    { product: "beta", text: t("Beta.") },
    { product: "alpha", text: t("Alpha.") },
  ],
};

describe("recommendProducts", () => {
  it("ranks the products by the points the chosen answers give them", () => {
    expect(recommendProducts(quiz, { one: "one-a", two: "two-a" })).toEqual(["beta", "alpha"]);
  });

  it("breaks a tie by the order of the quiz's results, the owner's priority", () => {
    expect(recommendProducts(quiz, { one: "one-a", two: "two-b" })).toEqual(["beta", "alpha"]);
    expect(recommendProducts({ ...quiz, results: [...quiz.results].reverse() }, { one: "one-a", two: "two-b" })).toEqual(["alpha", "beta"]);
  });

  it("names at most the maximum, and nothing for answers that point nowhere or no longer exist", () => {
    expect(recommendProducts(quiz, { one: "one-a", two: "two-a" }, 1)).toEqual(["beta"]);
    expect(recommendProducts(quiz, { two: "two-b" })).toEqual([]);
    expect(recommendProducts(quiz, { one: "gone", three: "one-a" })).toEqual([]);
  });

  it("scores the quiz as the page holds it, in one language", () => {
    expect(recommendProducts(finderQuizIn(quiz, "ro"), { one: "one-b" })).toEqual(["gamma"]);
  });
});

describe("the default quiz", () => {
  it("names no disease and no word the law forbids, in either language", () => {
    expect(checkClaims(finderTexts(DEFAULT_FINDER_QUIZ))).toEqual([]);
  });

  it("is a quiz the owner's save accepts, about the six seeded products, each explained", () => {
    expect(finderQuizSchema.safeParse(DEFAULT_FINDER_QUIZ).success).toBe(true);
    expect(finderProducts(DEFAULT_FINDER_QUIZ).sort()).toEqual(["ahcc", "endo-well", "ic-well", "papillex", "pco-well", "simplix"]);
  });

  it("leads each need to its product", () => {
    const pick = (...answers: string[]) =>
      recommendProducts(
        DEFAULT_FINDER_QUIZ,
        Object.fromEntries(
          answers.map((answer) => [DEFAULT_FINDER_QUIZ.questions.find((q) => q.answers.some((a) => a.id === answer))!.id, answer]),
        ),
      );
    expect(pick("for-whom-woman", "focus-hormonal-balance", "cycle-irregular", "season-all-year")[0]).toBe("pco-well");
    expect(pick("for-whom-man", "focus-immunity", "cycle-not-applicable", "season-all-year")[0]).toBe("ahcc");
    expect(pick("for-whom-family", "focus-lips-skin", "cycle-not-applicable", "season-cold-months")[0]).toBe("simplix");
  });
});

describe("the save's schema", () => {
  const issues = (value: unknown) =>
    finderQuizSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

  it("refuses a text missing in one language, a repeated code and a product nobody explained", () => {
    const broken = structuredClone(quiz);
    broken.questions[0]!.text.en = " ";
    broken.questions[1]!.answers[1]!.id = "one-a";
    broken.questions[1]!.answers[0]!.products = ["delta"];
    expect(issues(broken)).toEqual([
      ["questions.0.text.en", "required"],
      ["questions.1.answers.1.id", "duplicate"],
      ["questions.1.answers.0.products.0", "unexplained"],
    ]);
  });

  it("keeps answers out of the result request: only an email, the products and the tick", () => {
    const parsed = finderResultBodySchema.parse({
      email: " Ana@Example.ro ",
      products: ["pco-well"],
      answers: { cycle: "cycle-irregular" },
    });
    expect(parsed).toEqual({ email: "ana@example.ro", products: ["pco-well"], acceptsMarketing: false });
  });
});
