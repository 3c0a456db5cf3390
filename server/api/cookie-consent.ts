/**
 * POST /api/cookie-consent (issue 21 item 4, decision 0053): the banner records a shopper's choice as proof of
 * consent. Limited per client before the body is read, small, validated field by field in the shopper's language;
 * answers 201 {recorded: true, decidedAt}. Nothing about the client (address, browser) is stored with it.
 */
import { Hono } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { VISITOR_COOKIE, VISITOR_COOKIE_PATH } from "#domain/visit-source";
import { consentBodySchema, consentRecordedSchema } from "#domain/cookie-consent-schemas";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { body } from "#server/http/kit/read-body";
import type { CookieConsents } from "#server/commerce/consent/module";
import { shopperLanguage } from "#server/http/shopper-language";
import { COOKIE_CONSENT_MESSAGES } from "#server/messages/cookie-consent";
import type { RequestVariables } from "#server/http/request-logging";
import { perClientLimit, postOnly, type ClientLimiting } from "./orders-http.ts";
import { sizeLimit } from "#server/http/kit/size-limit";
import { SHOPPER_BODY_LIMIT } from "#server/messages/request";
import { namedFieldDescriber } from "./route-kit.ts";

export const COOKIE_CONSENT_PATH = "/api/cookie-consent";
/** A shopper chooses once, maybe changes their mind; a script writing rows is stopped. */
export const CONSENTS_PER_MINUTE = 10;

const describeField = namedFieldDescriber(COOKIE_CONSENT_MESSAGES);

export function cookieConsentRoutes({
  consents,
  forgetVisitor,
  ...limiting
}: {
  consents: CookieConsents;
  /** Deletes the visits kept under a visitor id (the marketing module's), when statistics are withdrawn. */
  forgetVisitor: (visitorId: string) => Promise<number>;
} & ClientLimiting) {
  const app = new Hono<{ Variables: RequestVariables }>();
  app.post(
    COOKIE_CONSENT_PATH,
    contract({
      summary: "Record a shopper's cookie choice",
      description:
        "The banner's choice, kept as proof of consent; nothing about the client (address, browser) is stored with it. " +
        "A choice without statistics also deletes the visits kept under the `elara_visitor` cookie and expires it.",
      tags: ["Consent"],
      responses: { 201: { description: "Recorded.", schema: consentRecordedSchema } },
      problems: [400, 409, 413, 429],
      examples: [{ name: "no choice", body: { statistics: true }, status: 400 }],
    }),
    perClientLimit(limiting, "cookie-consent", CONSENTS_PER_MINUTE),
    sizeLimit(SHOPPER_BODY_LIMIT),
    body(consentBodySchema, describeField),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const choice = c.req.valid("json");
      const outcome = await consents.record(choice);
      if (outcome.kind === "stale_text") {
        const error = COOKIE_CONSENT_MESSAGES[shopperLanguage(c)].staleText;
        return problem(c, 409, "stale_text", error, { field: "textVersion", fields: { textVersion: error } });
      }
      // Statistics withdrawn: the visits kept under the visitor's id go, and so does the cookie that names them
      // (decision 0151). The route is under /api, so the HttpOnly cookie comes with the request.
      const visitorId = getCookie(c, VISITOR_COOKIE);
      if (!choice.statistics && visitorId !== undefined) {
        await forgetVisitor(visitorId);
        deleteCookie(c, VISITOR_COOKIE, { path: VISITOR_COOKIE_PATH });
      }
      return c.json({ recorded: true as const, decidedAt: outcome.decidedAt.toISOString() }, 201);
    },
  );
  app.all(COOKIE_CONSENT_PATH, postOnly);
  return app;
}
