/** Wording every message shares, in both languages. */
import { formatPrice } from "#domain/format-price";
import type { Language } from "#domain/locale";
import { toDecimalString } from "#domain/money";

/** An amount in lei as every message writes it. */
export const lei = (amountMinor: number) => formatPrice(toDecimalString(amountMinor, "RON"), "RON");

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
