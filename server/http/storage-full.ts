import type { Context } from "hono";
import type { Language } from "#domain/locale";
import { problem } from "./kit/problem.ts";
import { shopperLanguage } from "./shopper-language.ts";

/**
 * How long a client is asked to wait after a write the full disk refused: freeing space takes a person, not a
 * moment, and a client retrying every second only adds failed writes.
 */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 60;

export const STORAGE_FULL_MESSAGES: Record<Language, string> = {
  ro: "Magazinul nu poate salva nimic acum, pentru că spațiul lui de stocare e plin. Nu s-a schimbat nimic; încearcă din nou peste câteva minute.",
  en: "The store cannot save anything right now because its storage is full. Nothing was changed; try again in a few minutes.",
};

/** The answer to a request whose write the database refused for lack of disk (issue 39 item 4): 503, in the shopper's language. */
export function storageFullResponse(c: Context): Response {
  return problem(
    c,
    503,
    "storage_full",
    STORAGE_FULL_MESSAGES[shopperLanguage(c)],
    {},
    {
      "Retry-After": String(STORAGE_FULL_RETRY_AFTER_SECONDS),
    },
  );
}
