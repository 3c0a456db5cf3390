/** Wording every message shares, in both languages. */
import type { Language } from "#domain/locale";

/** The greeting that opens a message: by the reader's name when the store knows it. */
export const HELLO = {
  ro: (name: string) => (name ? `Bună, ${name},` : "Bună,"),
  en: (name: string) => (name ? `Hello ${name},` : "Hello,"),
} as const satisfies Record<Language, (name: string) => string>;

/** A day and time in Romanian time, the shop's, whatever the reader's language: "26 noiembrie 2026 la 16:00". */
export const romanianTime = (language: Language, at: Date) =>
  new Intl.DateTimeFormat(language === "ro" ? "ro-RO" : "en-GB", {
    timeZone: "Europe/Bucharest",
    dateStyle: "long",
    timeStyle: "short",
  }).format(at);
