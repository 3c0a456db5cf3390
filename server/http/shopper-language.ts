import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, pickLanguage, type Language } from "#domain/locale";

/** The language a request is answered in: `?lng=`, then the language cookie, then Accept-Language, then Romanian. */
export function shopperLanguage(c: Context): Language {
  return pickLanguage({
    query: c.req.query(LANGUAGE_QUERY_PARAM),
    cookie: getCookie(c, LANGUAGE_COOKIE),
    acceptLanguage: c.req.header("Accept-Language"),
  });
}
