/**
 * POST /api/finder-result {email, products, acceptsMarketing?} → {sent: true, message}: the supplement finder's result
 * by email (issue 68 item 5, decision 0159), in the shopper's language. The body names the recommended products only:
 * the quiz is scored in the browser and its answers are never sent. The separate tick records newsletter consent.
 * Limited per client before the body is read.
 */
import { Hono } from "hono";
import { FINDER_RESULT_API_PATH } from "#domain/finder-quiz";
import { finderResultAnswerSchema, finderResultBodySchema } from "#domain/finder-quiz-schema";
import type { FinderService } from "#server/commerce/content/module";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { sizeLimit } from "#server/http/kit/size-limit";
import type { RequestVariables } from "#server/http/request-logging";
import { shopperLanguage } from "#server/http/shopper-language";
import { describeFinderResultIssue, FINDER_RESULT_MESSAGES } from "#server/messages/finder";
import { SHOPPER_BODY_LIMIT } from "#server/messages/request";
import { methodNotAllowed, perClientLimit, type ClientLimiting } from "./orders-http.ts";

// A shopper asks for their result once or twice; a script filling someone's inbox does not fit.
export const FINDER_RESULTS_PER_MINUTE = 5;

export interface FinderRoutesOptions extends ClientLimiting {
  finder: Pick<FinderService, "sendResult">;
}

type Env = { Variables: RequestVariables };

const describeField: FieldDescriber = ({ field, issue, missing }, c) =>
  describeFinderResultIssue(shopperLanguage(c), field, issue, missing);

export function finderRoutes({ finder, ...limiting }: FinderRoutesOptions): Hono<Env> {
  const app = new Hono<Env>();

  app.post(
    FINDER_RESULT_API_PATH,
    contract({
      summary: "Email the supplement finder's result",
      description:
        "One service email listing the recommended products (decision 0159). The body carries the products only, never " +
        "the quiz's answers, which stay in the browser (GDPR art. 9). `acceptsMarketing: true` (a separate, optional tick) " +
        "also puts the address on the newsletter.",
      tags: ["Catalogue"],
      responses: { 200: { description: "Sent.", schema: finderResultAnswerSchema } },
      problems: [400, 404, 413, 429],
      examples: [
        { name: "no email", body: { products: ["pco-well"] }, status: 400 },
        { name: "no products", body: { email: "ana@example.ro", products: [] }, status: 400 },
      ],
    }),
    perClientLimit(limiting, "finder.result", FINDER_RESULTS_PER_MINUTE),
    sizeLimit(SHOPPER_BODY_LIMIT),
    body(finderResultBodySchema, describeField),
    async (c) => {
      const language = shopperLanguage(c);
      const messages = FINDER_RESULT_MESSAGES[language];
      const { email, products, acceptsMarketing } = c.req.valid("json");
      const outcome = await finder.sendResult({ email, products, acceptsMarketing, language });
      if (outcome.kind === "unknownProduct")
        return problem(c, 404, "product_unknown", messages.productUnknown(outcome.product), { field: "products" });
      return c.json({ sent: true as const, message: messages.sent(email) });
    },
  );

  app.all(FINDER_RESULT_API_PATH, methodNotAllowed());

  return app;
}
