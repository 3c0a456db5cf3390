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
import { Hono, type Context } from "hono";
import { z } from "zod";
import { normaliseEmail } from "#domain/email";
import type { CustomerReturns } from "#server/commerce/returns/customer-returns";
import type { WithdrawalLinks } from "#server/commerce/returns/withdrawal-links";
import { shopperLanguage } from "#server/http/shopper-language";
import type { RequestVariables } from "#server/http/request-logging";
import { RETURN_REFUSAL_MESSAGES } from "./account-returns.ts";
import { orderBodyLimit, perClientLimit, postOnly, readOrderBody, type ClientLimiting } from "./orders-http.ts";

export const WITHDRAWALS_PATH = "/api/withdrawals";
export const WITHDRAWALS_PER_MINUTE = 10;
export const WITHDRAWAL_LINKS_PATH = "/api/withdrawal-links";
/** A page read and a reload or two; a script guessing tokens is stopped. */
export const WITHDRAWAL_LINK_READS_PER_MINUTE = 30;

const LINK_GONE = {
  ro: "Linkul a expirat sau nu este valid. Vezi comanda și retragerea la „Urmărește comanda”, cu numărul comenzii și e-mailul tău.",
  en: "This link has expired or is not valid. See the order and its withdrawal under “Track your order”, with the order number and your email.",
} as const;

const WITHDRAWAL_MESSAGES = {
  ro: {
    order_not_found: "Nu am găsit o comandă cu acest număr și acest e-mail.",
    window_closed: "Au trecut cele 14 zile de la primirea comenzii în care te poți retrage din contract. Ne poți scrie pentru un retur.",
    too_many_units: "Produsele acestei comenzi sunt deja într-un retur.",
  },
  en: {
    order_not_found: "We could not find an order with this number and this email.",
    window_closed:
      "The 14 days after receiving the order in which you can withdraw from the contract have passed. You can write to us about a return.",
    too_many_units: "This order's products are already in a return.",
  },
} as const;

const bodySchema = z.object({
  orderNumber: z.number().int().positive().max(2_147_483_647),
  email: z.email().max(254).transform(normaliseEmail),
  bankAccount: z.object({ iban: z.string().max(64), accountHolder: z.string().max(120) }).optional(),
});

type Env = { Variables: RequestVariables };

export function withdrawalRoutes({
  returns,
  links,
  ...limiting
}: { returns: Pick<CustomerReturns, "withdraw" | "withdrawalByLink">; links: Pick<WithdrawalLinks, "read"> } & ClientLimiting): Hono<Env> {
  const app = new Hono<Env>();
  const refuse = (c: Context, reason: keyof (typeof RETURN_REFUSAL_MESSAGES)["ro"], field: string, status: 400 | 404 | 422) => {
    const language = shopperLanguage(c);
    const own = WITHDRAWAL_MESSAGES[language] as Partial<Record<string, string>>;
    return c.json({ success: false, reason, field, error: own[reason] ?? RETURN_REFUSAL_MESSAGES[language][reason] }, status);
  };

  app.post(WITHDRAWALS_PATH, perClientLimit(limiting, "withdrawals", WITHDRAWALS_PER_MINUTE), orderBodyLimit(), async (c) => {
    c.header("Cache-Control", "no-store");
    const json = await readOrderBody(c);
    if (!json.ok) return json.response;
    const parsed = bodySchema.safeParse(json.value);
    if (!parsed.success) return refuse(c, "invalid_request", parsed.error.issues[0]?.path.join(".") || "body", 400);
    const { orderNumber, email, bankAccount } = parsed.data;
    const outcome = await returns.withdraw({ orderNumber, email }, bankAccount, shopperLanguage(c));
    if (outcome.ok) return c.json({ success: true, return: outcome.value }, 201);
    return refuse(c, outcome.reason, outcome.field, outcome.reason === "order_not_found" ? 404 : 422);
  });

  app.all(WITHDRAWALS_PATH, postOnly);

  app.get(`${WITHDRAWAL_LINKS_PATH}/:token`, perClientLimit(limiting, "withdrawal-links", WITHDRAWAL_LINK_READS_PER_MINUTE), async (c) => {
    // One person's withdrawal: never kept by a shared cache, and the token never sent on as a referrer.
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    const returnId = links.read(c.req.param("token"));
    const withdrawal = returnId === null ? null : await returns.withdrawalByLink(returnId);
    if (!withdrawal) return c.json({ success: false, error: LINK_GONE[shopperLanguage(c)] }, 404);
    return c.json({ success: true, return: withdrawal });
  });
  return app;
}
