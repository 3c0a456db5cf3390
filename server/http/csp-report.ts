/**
 * POST /api/csp-report: where browsers report Content-Security-Policy violations, in either format they
 * use — the older `report-uri` body (`{"csp-report": {...}}`) or the Reporting API's list of reports.
 * Only the broken directive is kept, as a counter in /metrics: reports carry URLs that may be personal,
 * and anyone can post here, so nothing else is stored or logged. The body is read as it is, not through the kit's
 * reader: the older format's media type is `application/csp-report` and the newer one's a JSON list, neither a JSON
 * object.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { sizeLimit } from "./kit/size-limit.ts";
import { contract } from "./kit/contract.ts";
import { problem } from "./kit/problem.ts";
import { REQUEST_MESSAGES } from "#server/messages/request";
import { shopperLanguage } from "./shopper-language.ts";
import { CSP_REPORT_PATH } from "./content-security-policy.ts";
import { parseJsonValue } from "./json-body.ts";
import type { AppMetrics } from "./metrics.ts";

/** Directives the policies use; anything else a report names is counted as "other", so labels stay bounded. */
const KNOWN_DIRECTIVES = new Set([
  "default-src",
  "script-src",
  "script-src-elem",
  "script-src-attr",
  "style-src",
  "style-src-elem",
  "style-src-attr",
  "img-src",
  "font-src",
  "connect-src",
  "object-src",
  "base-uri",
  "form-action",
  "frame-ancestors",
  "frame-src",
  "media-src",
  "worker-src",
  "manifest-src",
]);

const REPORT_BODY_LIMIT = 16 * 1024;

function directivesIn(json: unknown): string[] {
  const reports = Array.isArray(json)
    ? json.map((report: { body?: unknown }) => report?.body)
    : [(json as { "csp-report"?: unknown })?.["csp-report"]];
  return reports.flatMap((report) => {
    if (typeof report !== "object" || report === null) return [];
    const fields = report as Record<string, unknown>;
    const directive = fields.effectiveDirective ?? fields["effective-directive"] ?? fields["violated-directive"];
    if (typeof directive !== "string") return [];
    const name = directive.trim().split(/\s+/)[0]!.toLowerCase();
    return [KNOWN_DIRECTIVES.has(name) ? name : "other"];
  });
}

export function cspReportRoutes(metrics: Pick<AppMetrics, "observeCspViolation">): Hono {
  const app = new Hono();
  const words = (c: Context) => REQUEST_MESSAGES[shopperLanguage(c)];
  app.post(
    CSP_REPORT_PATH,
    contract({
      summary: "Report a Content-Security-Policy violation",
      description:
        'Either format browsers use: `{"csp-report": {...}}` (report-uri) or the Reporting API\'s list. Only the directive is counted.',
      tags: ["Monitoring"],
      requestBody: {
        description: "Read as JSON whatever type it names, as browsers differ in the type they send.",
        contentType: "application/csp-report",
        schema: z.object({ "csp-report": z.looseObject({ "effective-directive": z.string().optional() }) }),
        alternative: {
          contentType: "application/reports+json",
          schema: z.array(z.looseObject({ body: z.looseObject({ effectiveDirective: z.string().optional() }) })),
        },
      },
      responses: { 204: { description: "Counted." } },
      problems: [400, 413],
      examples: [{ name: "a report naming no directive", body: { "csp-report": {} }, status: 400 }],
    }),
    sizeLimit(REPORT_BODY_LIMIT, (c) => words(c).largerThan(REPORT_BODY_LIMIT / 1024)),
    async (c) => {
      const report = parseJsonValue(await c.req.text());
      if (!report.ok) return problem(c, 400, "not_csp_report", words(c).notCspReport);
      const directives = directivesIn(report.value);
      if (directives.length === 0) return problem(c, 400, "not_csp_report", words(c).notCspReport);
      // Browsers send a report per violation; a page breaking a rule in a loop is still one small counter.
      for (const directive of directives.slice(0, 50)) metrics.observeCspViolation(directive);
      return c.body(null, 204);
    },
  );
  app.all(CSP_REPORT_PATH, (c) => problem(c, 405, "method_not_allowed", words(c).methodNotAllowed, {}, { Allow: "POST" }));
  return app;
}
