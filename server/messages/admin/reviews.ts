/** The texts of the admin's review moderation routes, in the member's language (Romanian "tu"). */
import { REVIEW_REPLY_MAX_LENGTH } from "#domain/admin/reviews";
import type { Language } from "#domain/locale";
import { ADMIN_FIELD_SENTENCES } from "./fields.ts";

export const ADMIN_REVIEW_MESSAGES: Record<Language, { notFound: string; textTooLong: string; invalid: (field: string) => string }> = {
  ro: {
    notFound: "Recenzia nu există (poate a fost ștearsă).",
    textTooLong: `Răspunsul poate avea cel mult ${REVIEW_REPLY_MAX_LENGTH} de caractere.`,
    invalid: ADMIN_FIELD_SENTENCES.ro.invalid,
  },
  en: {
    notFound: "No such review (it may have been deleted).",
    textTooLong: `The reply can have at most ${REVIEW_REPLY_MAX_LENGTH} characters.`,
    invalid: ADMIN_FIELD_SENTENCES.en.invalid,
  },
};
