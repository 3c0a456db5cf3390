/** What the admin's period-bound CSV tables (reports, growth) refuse in the same words, and how their tests ask it. */
import { expect } from "vitest";
import type { AdminAnswer } from "./staff-kit.ts";

/** A refused query: what it asks, the field it names, its code, and a part of its sentence in English and Romanian. */
export type PeriodRefusal = [query: string, field: string, code: string, english: string, romanian: string];

/** The periods every table refuses: one that ends before it starts, and a start no calendar has. */
export const PERIOD_REFUSALS: PeriodRefusal[] = [
  [
    "from=2026-11-20&to=2026-11-01",
    "from",
    "from_after_to",
    "The start date is after the end date",
    "Data de început e după data de sfârșit",
  ],
  ["from=2026-02-30&to=2026-03-01", "from", "not_a_date", "Write the start date as YYYY-MM-DD", "Scrie data de început ca AAAA-LL-ZZ"],
];

/** Asks in English, then in Romanian, and expects each time a 400 naming the refusal's field in that language's words. */
export async function expectRefusedInBothLanguages(
  answerIn: (language: "en" | "ro") => Promise<AdminAnswer>,
  [, field, code, english, romanian]: PeriodRefusal,
) {
  for (const [language, words] of [
    ["en", english],
    ["ro", romanian],
  ] as const) {
    const answer = await answerIn(language);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, status: 400, code, field });
    expect(answer.json.error).toContain(words);
  }
}
