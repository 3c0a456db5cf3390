/** The texts of the admin's store-content route, in the member's language (Romanian "tu"). */
import type { Language } from "#domain/locale";
import { BOTTLES_SOLD_MAX } from "#domain/store-content";

export const ADMIN_CONTENT_MESSAGES: Record<
  Language,
  {
    notFound: string;
    editedMeanwhile: string;
    unknownKey: (key: string) => string;
    required: (field: string) => string;
    tooLong: (field: string, max: number) => string;
    bottles: string;
    invalid: (field: string) => string;
    /** The languages as a field's label names them. */
    languageNames: Record<Language, string>;
  }
> = {
  ro: {
    notFound: "Pagina nu există.",
    editedMeanwhile:
      "Altcineva a salvat pagina după ce ai deschis-o. Reîncarcă pagina ca să vezi textele de acum, apoi fă din nou schimbările.",
    unknownKey: (key) => `Pagina nu are textul „${key}”.`,
    required: (field) =>
      `Completează „${field}”: un text schimbat se scrie în ambele limbi (sau golește-l în amândouă ca să revii la textul implicit).`,
    tooLong: (field, max) => `„${field}” are mai mult de ${max.toLocaleString("ro-RO")} de caractere.`,
    bottles: `Sticle vândute: scrie un număr întreg între 0 și ${BOTTLES_SOLD_MAX.toLocaleString("ro-RO")}.`,
    invalid: (field) => `Verifică „${field}”.`,
    languageNames: { ro: "română", en: "engleză" },
  },
  en: {
    notFound: "No such page.",
    editedMeanwhile:
      "Someone else saved this page after you opened it. Reload the page to see its texts as they are now, then make your changes again.",
    unknownKey: (key) => `The page has no text "${key}".`,
    required: (field) => `Fill in "${field}": a changed text is written in both languages (or empty it in both to go back to the default).`,
    tooLong: (field, max) => `"${field}" is longer than ${max.toLocaleString("en-GB")} characters.`,
    bottles: `Bottles sold: enter a whole number between 0 and ${BOTTLES_SOLD_MAX.toLocaleString("en-GB")}.`,
    invalid: (field) => `Check "${field}".`,
    languageNames: { ro: "Romanian", en: "English" },
  },
};
