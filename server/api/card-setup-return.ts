/**
 * `GET /subscriptions/card-setup/{id}`: where the provider's card page sends the shopper back (decision 0045). The
 * store asks the provider what happened, applies it once, and sends the shopper on to the subscription's page
 * (`?card=saved|cancelled|pending`). The id is an unguessable capability that names one setup; an unknown one
 * answers 404 in the shopper's language.
 */
import { Hono } from "hono";
import { CARD_SETUP_RETURN_PATH, type SubscriptionCardSetups } from "#server/commerce/subscriptions/module";
import { shopperLanguage } from "#server/http/shopper-language";
import { SUBSCRIPTION_LINK_MESSAGES } from "#server/messages/subscriptions";

export function cardSetupReturnRoutes({ cardSetups }: { cardSetups: Pick<SubscriptionCardSetups, "finish"> }): Hono {
  const app = new Hono();
  app.get(`${CARD_SETUP_RETURN_PATH}/:id`, async (c) => {
    const next = await cardSetups.finish(c.req.param("id"));
    // The URL is a capability: kept out of caches and of the next page's Referer.
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    if (!next) return c.text(SUBSCRIPTION_LINK_MESSAGES[shopperLanguage(c)].cardSetupUnknown, 404);
    return c.redirect(next, 303);
  });
  return app;
}
