/**
 * The newsletter's subscribers as a spreadsheet (issue 17 item 6): the proof of each consent (GDPR
 * Art. 7) — the address, whether it is subscribed, where and in which language it signed up, the exact
 * sentence it agreed to and when, and when it withdrew. Written like the orders export: UTF-8 with a
 * byte-order mark, each language's Excel separators, batches streamed as the database answers, and
 * anything a visitor typed that Excel would run as a formula written as text; states and sources in the admin's
 * words, languages by name, as the newsletter page shows them (issue 40 item 9). The store keeps no IP
 * address or browser of a sign-up, so the file has none.
 */
import { stringify } from "csv-stringify/sync";
import type { AdminSubscriber } from "#domain/admin-newsletter";
import type { Language } from "#domain/locale";
import { SHOP_TIME_ZONE } from "#server/commerce/orders/back-office/order-search";
import { adminWords } from "./admin-words.ts";

const HEADERS: Record<Language, string[]> = {
  ro: ["E-mail", "Stare", "Sursa", "Limba", "Textul consimțământului", "Consimțământ dat la", "Prima înscriere", "Dezabonat la"],
  en: ["Email", "Status", "Source", "Language", "Consent text", "Consented at", "First signed up at", "Unsubscribed at"],
};

const DELIMITER: Record<Language, string> = { ro: ";", en: "," };

/** The shop's local time with its offset, so the file proves the instant whoever reads it. */
const shopTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZoneName: "longOffset",
});

const when = (iso: string | null) => (iso === null ? "" : shopTime.format(new Date(iso)));

const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function subscribersFileName(language: Language, today: Date): string {
  const day = shopTime.format(today).slice(0, 10);
  return `${language === "ro" ? "abonati-newsletter" : "newsletter-subscribers"}-${day}.csv`;
}

export function subscribersHeader(language: Language): string {
  return `\uFEFF${stringify([HEADERS[language]], { delimiter: DELIMITER[language], record_delimiter: "windows" })}`;
}

const LANGUAGE_NAMES: Record<Language, string> = { ro: "Română", en: "English" };

export function subscribersRows(language: Language, rows: readonly AdminSubscriber[]): string {
  const words = adminWords(language);
  return stringify(
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
    { delimiter: DELIMITER[language], record_delimiter: "windows" },
  );
}
