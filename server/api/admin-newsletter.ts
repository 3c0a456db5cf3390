/**
 * The staff's newsletter (issue 17 item 6), under /api/admin (docs/api.md "Store admin: newsletter"):
 *
 * - GET /newsletter?q=&status=&source=&language=&page= → {subscribers, total, page, pageSize}
 * - GET /newsletter/export.csv?… the same filter as a spreadsheet with the consent proof (the owner's)
 * - POST /newsletter/:id/unsubscribe → {changed, subscriber}, audited
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { ADMIN_SUBSCRIBERS_PAGE_SIZE, readSubscriberFilter } from "#domain/admin-newsletter";
import type { Language } from "#domain/locale";
import type { NewsletterAdmin } from "#server/commerce/newsletter/newsletter-admin";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import { adminFailure, requireStaff, staffActor, type AdminVariables } from "./admin-http.ts";
import { subscribersFileName, subscribersHeader, subscribersRows } from "./admin-newsletter-csv.ts";

const NOT_FOUND: Record<Language, string> = {
  ro: "Abonatul nu există.",
  en: "No such subscriber.",
};

const subscriberId = z.coerce.number().int().positive().max(2_147_483_647);

export function adminNewsletterRoutes({
  newsletter,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  newsletter: NewsletterAdmin;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const guard = (permission: Parameters<typeof requireStaff>[1]) => requireStaff({ sessions, baseUrl }, permission);

  app.get(`${ADMIN_API}/newsletter`, guard("newsletter.read"), async (c) => {
    const filter = readSubscriberFilter(new URL(c.req.url).searchParams);
    const page = await newsletter.list(filter);
    return c.json({ ...page, page: filter.page, pageSize: ADMIN_SUBSCRIBERS_PAGE_SIZE });
  });

  app.get(`${ADMIN_API}/newsletter/export.csv`, guard("newsletter.export"), (c) => {
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
  });

  app.post(`${ADMIN_API}/newsletter/:id/unsubscribe`, guard("newsletter.manage"), async (c: Context<{ Variables: AdminVariables }>) => {
    const parsed = subscriberId.safeParse(c.req.param("id"));
    const outcome = await newsletter.unsubscribe(parsed.success ? parsed.data : 0, staffActor(c, trustProxyHops));
    if (outcome.kind === "not_found") return adminFailure(c, 404, NOT_FOUND[shopperLanguage(c)]);
    return c.json({ changed: outcome.changed, subscriber: outcome.subscriber });
  });

  return app;
}
