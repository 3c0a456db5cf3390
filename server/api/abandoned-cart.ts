/**
 * POST /api/checkout/abandoned-cart {checkoutId, email, language?, lines, shippingServiceId?, acceptsMarketing?} → {saved: true}:
 * the checkout's snapshot once the shopper has typed a valid email (issue 46 item 1, decision 0115). The same
 * `checkoutId` replaces its snapshot and moves its reminders not yet sent; whether any is sent is decided at send time
 * from the address's consent. Limited per client before the body is read.
 */
import { Hono } from "hono";
import { ABANDONED_CART_PATH, checkoutSnapshotAnswerSchema, checkoutSnapshotBodySchema } from "#domain/abandoned-checkout";
import type { AbandonedCheckouts } from "#server/commerce/retention/module";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { sizeLimit } from "#server/http/kit/size-limit";
import type { RequestVariables } from "#server/http/request-logging";
import { shopperLanguage } from "#server/http/shopper-language";
import { ABANDONED_CART_MESSAGES, describeAbandonedCartBodyIssue } from "#server/messages/abandoned-cart";
import { SHOPPER_BODY_LIMIT } from "#server/messages/request";
import { clientAddress } from "#server/limits/rate-limit";
import { methodNotAllowed, perClientLimit, type ClientLimiting } from "./orders-http.ts";

// The checkout sends one when the email is typed and again when the cart or the delivery changes after it.
export const ABANDONED_CART_REQUESTS_PER_MINUTE = 20;

/**
 * Checkouts one client may start in an hour (decision 0133): a shopper starts one per tab and one after each order; a
 * family or an office behind one address a few more. The 20 a minute above let one script start 1,200 an hour, each
 * planning three emails.
 */
export const NEW_CHECKOUTS_PER_CLIENT = { limit: 10, windowMs: 60 * 60_000 } as const;

export interface AbandonedCartRoutesOptions extends ClientLimiting {
  abandonedCheckouts: Pick<AbandonedCheckouts, "record" | "starts">;
}

type Env = { Variables: RequestVariables };

const describeField: FieldDescriber = ({ field, issue, missing }, c) =>
  describeAbandonedCartBodyIssue(shopperLanguage(c), field, issue, missing);

export function abandonedCartRoutes({ abandonedCheckouts, ...limiting }: AbandonedCartRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();
  const newCheckouts = limiting.rateLimits.limiter({ bucket: "checkout.abandoned-cart.started", ...NEW_CHECKOUTS_PER_CLIENT });

  app.post(
    ABANDONED_CART_PATH,
    contract({
      summary: "Keep the checkout's cart once its email is typed, for the abandoned-checkout reminders",
      description:
        "One snapshot per `checkoutId` (the browser's random id of the checkout): a later one replaces it and moves the " +
        "reminders not yet sent to its time. A new checkout of an address replaces the address's other checkouts not ordered " +
        "and cancels their reminders not yet sent; one client may start 10 checkouts an hour (429 `too_many_checkouts` after). " +
        "Up to three reminders follow if no order is placed from the address, and only " +
        "to an address with newsletter consent or an existing customer (decision 0115). `acceptsMarketing` is kept, not " +
        "taken as consent. An order from the address cancels them; a checkout idle for 30 days is deleted.",
      tags: ["Checkout"],
      responses: { 200: { description: "Kept.", schema: checkoutSnapshotAnswerSchema } },
      problems: [400, 413, 429],
      examples: [{ name: "no email", body: { checkoutId: "0123456789abcdef", lines: [] }, status: 400 }],
    }),
    perClientLimit(limiting, "checkout.abandoned-cart", ABANDONED_CART_REQUESTS_PER_MINUTE),
    sizeLimit(SHOPPER_BODY_LIMIT),
    body(checkoutSnapshotBodySchema, describeField),
    async (c) => {
      const snapshot = c.req.valid("json");
      const language = snapshot.language ?? shopperLanguage(c);
      // A snapshot of a checkout already kept is the same shopper going on: only a new checkout is counted.
      if (await abandonedCheckouts.starts(snapshot.checkoutId)) {
        const decision = await newCheckouts.take(clientAddress(c, limiting.trustProxyHops));
        if (!decision.allowed) {
          c.header("Retry-After", String(decision.retryAfterSeconds));
          const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
          return problem(c, 429, "too_many_checkouts", ABANDONED_CART_MESSAGES[shopperLanguage(c)].tooManyCheckouts(minutes));
        }
      }
      const outcome = await abandonedCheckouts.record({ ...snapshot, language });
      if (outcome.kind === "unknown_variant") {
        const field = `lines.${outcome.index}.variantId`;
        const message = ABANDONED_CART_MESSAGES[language].variantUnknown(outcome.index);
        return problem(c, 400, "variant_unknown", message, { field, fields: { [field]: message } });
      }
      return c.json({ saved: true as const });
    },
  );

  app.all(ABANDONED_CART_PATH, methodNotAllowed());

  return app;
}
