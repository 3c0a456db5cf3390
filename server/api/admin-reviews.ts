/**
 * Reviews moderation and the owner's settings for it (issue 17 item 4), JSON under /api/admin, for
 * members allowed `reviews.moderate`, each change audited (docs/api.md "Store admin: reviews"):
 *
 * - GET /reviews?status=&rating=&product=&verified=&page= → {reviews, total, page, pageSize, pending}
 * - POST /reviews/:id/publish | /hide | /delete → {changed, review} (null once deleted)
 * - POST /reviews/:id/reply {text} → {changed, review}; empty text removes the reply
 * - GET /settings/reviews → {holdUnverified}; POST /settings/reviews {holdUnverified} → {holdUnverified}
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  readReviewFilter,
  REVIEW_REPLY_MAX_LENGTH,
  reviewReplySchema,
  reviewSettingsSchema,
} from "#domain/admin-reviews";
import type { Language } from "#domain/locale";
import type { ModerationOutcome, ReviewModeration } from "#server/commerce/reviews/review-moderation";
import type { StoreSettings } from "#server/commerce/settings/store-settings";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import {
  ADMIN_BODY_LIMIT,
  adminFailure,
  adminMessages,
  readAdminBody,
  requireStaff,
  type AdminVariables,
  staffActor,
} from "./admin-http.ts";

const MESSAGES: Record<Language, { notFound: string; textTooLong: string; invalid: (field: string) => string }> = {
  ro: {
    notFound: "Recenzia nu există (poate a fost ștearsă).",
    textTooLong: `Răspunsul poate avea cel mult ${REVIEW_REPLY_MAX_LENGTH} de caractere.`,
    invalid: (field) => `Câmpul „${field}” nu este valid.`,
  },
  en: {
    notFound: "No such review (it may have been deleted).",
    textTooLong: `The reply can have at most ${REVIEW_REPLY_MAX_LENGTH} characters.`,
    invalid: (field) => `The field "${field}" is not valid.`,
  },
};

const reviewId = z.coerce.number().int().positive().max(2_147_483_647);

export function adminReviewRoutes({
  moderation,
  settings,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  moderation: ReviewModeration;
  settings: StoreSettings;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const guard = requireStaff({ sessions, baseUrl }, "reviews.moderate");
  const sizeLimit = bodyLimit({ maxSize: ADMIN_BODY_LIMIT, onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge) });
  const text = (c: Context) => MESSAGES[shopperLanguage(c)];
  const describe = (c: Context) => (problem: string, field: string) =>
    problem === "too_long" ? text(c).textTooLong : text(c).invalid(field);
  const idOf = (c: Context) => {
    const parsed = reviewId.safeParse(c.req.param("id"));
    return parsed.success ? parsed.data : 0;
  };
  const answer = (c: Context, outcome: ModerationOutcome) =>
    outcome.kind === "not_found" ? adminFailure(c, 404, text(c).notFound) : c.json({ changed: outcome.changed, review: outcome.review });

  app.get(`${ADMIN_API}/reviews`, guard, async (c) => {
    const filter = readReviewFilter(new URL(c.req.url).searchParams);
    const page = await moderation.list(filter, shopperLanguage(c));
    return c.json({ ...page, page: filter.page, pageSize: ADMIN_REVIEWS_PAGE_SIZE });
  });

  for (const step of ["publish", "hide", "delete"] as const) {
    app.post(`${ADMIN_API}/reviews/:id/${step}`, guard, async (c) =>
      answer(c, await moderation[step](idOf(c), staffActor(c, trustProxyHops), shopperLanguage(c))),
    );
  }

  app.post(`${ADMIN_API}/reviews/:id/reply`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, reviewReplySchema, describe(c));
    if (!body.ok) return body.response;
    return answer(c, await moderation.reply(idOf(c), body.value.text, staffActor(c, trustProxyHops), shopperLanguage(c)));
  });

  app.get(`${ADMIN_API}/settings/reviews`, guard, async (c) => c.json({ holdUnverified: await settings.get("reviews.holdUnverified") }));

  app.post(`${ADMIN_API}/settings/reviews`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, reviewSettingsSchema, describe(c));
    if (!body.ok) return body.response;
    return c.json({
      holdUnverified: await settings.set("reviews.holdUnverified", body.value.holdUnverified, staffActor(c, trustProxyHops)),
    });
  });

  return app;
}
