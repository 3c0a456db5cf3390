/**
 * `POST /api/withdrawals {orderNumber, email, bankAccount?}`: the legal "withdraw from the contract here" function
 * (OUG 34/2014; online from 19 June 2026), for guests and customers alike, proven like order tracking by the order's
 * number and email. It asks only what the law allows (which order, and where to send cash-on-delivery money back),
 * answers 201 with the withdrawal and acknowledges it by email at once. An unknown number and another email answer
 * the same 404, and attempts are limited per client, as for order tracking.
 *
 * `GET /api/withdrawal-links/{token}`: the withdrawal a guest's email links to (decision 0075). The signed token is the
 * only proof and names that one withdrawal; a forged or expired one answers 404 with the way to the order again.
 */
import { taggedContract } from "./route-kit.ts";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { withdrawalAnswerSchema } from "#domain/order-schemas";
import { problem } from "#server/http/kit/problem";
import type { FieldDescriber } from "#server/http/kit/read-body";
import { normaliseEmail } from "#domain/email";
import type { CustomerReturns, WithdrawalLinks } from "#server/commerce/returns/module";
import { shopperLanguage } from "#server/http/shopper-language";
import type { RequestVariables } from "#server/http/request-logging";
import { RETURN_REFUSAL_MESSAGES } from "./account-returns.ts";
import { orderMessages, postOnly, type ClientLimiting, orderRequest, signedLinkRoute, UNKNOWN_ORDER_EXAMPLE } from "./orders-http.ts";

export const WITHDRAWALS_PATH = "/api/withdrawals";
export const WITHDRAWALS_PER_MINUTE = 10;
export const WITHDRAWAL_LINKS_PATH = "/api/withdrawal-links";

/** The withdrawal's own sentences where the account's return refusals would say it for an account's order. */
const WITHDRAWAL_SENTENCES: Partial<Record<string, "withdrawalOrderNotFound" | "withdrawalWindowClosed" | "withdrawalAlreadyReturned">> = {
  order_not_found: "withdrawalOrderNotFound",
  window_closed: "withdrawalWindowClosed",
  too_many_units: "withdrawalAlreadyReturned",
};

const bodySchema = z.object({
  orderNumber: z.number().int().positive().max(2_147_483_647),
  email: z.email().max(254).transform(normaliseEmail),
  bankAccount: z.object({ iban: z.string().max(64), accountHolder: z.string().max(120) }).optional(),
});

type Env = { Variables: RequestVariables };

const described = taggedContract(["Orders"]);

/** Any wrong field is the return refusals' "cannot be read": the form has no field of its own to mark. */
const unreadableRequest: FieldDescriber = (_issue, c) => RETURN_REFUSAL_MESSAGES[shopperLanguage(c)].invalid_request;

export function withdrawalRoutes({
  returns,
  links,
  ...limiting
}: { returns: Pick<CustomerReturns, "withdraw" | "withdrawalByLink">; links: Pick<WithdrawalLinks, "read"> } & ClientLimiting): Hono<Env> {
  const app = new Hono<Env>();
  const refuse = (c: Context, code: keyof (typeof RETURN_REFUSAL_MESSAGES)["ro"], field: string) => {
    const own = WITHDRAWAL_SENTENCES[code];
    const error = own ? orderMessages(c)[own] : RETURN_REFUSAL_MESSAGES[shopperLanguage(c)][code];
    return problem(c, code === "order_not_found" ? 404 : 422, code, error, { field });
  };

  app.post(
    WITHDRAWALS_PATH,
    described({
      summary: "Withdraw from the contract (OUG 34/2014)",
      description:
        "For guests and customers alike, proven by the order's number and email; `bankAccount` only where cash on delivery " +
        "must be sent back. Acknowledged by email at once. An unknown number and another email answer the same 404.",
      responses: { 201: { description: "The withdrawal made.", schema: withdrawalAnswerSchema } },
      problems: [400, 404, 413, 422, 429],
      examples: [UNKNOWN_ORDER_EXAMPLE, { name: "no email", body: { orderNumber: 1001 }, status: 400 }],
    }),
    ...orderRequest(limiting, "withdrawals", WITHDRAWALS_PER_MINUTE, bodySchema, unreadableRequest),
    async (c) => {
      const { orderNumber, email, bankAccount } = c.req.valid("json");
      const outcome = await returns.withdraw({ orderNumber, email }, bankAccount, shopperLanguage(c));
      if (outcome.ok) return c.json({ success: true as const, return: outcome.value }, 201);
      return refuse(c, outcome.reason, outcome.field);
    },
  );

  app.all(WITHDRAWALS_PATH, postOnly);

  signedLinkRoute(app, limiting, {
    path: WITHDRAWAL_LINKS_PATH,
    bucket: "withdrawal-links",
    summary: "The withdrawal a guest's email links to",
    description: "The signed token names one withdrawal (decision 0075); a forged or expired one answers 404.",
    answer: { description: "The withdrawal.", schema: withdrawalAnswerSchema },
    read: (token) => links.read(token),
    find: (returnId) => returns.withdrawalByLink(returnId),
    gone: (c) => orderMessages(c).withdrawalLinkGone,
    open: (c, withdrawal) => c.json({ success: true as const, return: withdrawal }),
  });
  return app;
}
