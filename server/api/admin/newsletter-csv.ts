/**
 * The newsletter's subscribers as a spreadsheet (issue 17 item 6): the proof of each consent (GDPR
 * Art. 7) — the address, whether it is subscribed, where and in which language it signed up, the exact
 * sentence it agreed to and when, and when it withdrew. Written like the orders export: UTF-8 with a
 * byte-order mark, each language's Excel separators, batches streamed as the database answers, and
 * anything a visitor typed that Excel would run as a formula written as text; states and sources in the admin's
 * words, languages by name, as the newsletter page shows them (issue 40 item 9). The store keeps no IP
 * address or browser of a sign-up, so the file has none.
 */
import type { AdminSubscriber } from "#domain/admin/newsletter";
import type { Language } from "#domain/locale";
import { asText, csvLines, csvStart, shopTimeFormat } from "./csv.ts";
import { adminWords } from "./words.ts";

const HEADERS: Record<Language, string[]> = {
  ro: ["E-mail", "Stare", "Sursa", "Limba", "Textul consimțământului", "Consimțământ dat la", "Prima înscriere", "Dezabonat la"],
  en: ["Email", "Status", "Source", "Language", "Consent text", "Consented at", "First signed up at", "Unsubscribed at"],
};

/** The shop's local time with its offset, so the file proves the instant whoever reads it. */
const shopTime = shopTimeFormat({ second: "2-digit", timeZoneName: "longOffset" });

const when = (iso: string | null) => (iso === null ? "" : shopTime.format(new Date(iso)));

export function subscribersFileName(language: Language, today: Date): string {
  const day = shopTime.format(today).slice(0, 10);
  return `${language === "ro" ? "abonati-newsletter" : "newsletter-subscribers"}-${day}.csv`;
}

export function subscribersHeader(language: Language): string {
  return csvStart(language, [HEADERS[language]]);
}

const LANGUAGE_NAMES: Record<Language, string> = { ro: "Română", en: "English" };

export function subscribersRows(language: Language, rows: readonly AdminSubscriber[]): string {
  const words = adminWords(language);
  return csvLines(
    language,
    rows.map((row) => [
      asText(row.email),
      words.subscriberStatus(row.status),
      words.subscriberSource(row.source),
      LANGUAGE_NAMES[row.language as Language] ?? row.language,
      asText(row.consentText),
      when(row.consentedAt),
      when(row.createdAt),
      when(row.unsubscribedAt),
    ]),
  );
}
