/** The texts of the supplement finder's routes (decision 0159), in the caller's language (Romanian "tu"). */
import type { z } from "zod";
import { FINDER_LIMITS, FINDER_RECOMMENDED_MAX } from "#domain/finder-quiz";
import type { Language } from "#domain/locale";
import { emailFieldRefusal } from "#server/messages/request";

interface FinderResultMessages {
  sent: (email: string) => string;
  productsInvalid: string;
  productUnknown: (product: string) => string;
  marketingInvalid: string;
}

export const FINDER_RESULT_MESSAGES: Record<Language, FinderResultMessages> = {
  ro: {
    sent: (email) => `Gata! Ți-am trimis recomandarea la ${email}.`,
    productsInvalid: `Câmpul „products” trebuie să fie lista produselor recomandate (cel mult ${FINDER_RECOMMENDED_MAX}).`,
    productUnknown: (product) => `Nu avem produsul „${product}” din câmpul „products”. Reîncarcă pagina și reia ghidul.`,
    marketingInvalid: "Câmpul „acceptsMarketing” trebuie să fie true sau false.",
  },
  en: {
    sent: (email) => `Done! We have sent your recommendation to ${email}.`,
    productsInvalid: `The field "products" must be the list of recommended products (at most ${FINDER_RECOMMENDED_MAX}).`,
    productUnknown: (product) => `We have no product "${product}" (field "products"). Reload the page and take the finder again.`,
    marketingInvalid: 'The field "acceptsMarketing" must be true or false.',
  },
};

/** The 400 text for the first problem of a result request's body. */
export function describeFinderResultIssue(language: Language, field: string, issue: z.core.$ZodIssue, missing: boolean): string {
  const messages = FINDER_RESULT_MESSAGES[language];
  if (field === "email") return emailFieldRefusal(language, issue, missing);
  if (field === "acceptsMarketing") return messages.marketingInvalid;
  return messages.productsInvalid;
}

interface AdminFinderMessages {
  editedMeanwhile: string;
  unknownProduct: (field: string, product: string) => string;
  required: (field: string) => string;
  tooLong: (field: string) => string;
  tooFew: (field: string) => string;
  tooMany: (field: string) => string;
  duplicate: (field: string) => string;
  unexplained: (field: string) => string;
  invalid: (field: string) => string;
  /** How the editor labels a field of the quiz: "Întrebarea 2 › Răspunsul 1 › textul (română)". */
  label: (field: string) => string;
}

const LANGUAGE_NAMES: Record<Language, Record<Language, string>> = {
  ro: { ro: "română", en: "engleză" },
  en: { ro: "Romanian", en: "English" },
};

/** "quiz.questions.1.answers.0.text.ro" as the editor's labels name it, in `language`. */
function labelIn(
  language: Language,
  parts: Record<"question" | "answer" | "result" | "text" | "product" | "id" | "questions" | "results", string>,
) {
  return (field: string): string => {
    const steps = field.replace(/^quiz\./, "").split(".");
    const named: string[] = [];
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i]!;
      const next = steps[i + 1];
      const position = next !== undefined && /^\d+$/.test(next) ? Number(next) + 1 : null;
      if (step === "questions") named.push(position === null ? parts.questions : `${parts.question} ${position}`);
      else if (step === "answers") named.push(position === null ? parts.answer : `${parts.answer} ${position}`);
      else if (step === "results") named.push(position === null ? parts.results : `${parts.result} ${position}`);
      else if (step === "products") named.push(position === null ? parts.product : `${parts.product} ${position}`);
      else if (step === "text") named.push(parts.text);
      else if (step === "product") named.push(parts.product);
      else if (step === "id") named.push(parts.id);
      else if (step === "ro" || step === "en") named[named.length - 1] += ` (${LANGUAGE_NAMES[language][step]})`;
      if (position !== null) i++;
    }
    return named.join(" › ");
  };
}

const roLabel = labelIn("ro", {
  question: "Întrebarea",
  answer: "Răspunsul",
  result: "Recomandarea",
  text: "textul",
  product: "produsul",
  id: "codul",
  questions: "Întrebările",
  results: "Recomandările",
});
const enLabel = labelIn("en", {
  question: "Question",
  answer: "Answer",
  result: "Recommendation",
  text: "text",
  product: "product",
  id: "code",
  questions: "Questions",
  results: "Recommendations",
});

const L = FINDER_LIMITS;

export const ADMIN_FINDER_MESSAGES: Record<Language, AdminFinderMessages> = {
  ro: {
    editedMeanwhile:
      "Altcineva a salvat ghidul după ce l-ai deschis. Reîncarcă pagina ca să-l vezi cum este acum, apoi fă din nou schimbările.",
    unknownProduct: (field, product) => `„${field}”: magazinul nu are un produs publicat „${product}”.`,
    required: (field) => `Completează „${field}”: fiecare text se scrie în ambele limbi.`,
    tooLong: (field) => `„${field}” este prea lung.`,
    tooFew: (field) =>
      `„${field}”: sunt prea puține (cel puțin ${L.questions.min} întrebare, fiecare cu cel puțin ${L.answers.min} răspunsuri).`,
    tooMany: (field) =>
      `„${field}”: sunt prea multe (cel mult ${L.questions.max} întrebări, ${L.answers.max} răspunsuri fiecare, ${L.productsPerAnswer} produse pe răspuns).`,
    duplicate: (field) => `„${field}” se repetă: fiecare întrebare, răspuns și recomandare are codul său.`,
    unexplained: (field) => `„${field}” nu are o recomandare: scrie de ce îl recomanzi, la „Recomandări”.`,
    invalid: (field) => `Verifică „${field}”.`,
    label: roLabel,
  },
  en: {
    editedMeanwhile:
      "Someone else saved the finder after you opened it. Reload the page to see it as it is now, then make your changes again.",
    unknownProduct: (field, product) => `"${field}": the shop has no published product "${product}".`,
    required: (field) => `Fill in "${field}": every text is written in both languages.`,
    tooLong: (field) => `"${field}" is too long.`,
    tooFew: (field) => `"${field}": too few (at least ${L.questions.min} question, each with at least ${L.answers.min} answers).`,
    tooMany: (field) =>
      `"${field}": too many (at most ${L.questions.max} questions, ${L.answers.max} answers each, ${L.productsPerAnswer} products per answer).`,
    duplicate: (field) => `"${field}" is repeated: each question, answer and recommendation has its own code.`,
    unexplained: (field) => `"${field}" has no recommendation: write why you recommend it under "Recommendations".`,
    invalid: (field) => `Check "${field}".`,
    label: enLabel,
  },
};
