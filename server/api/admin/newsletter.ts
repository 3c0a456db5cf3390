/**
 * The staff's newsletter (issue 17 item 6), under /api/admin (docs/api.md "Store admin: newsletter"):
 *
 * - GET /newsletter/export.csv?… the list's filter as a spreadsheet with the consent proof (the owner's)
 * - POST /newsletter/:id/unsubscribe → {changed, subscriber}, audited
 *
 * The page reads the list through its loader.
 */
import { taggedContract } from "../route-kit.ts";
import { type Context } from "hono";
import { readSubscriberFilter, subscriberChangeSchema, subscriberFilterSchema } from "#domain/admin/newsletter";
import type { NewsletterAdmin } from "#server/commerce/newsletter/module";
import { rowIdParam } from "#server/http/kit/row-id";
import { problem } from "#server/http/kit/problem";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_NEWSLETTER_MESSAGES } from "#server/messages/admin/customers";
import { ADMIN_API } from "./auth.ts";
import { csvDownloadHeaders, streamedCsv } from "./csv.ts";
import { adminRouteModule } from "./door.ts";
import { staffActor, type AdminVariables } from "./http.ts";
import { subscribersFileName, subscribersHeader, subscribersRows } from "./newsletter-csv.ts";

const described = taggedContract(["Admin: newsletter"]);

export const adminNewsletterRoutes = adminRouteModule<{ newsletter: NewsletterAdmin }>((app, { newsletter, door, trustProxyHops }) => {
  app.get(
    `${ADMIN_API}/newsletter/export.csv`,
    described({
      summary: "The subscribers the list's filter finds, as a spreadsheet with each one's consent",
      query: subscriberFilterSchema.omit({ page: true }),
      responses: { 200: { description: "Semicolon-separated, in the member's language.", contentType: "text/csv" } },
      examples: [{ name: "those subscribed", query: { status: "subscribed" }, status: 200 }],
    }),
    door.permit("newsletter.export"),
    (c) => {
      const filter = readSubscriberFilter(new URL(c.req.url).searchParams);
      const language = shopperLanguage(c);
      const rows = streamedCsv(subscribersHeader(language), newsletter.export(filter), (batch) => subscribersRows(language, batch));
      return new Response(rows, { headers: csvDownloadHeaders(subscribersFileName(language, new Date())) });
    },
  );

  app.post(
    `${ADMIN_API}/newsletter/:id/unsubscribe`,
    described({
      summary: "Unsubscribe an address on its owner's behalf (audited, kept in its consent history)",
      responses: { 200: { description: "The subscriber as they are now, and whether anything changed.", schema: subscriberChangeSchema } },
      problems: [404],
      examples: [{ name: "an unknown subscriber", params: { id: "0" }, status: 404 }],
    }),
    door.permit("newsletter.manage"),
    async (c: Context<{ Variables: AdminVariables }>) => {
      const outcome = await newsletter.unsubscribe(rowIdParam(c), staffActor(c, trustProxyHops));
      if (outcome.kind === "not_found") return problem(c, 404, "not_found", ADMIN_NEWSLETTER_MESSAGES[shopperLanguage(c)].notFound);
      return c.json({ changed: outcome.changed, subscriber: outcome.subscriber });
    },
  );
});
