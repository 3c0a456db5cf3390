/**
 * The review routes' sentences are the review form's own (`pages/reviews.json`, group `errors`): a field the server
 * refuses reads exactly as the form's check says it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LANGUAGES } from "#domain/locale";
import { LOCALES_DIR } from "#server/commerce/shared/locale";
import { REVIEW_MESSAGES } from "./reviews.ts";

const VALUES = { tooLong: { max: 120 }, page: { max: 1000 }, tooLarge: { kilobytes: 32 } } as const;

describe.each(SUPPORTED_LANGUAGES)("the review routes' sentences in %s", (language) => {
  const page = JSON.parse(readFileSync(path.join(LOCALES_DIR, language, "pages", "reviews.json"), "utf8")) as {
    errors: Record<string, string>;
  };

  it("are the form's, word for word", () => {
    const messages = REVIEW_MESSAGES[language];
    for (const [key, sentence] of Object.entries(messages)) {
      const values: Record<string, number> = VALUES[key as keyof typeof VALUES] ?? {};
      const formSentence = page.errors[key]!.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));
      const serverSentence = typeof sentence === "function" ? sentence(Object.values(values)[0]!) : sentence;
      expect(serverSentence, key).toBe(formSentence);
    }
  });
});
