/**
 * Reviews moderation and the owner's settings for it (issue 17 item 4), JSON under /api/admin, for
 * members allowed `reviews.moderate`, each change audited (docs/api.md "Store admin: reviews"):
 *
 * - POST /reviews/:id/publish | /hide | /delete → {changed, review} (null once deleted)
 * - POST /reviews/:id/reply {text} → {changed, review}; empty text removes the reply
 * - POST /settings/reviews {holdUnverified} → {holdUnverified}
 *
 * The page reads the queue and the setting through its loader.
 */
import { taggedContract } from "../route-kit.ts";
import { type Context } from "hono";
import { reviewChangeSchema, reviewReplySchema, reviewSettingsSchema } from "#domain/admin/reviews";
import type { ModerationOutcome, ReviewModeration } from "#server/commerce/reviews/module";
import type { StoreSettings } from "#server/commerce/settings/module";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_REVIEW_MESSAGES } from "#server/messages/admin/reviews";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteModule } from "./door.ts";
import { rowIdParam } from "#server/http/kit/row-id";
import { staffActor } from "./http.ts";

const described = taggedContract(["Admin: reviews"]);

const STEPS = {
  publish: "Publish a review (it counts in the product's rating)",
  hide: "Hide a review from the product page",
  delete: "Delete a review",
} as const;

export const adminReviewRoutes = adminRouteModule<{ moderation: ReviewModeration; settings: StoreSettings }>(
  (app, { moderation, settings, door, trustProxyHops }) => {
    const moderator = door.permit("reviews.moderate");
    const sizeLimit = adminBodyLimit();
    const text = (c: Context) => ADMIN_REVIEW_MESSAGES[shopperLanguage(c)];
    const describeField: FieldDescriber = ({ problem: name, field }, c) =>
      name === "too_long" ? text(c).textTooLong : text(c).invalid(field);
    const answer = (c: Context, outcome: ModerationOutcome) =>
      outcome.kind === "not_found"
        ? problem(c, 404, "not_found", text(c).notFound)
        : c.json({ changed: outcome.changed, review: outcome.review });
    const changed = {
      200: { description: "The review as it is now (null once deleted), and whether anything changed.", schema: reviewChangeSchema },
    };

    for (const [step, summary] of Object.entries(STEPS) as [keyof typeof STEPS, string][]) {
      app.post(
        `${ADMIN_API}/reviews/:id/${step}`,
        described({
          summary,
          responses: changed,
          problems: [404],
          examples: [{ name: "an unknown review", params: { id: "0" }, status: 404 }],
        }),
        moderator,
        async (c) => answer(c, await moderation[step](rowIdParam(c), staffActor(c, trustProxyHops), shopperLanguage(c))),
      );
    }

    app.post(
      `${ADMIN_API}/reviews/:id/reply`,
      described({
        summary: "Write the store's reply under a review (empty text removes it)",
        responses: changed,
        problems: [400, 404, 413],
        examples: [
          { name: "a reply that is not text", params: { id: "1" }, body: { text: 5 }, status: 400 },
          { name: "an unknown review", params: { id: "0" }, body: { text: "Mulțumim!" }, status: 404 },
        ],
      }),
      moderator,
      sizeLimit,
      body(reviewReplySchema, describeField),
      async (c) =>
        answer(c, await moderation.reply(rowIdParam(c), c.req.valid("json").text, staffActor(c, trustProxyHops), shopperLanguage(c))),
    );

    app.post(
      `${ADMIN_API}/settings/reviews`,
      described({
        summary: "Hold reviews from shoppers who did not buy the product until a member publishes them",
        responses: { 200: { description: "The setting as saved.", schema: reviewSettingsSchema } },
        problems: [400, 413],
        examples: [{ name: "a setting that is not true or false", body: { holdUnverified: "yes" }, status: 400 }],
      }),
      moderator,
      sizeLimit,
      body(reviewSettingsSchema, describeField),
      async (c) =>
        c.json({
          holdUnverified: await settings.set("reviews.holdUnverified", c.req.valid("json").holdUnverified, staffActor(c, trustProxyHops)),
        }),
    );
  },
);
