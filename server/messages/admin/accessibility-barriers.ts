/** Marking a shopper's accessibility barrier report handled (decision 0145): its refusals, in the member's language. */
import { BARRIER_NOTE_MAX_LENGTH } from "#domain/accessibility-barriers";
import type { Language } from "#domain/locale";

export const ADMIN_BARRIER_MESSAGES = {
  ro: {
    unknown: (id: string) => `Raportul ${id} nu există.`,
    note: `„Ce ai făcut” poate avea cel mult ${BARRIER_NOTE_MAX_LENGTH} de caractere.`,
  },
  en: {
    unknown: (id: string) => `There is no report ${id}.`,
    note: `"What you did" can be at most ${BARRIER_NOTE_MAX_LENGTH} characters.`,
  },
} satisfies Record<Language, unknown>;
