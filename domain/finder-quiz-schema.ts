/**
 * The supplement finder's two writes (decision 0159): the owner's save of the quiz (the admin's editor and the server
 * alike) and the shopper's request for the result by email, which carries the recommended products and never an answer.
 */
import { z } from "zod";
import { shopperEmailSchema } from "./discount-code-schemas.ts";
import { FINDER_LIMITS, FINDER_RECOMMENDED_MAX, type FinderQuiz } from "./finder-quiz.ts";

const L = FINDER_LIMITS;

/** A product's handle as the catalogue writes it. */
export const productHandleSchema = z.string().regex(/^[a-z0-9-]{1,100}$/, "handle");

const idSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[a-z0-9-]{1,${L.idLength}}$`), "id");

const textSchema = (max: number) =>
  z.object({
    ro: z.string().trim().min(1, "required").max(max, "tooLong"),
    en: z.string().trim().min(1, "required").max(max, "tooLong"),
  });

export const finderQuizSchema = z
  .object({
    questions: z
      .array(
        z.object({
          id: idSchema,
          text: textSchema(L.questionLength),
          answers: z
            .array(
              z.object({
                id: idSchema,
                text: textSchema(L.answerLength),
                products: z.array(productHandleSchema).max(L.productsPerAnswer, "tooMany"),
              }),
            )
            .min(L.answers.min, "tooFew")
            .max(L.answers.max, "tooMany"),
        }),
      )
      .min(L.questions.min, "tooFew")
      .max(L.questions.max, "tooMany"),
    results: z.array(z.object({ product: productHandleSchema, text: textSchema(L.resultLength) })).max(L.results, "tooMany"),
  })
  .superRefine((quiz, context) => {
    // An answer's id is what the page keeps the shopper's choice under: two alike would mix up two choices.
    const seen = new Set<string>();
    quiz.questions.forEach((question, q) => {
      if (seen.has(question.id)) context.addIssue({ code: "custom", message: "duplicate", path: ["questions", q, "id"] });
      seen.add(question.id);
      question.answers.forEach((answer, a) => {
        if (seen.has(answer.id)) context.addIssue({ code: "custom", message: "duplicate", path: ["questions", q, "answers", a, "id"] });
        seen.add(answer.id);
      });
    });
    // Every product an answer points to says why: a result without its sentence would show a bare product.
    const explained = new Set<string>();
    quiz.results.forEach((result, r) => {
      if (explained.has(result.product)) context.addIssue({ code: "custom", message: "duplicate", path: ["results", r, "product"] });
      explained.add(result.product);
    });
    quiz.questions.forEach((question, q) =>
      question.answers.forEach((answer, a) =>
        answer.products.forEach((product, p) => {
          if (!explained.has(product))
            context.addIssue({ code: "custom", message: "unexplained", path: ["questions", q, "answers", a, "products", p] });
        }),
      ),
    );
  }) satisfies z.ZodType<FinderQuiz, unknown>;

/** The owner's save: the whole quiz, and the version the editor opened (a later save by someone else is a conflict). */
export const finderSaveSchema = z.object({ version: z.number().int().min(0), quiz: finderQuizSchema });
export type FinderSave = z.output<typeof finderSaveSchema>;

export const finderViewSchema = z
  .object({
    version: z.number().int(),
    quiz: finderQuizSchema,
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable(),
  })
  .meta({ id: "FinderQuizView" });
export type FinderView = z.output<typeof finderViewSchema>;

export const finderSavedSchema = z.object({ changed: z.boolean(), finder: finderViewSchema });

/**
 * The result by email: the recommended products only. No answer, no question: what the shopper told the quiz stays in
 * their browser (GDPR art. 9).
 */
export const finderResultBodySchema = z.object({
  email: shopperEmailSchema,
  products: z.array(productHandleSchema).min(1, "required").max(FINDER_RECOMMENDED_MAX, "tooMany"),
  /** The separate, optional tick: news and offers, recorded as newsletter consent; never needed for the result. */
  acceptsMarketing: z.boolean().optional().default(false),
});
export type FinderResultBody = z.output<typeof finderResultBodySchema>;

export const finderResultAnswerSchema = z.object({ sent: z.literal(true), message: z.string() });
export type FinderResultAnswer = z.output<typeof finderResultAnswerSchema>;
