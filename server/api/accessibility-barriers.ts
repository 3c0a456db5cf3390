/**
 * A shopper's report of an accessibility barrier (issue 66 item 3, decision 0145):
 *
 * - POST /api/accessibility-barriers {description, page?, assistiveTech?, email?, name?} → {reported: true, message}:
 *   stored as a task for customer support, who get a notice by email. 400 names each wrong field in the shopper's
 *   language (nothing stored); 429 past the per-client limit.
 *
 * The statement page's own form posts to its route's action instead (it works without JavaScript); both go through
 * `barrierIntake`, so they share the rules, the words and the per-client count.
 */
import { Hono } from "hono";
import { taggedContract } from "./route-kit.ts";
import {
  BARRIER_FIELDS,
  barrierProblemOf,
  barrierReportedSchema,
  barrierReportSchema,
  readBarrierReport,
  type BarrierField,
  type BarrierOutcome,
} from "#domain/accessibility-barriers";
import type { Language } from "#domain/locale";
import type { BarrierReports } from "#server/commerce/customers/module";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { sizeLimit } from "#server/http/kit/size-limit";
import { shopperLanguage } from "#server/http/shopper-language";
import type { RequestVariables } from "#server/http/request-logging";
import type { RateLimiter, RateLimits } from "#server/limits/rate-limit";
import { ACCESSIBILITY_BARRIER_MESSAGES, barrierFieldSentence } from "#server/messages/accessibility-barriers";
import { methodNotAllowed, perClientLimit, type ClientLimiting } from "./orders-http.ts";

export const BARRIER_REPORTS_PATH = "/api/accessibility-barriers";

/**
 * A person reports a barrier or two, maybe a correction after; a script filling support's queue does not. One count for
 * the route and the page's form.
 */
export const BARRIER_REPORTS_LIMIT = { bucket: "accessibility.barrier", limit: 5, windowMs: 10 * 60_000 } as const;

/** 2,000 characters of Romanian with its diacritics and the other fields fit with room to spare. */
export const BARRIER_BODY_LIMIT = 16 * 1024;

/** A report's body limit, for the route and the statement page's own post. */
export const barrierBodyLimit = sizeLimit(BARRIER_BODY_LIMIT, (c) => ACCESSIBILITY_BARRIER_MESSAGES[shopperLanguage(c)].tooLarge);

/** The page's form's way in: counted per client, read by the route's rules, stored, answered in words. */
export function barrierIntake({ reports, rateLimits }: { reports: Pick<BarrierReports, "report">; rateLimits: RateLimits }) {
  const limiter: Pick<RateLimiter, "take"> = rateLimits.limiter(BARRIER_REPORTS_LIMIT);
  return async (form: Record<string, unknown>, language: Language, clientKey: string): Promise<BarrierOutcome> => {
    const messages = ACCESSIBILITY_BARRIER_MESSAGES[language];
    const decision = await limiter.take(clientKey);
    if (!decision.allowed)
      return { kind: "limited", message: messages.tooMany(decision.retryAfterSeconds), retryAfterSeconds: decision.retryAfterSeconds };
    const read = readBarrierReport(form);
    if (!read.ok) {
      const fields = Object.fromEntries(
        Object.entries(read.problems).map(([field, problem]) => [field, barrierFieldSentence(language, field as BarrierField, problem)]),
      );
      return { kind: "invalid", message: messages.summary(Object.keys(fields).length), fields };
    }
    await reports.report(read.value, language);
    return { kind: "sent", message: messages.sent(read.value.email !== undefined) };
  };
}

type Env = { Variables: RequestVariables };

const described = taggedContract(["Accessibility"]);

const describeField: FieldDescriber = ({ field, problem }, c) => {
  const language = shopperLanguage(c);
  const known = BARRIER_FIELDS.find((name) => name === field);
  // A key the form does not have is ignored by the schema, so a wrong field is always one of the form's.
  return known
    ? barrierFieldSentence(language, known, barrierProblemOf(problem))
    : barrierFieldSentence(language, "description", "invalid");
};

export function barrierReportRoutes({ reports, ...limiting }: ClientLimiting & { reports: Pick<BarrierReports, "report"> }): Hono<Env> {
  const app = new Hono<Env>();

  app.post(
    BARRIER_REPORTS_PATH,
    described({
      summary: "Report an accessibility barrier",
      description:
        "Stores the report as a task for customer support, who get a notice by email (decision 0145). Every field but " +
        "`description` may be left out or empty; a reply goes to `email` if given. The statement page's form posts to " +
        "the page itself, by the same rules and count.",
      responses: { 200: { description: "Stored.", schema: barrierReportedSchema } },
      problems: [400, 413, 429],
      examples: [{ name: "no description", body: { page: "/cart" }, status: 400 }],
    }),
    perClientLimit(limiting, BARRIER_REPORTS_LIMIT.bucket, BARRIER_REPORTS_LIMIT.limit, BARRIER_REPORTS_LIMIT.windowMs, (c, seconds) =>
      ACCESSIBILITY_BARRIER_MESSAGES[shopperLanguage(c)].tooMany(seconds),
    ),
    barrierBodyLimit,
    body(barrierReportSchema, describeField),
    async (c) => {
      const language = shopperLanguage(c);
      const report = c.req.valid("json");
      await reports.report(report, language);
      return c.json({ reported: true as const, message: ACCESSIBILITY_BARRIER_MESSAGES[language].sent(report.email !== undefined) });
    },
  );

  app.all(BARRIER_REPORTS_PATH, methodNotAllowed());

  return app;
}
