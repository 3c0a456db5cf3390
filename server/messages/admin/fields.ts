/**
 * The sentences the admin's editors share for a field named by its label (Romanian "tu"): the same words wherever a
 * member leaves a field empty, makes it too long, breaks it over lines or writes something it cannot take.
 */
import type { Language } from "#domain/locale";

export const ADMIN_FIELD_SENTENCES = {
  ro: {
    required: (label: string) => `Completează „${label}”.`,
    tooLong: (label: string) => `„${label}” este prea lung.`,
    singleLine: (label: string) => `„${label}” trebuie să fie pe un singur rând.`,
    invalid: (label: string) => `Câmpul „${label}” nu este valid.`,
  },
  en: {
    required: (label: string) => `Fill in "${label}".`,
    tooLong: (label: string) => `"${label}" is too long.`,
    singleLine: (label: string) => `"${label}" must be on one line.`,
    invalid: (label: string) => `The field "${label}" is not valid.`,
  },
} satisfies Record<Language, unknown>;

/** A field's sentence for a problem every editor words alike; a problem with no words of its own is "not valid". */
export function plainFieldSentence(language: Language, problem: string, label: string): string {
  const say = ADMIN_FIELD_SENTENCES[language];
  switch (problem) {
    case "required":
      return say.required(label);
    case "too_long":
      return say.tooLong(label);
    case "single_line":
      return say.singleLine(label);
    default:
      return say.invalid(label);
  }
}
