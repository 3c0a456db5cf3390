/**
 * The supplement finder (issue 68 item 5, decision 0159): a short quiz the owner edits, scored in the shopper's browser.
 * Its answers may be health data (the cycle, pregnancy: GDPR art. 9), so nothing here sends or stores them: the page
 * scores them with `recommendProducts` and only the recommended products' handles ever leave the browser (the result
 * email, with the shopper's consent). What both sides read; the save's schema is in finder-quiz-schema.ts (zod stays
 * off the shop's pages).
 */
import type { Language } from "./locale.ts";

export type FinderText = Record<Language, string>;

export interface FinderAnswer {
  /** Stable within the quiz; never sent anywhere by the shop's page. */
  id: string;
  text: FinderText;
  /** The handles of the products this answer points to, each one point. */
  products: string[];
}

export interface FinderQuestion {
  id: string;
  text: FinderText;
  answers: FinderAnswer[];
}

/** Why a product is recommended: the owner's words, held to the claims checker like a product's copy. */
export interface FinderResult {
  product: string;
  text: FinderText;
}

export interface FinderQuiz {
  questions: FinderQuestion[];
  results: FinderResult[];
}

export const FINDER_PATH = "/supplement-finder";
export const FINDER_RESULT_API_PATH = "/api/finder-result";

export const FINDER_LIMITS = {
  questions: { min: 1, max: 8 },
  answers: { min: 2, max: 8 },
  productsPerAnswer: 6,
  results: 20,
  questionLength: 200,
  answerLength: 120,
  resultLength: 600,
  idLength: 40,
} as const;

/** What scoring reads of a quiz: the page holds it in the shopper's language only. */
export interface ScoredQuiz {
  questions: ReadonlyArray<{ id: string; answers: ReadonlyArray<{ id: string; products: readonly string[] }> }>;
  results: ReadonlyArray<{ product: string }>;
}

/** The quiz as the shop's page gets it: in one language. */
export interface ShownFinderQuiz extends ScoredQuiz {
  questions: Array<{ id: string; text: string; answers: Array<{ id: string; text: string; products: string[] }> }>;
  results: Array<{ product: string; text: string }>;
}

/** The quiz in one language, for the page. */
export function finderQuizIn(quiz: FinderQuiz, language: Language): ShownFinderQuiz {
  return {
    questions: quiz.questions.map((question) => ({
      id: question.id,
      text: question.text[language],
      answers: question.answers.map((answer) => ({ id: answer.id, text: answer.text[language], products: answer.products })),
    })),
    results: quiz.results.map((result) => ({ product: result.product, text: result.text[language] })),
  };
}

/** How many products a result names: the best two, so the shopper gets a choice and not a catalogue. */
export const FINDER_RECOMMENDED_MAX = 2;

/**
 * The products the chosen answers point to, best first: each chosen answer gives each of its products one point; ties
 * keep the order of the quiz's results (the owner's priority), then the order the answers named them. Answers of
 * questions the quiz no longer has count for nothing.
 */
export function recommendProducts(quiz: ScoredQuiz, chosen: Readonly<Record<string, string>>, max = FINDER_RECOMMENDED_MAX): string[] {
  const points = new Map<string, number>();
  for (const question of quiz.questions) {
    const answer = question.answers.find((candidate) => candidate.id === chosen[question.id]);
    for (const product of new Set(answer?.products ?? [])) points.set(product, (points.get(product) ?? 0) + 1);
  }
  const priority = (product: string) => {
    const index = quiz.results.findIndex((result) => result.product === product);
    return index === -1 ? quiz.results.length : index;
  };
  const order = [...points.keys()];
  return order
    .sort((a, b) => points.get(b)! - points.get(a)! || priority(a) - priority(b) || order.indexOf(a) - order.indexOf(b))
    .slice(0, max);
}

/** Every text of the quiz with the field the save names it by ("questions.0.answers.1.text.ro"), for the claims checker. */
export function finderTexts(quiz: FinderQuiz): { field: string; text: string; language: Language }[] {
  const both = (field: string, text: FinderText) =>
    (["ro", "en"] as const).map((language) => ({ field: `${field}.${language}`, text: text[language], language }));
  return [
    ...quiz.questions.flatMap((question, q) => [
      ...both(`questions.${q}.text`, question.text),
      ...question.answers.flatMap((answer, a) => both(`questions.${q}.answers.${a}.text`, answer.text)),
    ]),
    ...quiz.results.flatMap((result, r) => both(`results.${r}.text`, result.text)),
  ];
}

/** Every product handle the quiz names, once each, in the order first named. */
export function finderProducts(quiz: FinderQuiz): string[] {
  return [
    ...new Set([
      ...quiz.results.map((result) => result.product),
      ...quiz.questions.flatMap((question) => question.answers.flatMap((answer) => answer.products)),
    ]),
  ];
}

const text = (ro: string, en: string): FinderText => ({ ro, en });

/**
 * The quiz a new store starts with, for the six products it is seeded with (server/db/seed/products). It names no
 * disease and no symptom (Law 56/2021); the results' sentences are the authorised claims of each product's own copy.
 */
export const DEFAULT_FINDER_QUIZ: FinderQuiz = {
  questions: [
    {
      id: "for-whom",
      text: text("Pentru cine cauți un supliment?", "Who is the supplement for?"),
      answers: [
        {
          id: "for-whom-woman",
          text: text("Pentru mine, sunt femeie", "For me, I am a woman"),
          products: ["endo-well", "pco-well", "papillex", "ic-well"],
        },
        { id: "for-whom-man", text: text("Pentru mine, sunt bărbat", "For me, I am a man"), products: ["ahcc", "simplix"] },
        { id: "for-whom-family", text: text("Pentru toată familia", "For the whole family"), products: ["simplix", "ahcc"] },
      ],
    },
    {
      id: "focus",
      text: text("Ce vrei să susții în primul rând?", "What do you want to support first?"),
      answers: [
        { id: "focus-immunity", text: text("Imunitatea, tot anul", "My immune system, all year"), products: ["ahcc", "simplix"] },
        { id: "focus-cycle-comfort", text: text("Confortul din timpul ciclului", "Comfort during my cycle"), products: ["endo-well"] },
        {
          id: "focus-hormonal-balance",
          text: text("Echilibrul hormonal și un ciclu regulat", "Hormonal balance and a regular cycle"),
          products: ["pco-well"],
        },
        { id: "focus-urinary-comfort", text: text("Confortul urinar de zi cu zi", "Everyday urinary comfort"), products: ["ic-well"] },
        { id: "focus-cervical-health", text: text("Sănătatea cervicală", "Cervical health"), products: ["papillex"] },
        {
          id: "focus-lips-skin",
          text: text("Buzele și pielea, în lunile reci", "My lips and skin in the colder months"),
          products: ["simplix"],
        },
      ],
    },
    {
      id: "cycle",
      text: text("Cum este, de obicei, ciclul tău?", "How is your cycle, usually?"),
      answers: [
        {
          id: "cycle-regular",
          text: text("Regulat, dar vreau mai mult confort", "Regular, but I want more comfort"),
          products: ["endo-well"],
        },
        {
          id: "cycle-irregular",
          text: text("Greu de prevăzut de la o lună la alta", "Hard to predict from one month to the next"),
          products: ["pco-well"],
        },
        { id: "cycle-not-applicable", text: text("Nu se aplică", "Does not apply"), products: [] },
      ],
    },
    {
      id: "season",
      text: text("Când ai nevoie mai mult de sprijin?", "When do you want support most?"),
      answers: [
        {
          id: "season-all-year",
          text: text("Tot anul, ca rutină zilnică", "All year, as a daily routine"),
          products: ["ahcc", "pco-well", "endo-well"],
        },
        { id: "season-cold-months", text: text("Mai ales în lunile reci", "Mostly in the colder months"), products: ["simplix"] },
        { id: "season-busy-times", text: text("În perioadele aglomerate", "In busy periods"), products: ["simplix", "ahcc"] },
      ],
    },
  ],
  results: [
    {
      product: "pco-well",
      text: text(
        "Cromul contribuie la menținerea unei glicemii normale, iar folatul are un rol în procesul de diviziune celulară. Gândit pentru un sprijin zilnic al echilibrului hormonal.",
        "Chromium contributes to the maintenance of normal blood glucose levels, and folate has a role in the process of cell division. Designed as daily support for hormonal balance.",
      ),
    },
    {
      product: "endo-well",
      text: text(
        "Vitamina D contribuie la funcționarea normală a sistemului imunitar. Două capsule vegane pe zi, pentru un ciclu trăit cu mai mult confort.",
        "Vitamin D contributes to the normal function of the immune system. Two vegan capsules a day, for a more comfortable cycle.",
      ),
    },
    {
      product: "papillex",
      text: text(
        "Vitamina C, zincul și seleniul contribuie la funcționarea normală a sistemului imunitar și la protejarea celulelor împotriva stresului oxidativ.",
        "Vitamin C, zinc and selenium contribute to the normal function of the immune system and to the protection of cells from oxidative stress.",
      ),
    },
    {
      product: "ic-well",
      text: text(
        "Condroitina și acidul hialuronic se regăsesc în mod natural în stratul protector al vezicii urinare. Vitamina D contribuie la funcționarea normală a sistemului imunitar.",
        "Chondroitin and hyaluronic acid are natural components of the bladder's protective layer. Vitamin D contributes to the normal function of the immune system.",
      ),
    },
    {
      product: "ahcc",
      text: text(
        "Zincul, seleniul și vitaminele C și D3 contribuie la funcționarea normală a sistemului imunitar, pe tot parcursul anului.",
        "Zinc, selenium and vitamins C and D3 contribute to the normal function of the immune system, all year round.",
      ),
    },
    {
      product: "simplix",
      text: text(
        "Vitamina C, zincul și vitamina D3 contribuie la funcționarea normală a sistemului imunitar; zincul contribuie la menținerea unei pieli normale.",
        "Vitamin C, zinc and vitamin D3 contribute to the normal function of the immune system; zinc contributes to the maintenance of normal skin.",
      ),
    },
  ],
};
