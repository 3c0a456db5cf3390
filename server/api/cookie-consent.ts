/**
 * POST /api/cookie-consent (issue 21 item 4, decision 0053): the banner records a shopper's choice as proof of
 * consent. Limited per client before the body is read, small, validated field by field in the shopper's language;
 * answers 201 {recorded: true, decidedAt}. Nothing about the client (address, browser) is stored with it.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { isConsentId, TEXT_VERSION } from "#domain/cookie-consent";
import type { Language } from "#domain/locale";
import type { CookieConsents } from "#server/commerce/consent/cookie-consents";
import { shopperLanguage } from "#server/http/shopper-language";
import type { RequestVariables } from "#server/http/request-logging";
import { perClientLimit, postOnly, type ClientLimiting } from "./orders-http.ts";
import { parseShopperBody } from "./discounts-request.ts";
import { REQUEST_MESSAGES, SHOPPER_BODY_LIMIT } from "#server/messages/request";

export const COOKIE_CONSENT_PATH = "/api/cookie-consent";
/** A shopper chooses once, maybe changes their mind; a script writing rows is stopped. */
export const CONSENTS_PER_MINUTE = 10;

const FIELD_NAMES: Record<Language, Record<string, string>> = {
  ro: {
    consentId: "identificatorul alegerii",
    statistics: "statistică",
    marketing: "marketing",
    textVersion: "versiunea textului",
    language: "limba",
  },
  en: { consentId: "choice id", statistics: "statistics", marketing: "marketing", textVersion: "text version", language: "language" },
};

const MESSAGES = {
  ro: {
    invalid: (field: string) => `Câmpul „${field}” lipsește sau nu este valid.`,
    staleText: "Textul bannerului de cookie-uri s-a schimbat. Reîncarcă pagina și alege din nou.",
  },
  en: {
    invalid: (field: string) => `The field "${field}" is missing or not valid.`,
    staleText: "The cookie banner's text has changed. Please reload the page and choose again.",
  },
} satisfies Record<Language, unknown>;

const consentSchema = z.object({
  consentId: z.string().refine(isConsentId),
  statistics: z.boolean(),
  marketing: z.boolean(),
  textVersion: z.string().regex(TEXT_VERSION),
  language: z.enum(["ro", "en"]),
});

export function cookieConsentRoutes({ consents, ...limiting }: { consents: CookieConsents } & ClientLimiting) {
  const app = new Hono<{ Variables: RequestVariables }>();
  app.post(
    COOKIE_CONSENT_PATH,
    perClientLimit(limiting, "cookie-consent", CONSENTS_PER_MINUTE),
    bodyLimit({ maxSize: SHOPPER_BODY_LIMIT, onError: (c) => c.json({ error: REQUEST_MESSAGES[shopperLanguage(c)].tooLarge }, 413) }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const language = shopperLanguage(c);
      const body = await parseShopperBody(c, consentSchema, (field) => MESSAGES[language].invalid(FIELD_NAMES[language][field] ?? field));
      if (!body.ok) return c.json({ error: body.error, ...(body.field ? { fields: { [body.field]: body.error } } : {}) }, 400);
      const outcome = await consents.record(body.value);
      if (outcome.kind === "stale_text") {
        const error = MESSAGES[language].staleText;
        return c.json({ error, fields: { textVersion: error } }, 409);
      }
      return c.json({ recorded: true, decidedAt: outcome.decidedAt.toISOString() }, 201);
    },
  );
  app.all(COOKIE_CONSENT_PATH, postOnly);
  return app;
}
