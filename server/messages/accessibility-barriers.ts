/**
 * The texts of a shopper's report of an accessibility barrier (decision 0145), in the shopper's language (Romanian
 * "tu"): the sentence beside each wrong field, which names it as the form labels it, and the answers. The statement
 * page's form and `POST /api/accessibility-barriers` say the same.
 */
import type { BarrierField, BarrierProblem } from "#domain/accessibility-barriers";
import {
  BARRIER_ASSISTIVE_TECH_MAX_LENGTH,
  BARRIER_DESCRIPTION_MAX_LENGTH,
  BARRIER_DESCRIPTION_MIN_LENGTH,
  BARRIER_NAME_MAX_LENGTH,
  BARRIER_PAGE_MAX_LENGTH,
} from "#domain/accessibility-barriers";
import type { Language } from "#domain/locale";

const MAX: Record<BarrierField, number> = {
  page: BARRIER_PAGE_MAX_LENGTH,
  description: BARRIER_DESCRIPTION_MAX_LENGTH,
  assistiveTech: BARRIER_ASSISTIVE_TECH_MAX_LENGTH,
  email: 254,
  name: BARRIER_NAME_MAX_LENGTH,
};

export const ACCESSIBILITY_BARRIER_MESSAGES = {
  ro: {
    fields: {
      page: {
        too_long: `„Pagina sau funcția” poate avea cel mult ${MAX.page} de caractere.`,
        invalid: "„Pagina sau funcția” conține caractere care nu pot fi păstrate: scrie-o din nou.",
      },
      description: {
        required: "Completează „Ce s-a întâmplat”: spune-ne ce ai încercat și ce nu a mers.",
        too_short: `„Ce s-a întâmplat” trebuie să aibă cel puțin ${BARRIER_DESCRIPTION_MIN_LENGTH} caractere: spune-ne ce ai încercat și ce nu a mers.`,
        too_long: `„Ce s-a întâmplat” poate avea cel mult ${MAX.description} de caractere.`,
        invalid: "„Ce s-a întâmplat” conține caractere care nu pot fi păstrate: scrie textul din nou.",
      },
      assistiveTech: {
        too_long: `„Tehnologia asistivă folosită” poate avea cel mult ${MAX.assistiveTech} de caractere.`,
        invalid: "„Tehnologia asistivă folosită” conține caractere care nu pot fi păstrate: scrie-o din nou.",
      },
      email: {
        too_long: "„E-mail pentru răspuns” nu este o adresă validă (de exemplu nume@exemplu.ro).",
        invalid: "„E-mail pentru răspuns” nu este o adresă validă (de exemplu nume@exemplu.ro).",
      },
      name: {
        too_long: `„Numele tău” poate avea cel mult ${MAX.name} de caractere.`,
        invalid: "„Numele tău” conține caractere care nu pot fi păstrate: scrie-l din nou.",
      },
    },
    summary: (count: number) =>
      count === 1
        ? "Raportul nu a fost trimis: corectează câmpul marcat."
        : `Raportul nu a fost trimis: corectează cele ${count} câmpuri marcate.`,
    sent: (withReply: boolean) =>
      withReply
        ? "Mulțumim! Am primit raportul tău și îți răspundem pe e-mail în cel mult 5 zile lucrătoare."
        : "Mulțumim! Am primit raportul tău. Nu ai lăsat o adresă de e-mail, așa că nu îți putem răspunde, dar ne ocupăm de barieră.",
    tooLarge: "Raportul depășește 16 KB: scurtează textul.",
    tooMany: (seconds: number) =>
      `Ai trimis mai multe rapoarte într-un timp scurt. Încearcă din nou peste ${Math.max(1, Math.ceil(seconds / 60))} minute sau scrie-ne pe e-mail.`,
  },
  en: {
    fields: {
      page: {
        too_long: `"Page or feature" can be at most ${MAX.page} characters.`,
        invalid: '"Page or feature" holds characters we cannot keep: type it again.',
      },
      description: {
        required: 'Fill in "What happened": tell us what you tried and what did not work.',
        too_short: `"What happened" needs at least ${BARRIER_DESCRIPTION_MIN_LENGTH} characters: tell us what you tried and what did not work.`,
        too_long: `"What happened" can be at most ${MAX.description} characters.`,
        invalid: '"What happened" holds characters we cannot keep: type the text again.',
      },
      assistiveTech: {
        too_long: `"Assistive technology used" can be at most ${MAX.assistiveTech} characters.`,
        invalid: '"Assistive technology used" holds characters we cannot keep: type it again.',
      },
      email: {
        too_long: '"Email for a reply" is not a valid address (for example name@example.com).',
        invalid: '"Email for a reply" is not a valid address (for example name@example.com).',
      },
      name: {
        too_long: `"Your name" can be at most ${MAX.name} characters.`,
        invalid: '"Your name" holds characters we cannot keep: type it again.',
      },
    },
    summary: (count: number) =>
      count === 1 ? "The report was not sent: correct the marked field." : `The report was not sent: correct the ${count} marked fields.`,
    sent: (withReply: boolean) =>
      withReply
        ? "Thank you! We received your report and will answer by email within 5 business days."
        : "Thank you! We received your report. You left no email address, so we cannot answer, but we will deal with the barrier.",
    tooLarge: "The report is larger than 16 KB: shorten the text.",
    tooMany: (seconds: number) =>
      `You sent several reports in a short time. Try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes, or write to us by email.`,
  },
} satisfies Record<Language, unknown>;

/** The sentence for a wrong field, in the shopper's language. */
export function barrierFieldSentence(language: Language, field: BarrierField, problem: BarrierProblem): string {
  const sentences: Partial<Record<BarrierProblem, string>> = ACCESSIBILITY_BARRIER_MESSAGES[language].fields[field];
  return sentences[problem] ?? sentences.invalid!;
}
