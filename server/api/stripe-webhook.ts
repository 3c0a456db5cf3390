/**
 * POST /api/webhooks/stripe: Stripe's notifications of Checkout Sessions. The body is read raw, because
 * the signature (`Stripe-Signature`, checked against STRIPE_WEBHOOK_SECRET) covers its exact bytes; an
 * event whose signature does not hold answers 400 and changes nothing. Anything else that fails answers
 * 500, so Stripe sends the event again later; applying one twice changes nothing.
 */
import { Hono } from "hono";
import { sizeLimit } from "#server/http/kit/size-limit";
import { z } from "zod";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import type { PaymentService } from "#server/commerce/payments/module";
import { WebhookSignatureError } from "#server/commerce/payments/module";
import type { SubscriptionCardSetups } from "#server/commerce/subscriptions/module";
import type { RequestVariables } from "#server/http/request-logging";
import { postOnly } from "./orders-http.ts";

export const STRIPE_WEBHOOK_PATH = "/api/webhooks/stripe";

/** Stripe's events are a few kilobytes; this is far above any of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const receivedSchema = z.object({
  received: z.literal(true),
  handled: z.string().describe("What the store did with the event: `applied`, `ignored`, or what the payment service names."),
});

type Env = { Variables: RequestVariables };

export function stripeWebhookRoutes({
  payments,
  cardSetups,
}: {
  payments: PaymentService;
  cardSetups: Pick<SubscriptionCardSetups, "finish">;
}): Hono<Env> {
  const app = new Hono<Env>();
  app.post(
    STRIPE_WEBHOOK_PATH,
    contract({
      summary: "Stripe's notifications of Checkout Sessions",
      description:
        "The body is Stripe's signed event, read raw: `Stripe-Signature` covers its exact bytes (STRIPE_WEBHOOK_SECRET). " +
        "A signature that does not hold answers 400 and changes nothing; any other failure 500, so Stripe sends the event again.",
      tags: ["Payments"],
      responses: { 200: { description: "The event was received.", schema: receivedSchema } },
      problems: [400, 413, 500],
    }),
    sizeLimit(WEBHOOK_BODY_LIMIT, () => "Payload too large"),
    async (c) => {
      const rawBody = await c.req.text();
      try {
        const about = await payments.stripeWebhook(rawBody, c.req.header("Stripe-Signature"));
        // A card given on a setup page whose shopper never came back to the store is applied all the same.
        const handled = typeof about === "string" ? about : (await cardSetups.finish(about.cardSetupId)) ? "applied" : "ignored";
        return c.json({ received: true as const, handled });
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          c.var.log.warn({ reason: error.message }, "Stripe webhook with a signature that does not hold");
          return problem(c, 400, "invalid_signature", "Invalid signature");
        }
        c.var.log.error({ err: error }, "Stripe webhook could not be applied; Stripe will send it again");
        return problem(c, 500, "not_applied", "Not applied, send again");
      }
    },
  );
  app.all(STRIPE_WEBHOOK_PATH, postOnly);
  return app;
}
