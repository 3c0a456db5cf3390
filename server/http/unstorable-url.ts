/**
 * A NUL character in the address (`/products/a%00b`, `?product=a%00b`) can name nothing the store keeps,
 * and PostgreSQL refuses it in a query: answered here with 400 and the part named, before any route runs.
 */
import type { MiddlewareHandler } from "hono";
import { problem } from "./kit/problem.ts";
import type { Language } from "#domain/locale";
import { shopperLanguage } from "./shopper-language.ts";

const MESSAGES: Record<Language, (part: string) => string> = {
  ro: (part) => `Adresa cererii conține un caracter care nu poate fi folosit (NUL), în „${part}”.`,
  en: (part) => `The request address contains a character that cannot be used (NUL), in "${part}".`,
};

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The part of the URL that holds a NUL: "path", or the query parameter's name; null when none does. */
function unstorablePart(url: URL): string | null {
  if (decoded(url.pathname).includes("\u0000")) return "path";
  for (const [name, value] of url.searchParams) {
    if (name.includes("\u0000") || value.includes("\u0000")) return name.replaceAll("\u0000", "");
  }
  return null;
}

export function refuseUnstorableUrl(): MiddlewareHandler {
  return async (c, next) => {
    const part = unstorablePart(new URL(c.req.url));
    if (part === null) return next();
    const error = MESSAGES[shopperLanguage(c)](part);
    return c.req.path.startsWith("/api/") ? problem(c, 400, "unstorable_url", error, { field: part }) : c.text(error, 400);
  };
}
