/**
 * POST /api/visits (issue 67 item 1, decision 0149): the storefront's beacon, once per browser session, says where the
 * visit came from. The page cache stays one copy for everyone: the source is written here, never by varying a page.
 * Every visit is counted with nothing about the person; when the browser's recorded cookie choice allows statistics,
 * the visit is also kept under the `elara_visitor` cookie's random id. Answers 204; 400 names the wrong field in the
 * shopper's language; 429 past the per-client limit. Like the cookie choice's route it needs no CSRF token: its body
 * is JSON, which another site's page cannot send without the browser asking first, and the cookie is SameSite=Lax,
 * so another site's request never carries it.
 *
 * POST /api/visits/steps (issue 67 item 2): the funnel's steps, each once per browser session, counted under the
 * session's source like its visit. A route of its own rather than a `step` on the beacon: it writes another table,
 * takes neither a choice id nor a cookie, and a browser sends three of them a session, so it has its own bound.
 */
import { getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { Hono, type Context } from "hono";
import { isConsentId } from "#domain/cookie-consent";
import {
  deviceClassOf,
  FUNNEL_STEPS,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_SECONDS,
  VISITOR_COOKIE_PATH,
  type VisitContext,
} from "#domain/visit-source";
import type { Funnel, Visits } from "#server/commerce/marketing/module";
import { body } from "#server/http/kit/read-body";
import { sizeLimit } from "#server/http/kit/size-limit";
import type { RequestVariables } from "#server/http/request-logging";
import { cameOverHttps } from "#server/http/security-headers";
import { VISIT_MESSAGES } from "#server/messages/visits";
import { perClientLimit, postOnly, type ClientLimiting } from "./orders-http.ts";
import { namedFieldDescriber, taggedContract } from "./route-kit.ts";

export const VISITS_PATH = "/api/visits";
/**
 * A browser sends one beacon a session, one more when the shopper allows statistics; but one address may be many
 * browsers (an office, a mobile carrier's NAT), and a refused beacon is a visit lost, so the bound is a script's, not a
 * shopper's.
 */
export const VISITS_PER_MINUTE = 120;
/** The longest landing address or referrer kept. */
export const VISIT_ADDRESS_MAX_LENGTH = 2_000;
/** Two addresses at their longest, percent-encoded, with room to spare. */
export const VISIT_BODY_LIMIT = 8 * 1024;

export const visitBeaconSchema = z.object({
  landing: z
    .string()
    .max(VISIT_ADDRESS_MAX_LENGTH)
    .startsWith("/")
    .describe("The landing page's path and query (`location.pathname + location.search`)."),
  referrer: z.string().max(VISIT_ADDRESS_MAX_LENGTH).nullable().describe("`document.referrer`, or null; only its host is kept."),
  consentId: z
    .string()
    .refine(isConsentId)
    .optional()
    .describe("The id the browser's cookie choice was recorded under; the visit is kept per visitor only when it allows statistics."),
  counted: z.boolean().optional().describe("True when this session's visit was counted already (statistics allowed later)."),
});

export const FUNNEL_STEPS_PATH = "/api/visits/steps";
/** A browser sends each of the funnel's steps once a session: the visits' bound for each of them. */
export const FUNNEL_STEPS_PER_MINUTE = VISITS_PER_MINUTE * FUNNEL_STEPS.length;

export const funnelStepSchema = z.object({
  step: z.enum(FUNNEL_STEPS).describe("The step this session reached: a product page shown, a line added to the cart, the checkout shown."),
  landing: z
    .string()
    .max(VISIT_ADDRESS_MAX_LENGTH)
    .startsWith("/")
    .describe("The session's first landing page's path and query, as its visit beacon sent them: the step is counted under its source."),
  referrer: z.string().max(VISIT_ADDRESS_MAX_LENGTH).nullable().describe("The session's first `document.referrer`, or null."),
});

/** The body's field a checkout or a sign-up names its browser's cookie choice by (decision 0151). */
export const consentIdField = z
  .string()
  .refine(isConsentId)
  .optional()
  .describe("The id the browser's cookie choice was recorded under; with statistics allowed, the visit's source is credited.");

/**
 * What a checkout's or a sign-up's request knows of its visit: the `elara_visitor` cookie (sent to /api only), the
 * choice id its body named, and its User-Agent's device class.
 */
export function visitContextOf(c: Context, consentId: string | undefined): VisitContext {
  return {
    visitorId: getCookie(c, VISITOR_COOKIE) ?? null,
    consentId: consentId ?? null,
    deviceClass: deviceClassOf(c.req.header("User-Agent")),
  };
}

const describeField = namedFieldDescriber(VISIT_MESSAGES);

export function visitRoutes({
  visits,
  funnel,
  secureCookies,
  ...limiting
}: { visits: Pick<Visits, "recordVisit">; funnel: Funnel; secureCookies: boolean } & ClientLimiting) {
  const app = new Hono<{ Variables: RequestVariables }>();
  app.post(
    VISITS_PATH,
    taggedContract(["Attribution"])({
      summary: "Record where a visit came from",
      description:
        "The storefront's beacon, once per browser session. Counts the visit by day, source and device class; when " +
        "the choice recorded under `consentId` allows statistics, also keeps it under the `elara_visitor` cookie " +
        "(set here when absent, HttpOnly, path /api, 13 months). Click-id values and referrer paths are never kept.",
      responses: { 204: { description: "Recorded." } },
      problems: [400, 413, 429],
      examples: [{ name: "a landing that is not a path", body: { landing: "https://elsewhere.example/", referrer: null }, status: 400 }],
    }),
    perClientLimit(limiting, "visits", VISITS_PER_MINUTE),
    sizeLimit(VISIT_BODY_LIMIT),
    body(visitBeaconSchema, describeField),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const beacon = c.req.valid("json");
      const { visitorId, issued } = await visits.recordVisit({
        landing: beacon.landing,
        referrer: beacon.referrer,
        deviceClass: deviceClassOf(c.req.header("User-Agent")),
        consentId: beacon.consentId ?? null,
        counted: beacon.counted === true,
        visitorCookie: getCookie(c, VISITOR_COOKIE) ?? null,
      });
      // Set once: its 13 months run from the first visit, not from the latest. Only the API reads it (this beacon, and
      // the checkout and sign-ups that are credited to it), so pages never carry it and no cache in front sees it.
      if (issued && visitorId !== null)
        setCookie(c, VISITOR_COOKIE, visitorId, {
          httpOnly: true,
          secure: secureCookies || cameOverHttps(c, limiting.trustProxyHops),
          sameSite: "Lax",
          path: VISITOR_COOKIE_PATH,
          maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
        });
      return c.body(null, 204);
    },
  );
  app.all(VISITS_PATH, postOnly);
  app.post(
    FUNNEL_STEPS_PATH,
    taggedContract(["Attribution"])({
      summary: "Count a step of the storefront's funnel",
      description:
        "Sent once per browser session for each step: a product page shown (`product_view`), a line added to the " +
        "cart (`add_to_cart`), the checkout shown (`checkout_started`). Adds one session to the step's count by day, " +
        "the session's source (classed from its first landing and referrer as the visit was) and device class; " +
        "nothing about the person is kept, whatever the cookie choice.",
      responses: { 204: { description: "Counted." } },
      problems: [400, 413, 429],
      examples: [{ name: "a step the funnel does not have", body: { step: "purchase", landing: "/", referrer: null }, status: 400 }],
    }),
    perClientLimit(limiting, "funnel-steps", FUNNEL_STEPS_PER_MINUTE),
    sizeLimit(VISIT_BODY_LIMIT),
    body(funnelStepSchema, describeField),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const { step, landing, referrer } = c.req.valid("json");
      await funnel.recordStep({ step, landing, referrer, deviceClass: deviceClassOf(c.req.header("User-Agent")) });
      return c.body(null, 204);
    },
  );
  app.all(FUNNEL_STEPS_PATH, postOnly);
  return app;
}
