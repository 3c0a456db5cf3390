/**
 * POST /api/back-in-stock {variantId, email, acceptsMarketing?} → {requested: true, alreadyWaiting, message}: the
 * product page's request to be told once when a sold-out variant is back (issue 46 item 2, decision 0111), in the
 * shopper's language. Asking again while waiting is the same request; the separate tick records newsletter consent.
 * Limited per client before the body is read.
 */
import { Hono } from "hono";
import { BACK_IN_STOCK_PATH, backInStockAnswerSchema, backInStockBodySchema } from "#domain/back-in-stock";
import type { BackInStock } from "#server/commerce/catalog/module";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { sizeLimit } from "#server/http/kit/size-limit";
import type { RequestVariables } from "#server/http/request-logging";
import { shopperLanguage } from "#server/http/shopper-language";
import { BACK_IN_STOCK_MESSAGES, describeBackInStockBodyIssue } from "#server/messages/back-in-stock";
import { SHOPPER_BODY_LIMIT } from "#server/messages/request";
import { methodNotAllowed, perClientLimit, type ClientLimiting } from "./orders-http.ts";

// A shopper asks for a variant or two; a script collecting addresses or filling inboxes does not fit.
export const BACK_IN_STOCK_REQUESTS_PER_MINUTE = 5;

export interface BackInStockRoutesOptions extends ClientLimiting {
  backInStock: Pick<BackInStock, "request">;
}

type Env = { Variables: RequestVariables };

const describeField: FieldDescriber = ({ field, issue, missing }, c) =>
  describeBackInStockBodyIssue(shopperLanguage(c), field, issue, missing);

export function backInStockRoutes({ backInStock, ...limiting }: BackInStockRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();

  app.post(
    BACK_IN_STOCK_PATH,
    contract({
      summary: "Ask to be told when a sold-out variant is back",
      description:
        "One service notice, mailed once when the variant is for sale again; requests are served first come, in batches " +
        "as large as the stock (decision 0111). The same address for the same variant while it waits is one request " +
        "(`alreadyWaiting`). `acceptsMarketing: true` (a separate, optional tick) also puts the address on the newsletter.",
      tags: ["Catalogue"],
      responses: { 200: { description: "Requested, or already waiting.", schema: backInStockAnswerSchema } },
      problems: [400, 404, 409, 413, 429],
      examples: [{ name: "no email", body: { variantId: "gid://shopify/ProductVariant/1" }, status: 400 }],
    }),
    perClientLimit(limiting, "back-in-stock.request", BACK_IN_STOCK_REQUESTS_PER_MINUTE),
    sizeLimit(SHOPPER_BODY_LIMIT),
    body(backInStockBodySchema, describeField),
    async (c) => {
      const language = shopperLanguage(c);
      const messages = BACK_IN_STOCK_MESSAGES[language];
      const { variantId, email, acceptsMarketing } = c.req.valid("json");
      const outcome = await backInStock.request({ variantId, email, language, acceptsMarketing });
      if (outcome.kind === "unknown_variant") return problem(c, 404, "variant_unknown", messages.variantUnknown, { field: "variantId" });
      if (outcome.kind === "in_stock") return problem(c, 409, "variant_in_stock", messages.inStock, { field: "variantId" });
      const alreadyWaiting = outcome.kind === "already_waiting";
      return c.json({
        requested: true as const,
        alreadyWaiting,
        message: alreadyWaiting ? messages.alreadyWaiting(email) : messages.requested(email),
      });
    },
  );

  app.all(BACK_IN_STOCK_PATH, methodNotAllowed());

  return app;
}
