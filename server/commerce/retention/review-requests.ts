/**
 * The review-request flow (issue 46 item 3): an order delivered plans one email per order, due the owner's number
 * of days later (default 10), listing its products with one link per star; an order cancelled or refunded whole
 * before it goes cancels it. The products are kept on the planned row, so the email needs no other module to send.
 */
import { LANGUAGE_QUERY_PARAM } from "#domain/locale";
import { REVIEW_RATING_PARAM, STAR_VALUES, type StarValue } from "#domain/review-rating";
import type { Database } from "#server/db/client";
import type { EventHandler } from "#server/commerce/shared/domain-events";
import { renderReviewRequest } from "#server/mail/review-request";
import { flowRenderer, type FlowMessages } from "./flow-messages.ts";
import { cancelWhenOrderUndone, planOrderMessage, planWhenOrderDelivered } from "./order-flows.ts";

const DAY_MS = 24 * 60 * 60_000;

/** What a review request keeps of its order. */
interface ReviewRequestContent {
  orderNumber: number;
  products: { handle: string; title: string }[];
}

/** The order's facts the platform reads for the flow (the orders module's). */
export type ReviewRequestFactsOf = (
  tx: Database,
  orderId: number,
) => Promise<{ email: string; language: "ro" | "en"; orderNumber: number; products: { handle: string; title: string }[] } | null>;

/** The product page with the review form opened at `stars`. */
export function reviewFormPath(handle: string, stars: StarValue, language: "ro" | "en"): string {
  const query = new URLSearchParams({ [REVIEW_RATING_PARAM]: String(stars) });
  if (language === "en") query.set(LANGUAGE_QUERY_PARAM, "en");
  return `/products/${encodeURIComponent(handle)}?${query.toString()}`;
}

export const renderReviewRequestMessage = flowRenderer(renderReviewRequest, (content: ReviewRequestContent, message, clickUrl) => ({
  orderNumber: content.orderNumber,
  products: content.products.map((product) => ({
    title: product.title,
    starUrls: Object.fromEntries(
      STAR_VALUES.map((stars) => [stars, clickUrl(reviewFormPath(product.handle, stars, message.language))]),
    ) as Record<StarValue, string>,
  })),
}));

export function reviewRequestHandlers({
  messages,
  factsOf,
}: {
  messages: Pick<FlowMessages, "plan" | "cancel" | "settings">;
  factsOf: ReviewRequestFactsOf;
}): EventHandler[] {
  const plan = planWhenOrderDelivered("retention.plan-review-request", async (tx, orderId, deliveredAt) => {
    const facts = await factsOf(tx, orderId);
    if (!facts || facts.products.length === 0) return;
    const { flows } = await messages.settings.get(tx);
    const content: ReviewRequestContent = { orderNumber: facts.orderNumber, products: facts.products };
    await planOrderMessage(messages, tx, {
      flow: "review_request",
      orderId,
      placedBy: facts,
      content,
      // From the delivery itself, not from when this handler happened to run.
      dueAt: new Date(deliveredAt.getTime() + flows.review_request.delayDays * DAY_MS),
    });
  });
  return [plan, cancelWhenOrderUndone("retention.cancel-review-request", "review_request", messages)];
}
