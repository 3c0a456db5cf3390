/**
 * The staff's newsletter (issue 17 item 6), under /api/admin (docs/api.md "Store admin: newsletter"):
 *
 * - GET /newsletter/export.csv?… the list's filter as a spreadsheet with the consent proof (the owner's)
 * - POST /newsletter/:id/unsubscribe → {changed, subscriber}, audited
 *
 * The page reads the list through its loader.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { readSubscriberFilter, subscriberChangeSchema, subscriberFilterSchema } from "#domain/admin-newsletter";
import type { NewsletterAdmin } from "#server/commerce/newsletter/newsletter-admin";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_NEWSLETTER_MESSAGES } from "#server/messages/admin-customers";
import { ADMIN_API } from "./admin-auth.ts";
import type { AdminDoor } from "./admin-door.ts";
import { staffActor, type AdminVariables } from "./admin-http.ts";
import { subscribersFileName, subscribersHeader, subscribersRows } from "./admin-newsletter-csv.ts";

const TAGS = ["Admin: newsletter"];

const subscriberId = z.coerce.number().int().positive().max(2_147_483_647);

export function adminNewsletterRoutes({
  newsletter,
  door,
  trustProxyHops,
}: {
  newsletter: NewsletterAdmin;
  door: AdminDoor;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();

  app.get(
    `${ADMIN_API}/newsletter/export.csv`,
    contract({
      summary: "The subscribers the list's filter finds, as a spreadsheet with each one's consent",
      tags: TAGS,
      query: subscriberFilterSchema.omit({ page: true }),
      responses: { 200: { description: "Semicolon-separated, in the member's language.", contentType: "text/csv" } },
      examples: [{ name: "those subscribed", query: { status: "subscribed" }, status: 200 }],
    }),
    door.permit("newsletter.export"),
    (c) => {
      const filter = readSubscriberFilter(new URL(c.req.url).searchParams);
      const language = shopperLanguage(c);
      const encoder = new TextEncoder();
      const batches = newsletter.export(filter);
      let started = false;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!started) {
            started = true;
            controller.enqueue(encoder.encode(subscribersHeader(language)));
            return;
          }
          const next = await batches.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(subscribersRows(language, next.value)));
        },
        async cancel() {
          await batches.return(undefined);
        },
      });
      return new Response(body, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${subscribersFileName(language, new Date())}"`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  );

  app.post(
    `${ADMIN_API}/newsletter/:id/unsubscribe`,
    contract({
      summary: "Unsubscribe an address on its owner's behalf (audited, kept in its consent history)",
      tags: TAGS,
      responses: { 200: { description: "The subscriber as they are now, and whether anything changed.", schema: subscriberChangeSchema } },
      problems: [404],
      examples: [{ name: "an unknown subscriber", params: { id: "0" }, status: 404 }],
    }),
    door.permit("newsletter.manage"),
    async (c: Context<{ Variables: AdminVariables }>) => {
      const parsed = subscriberId.safeParse(c.req.param("id"));
      const outcome = await newsletter.unsubscribe(parsed.success ? parsed.data : 0, staffActor(c, trustProxyHops));
      if (outcome.kind === "not_found") return problem(c, 404, "not_found", ADMIN_NEWSLETTER_MESSAGES[shopperLanguage(c)].notFound);
      return c.json({ changed: outcome.changed, subscriber: outcome.subscriber });
    },
  );

  return app;
}
