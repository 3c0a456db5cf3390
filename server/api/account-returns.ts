/**
 * The signed-in customer's returns (issue 19 items 1 and 2), behind the same Bearer check as the rest of
 * /api/account (docs/api.md "Returns"):
 *
 * - GET  /api/account/returns/eligible → {orders}: what may still be sent back, line by line
 * - POST /api/account/returns/quote    → {quote}: what a request would give back, decided by the server
 * - POST /api/account/returns          → 201 {return}
 * - GET  /api/account/returns          → {returns}, the newest first
 * - GET  /api/account/returns/{id}     → {return}
 * - POST /api/account/returns/{id}/cancel → {return}, while it waits for the store's decision
 *
 * Refusals are `{success: false, reason, field, error}` in the customer's language; nothing changes.
 */
import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ReturnRefusal, ReturnRequestBody } from "#domain/customer-returns";
import type { Language } from "#domain/locale";
import { returnRequestSchema } from "#domain/return-request-schema";
import type { CustomerReturns } from "#server/commerce/orders/returns/customer-returns";
import type { CustomerSessions } from "#server/commerce/customers/sessions";
import { readJsonObject } from "#server/http/json-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { requireSession, type AccountEnv } from "./account-session.ts";
import { accountBodyLimit } from "./auth-http.ts";

export const ACCOUNT_RETURNS_PATH = "/api/account/returns";

export const RETURN_REFUSAL_MESSAGES: Record<Language, Record<ReturnRefusal, string>> = {
  ro: {
    invalid_request: "Cererea nu poate fi citită. Verifică produsele alese și încearcă din nou.",
    order_not_found: "Nu am găsit această comandă în contul tău.",
    not_received: "Comanda nu a ajuns încă la tine. O poți returna după ce o primești.",
    window_closed: "Au trecut cele 30 de zile de la livrare: comanda nu mai poate fi returnată.",
    line_not_found: "Produsul ales nu face parte din această comandă.",
    too_many_units: "Ai ales mai multe bucăți decât mai poți returna din acest produs.",
    details_required: "Spune-ne ce s-a întâmplat: pentru acest motiv avem nevoie de detalii.",
    bank_account_required: "Pentru o comandă plătită la livrare, scrie IBAN-ul în care îți trimitem banii.",
    iban_invalid: "IBAN-ul nu este corect. Verifică-l: are 24 de caractere pentru un cont din România.",
    account_holder_required: "Scrie numele titularului contului.",
    not_cancellable: "Returul nu mai poate fi anulat: magazinul a răspuns deja cererii.",
    return_not_found: "Nu am găsit acest retur în contul tău.",
  },
  en: {
    invalid_request: "The request could not be read. Check the products you chose and try again.",
    order_not_found: "We could not find this order in your account.",
    not_received: "The order has not reached you yet. You can return it once it arrives.",
    window_closed: "The 30 days since delivery have passed: this order can no longer be returned.",
    line_not_found: "The chosen product is not part of this order.",
    too_many_units: "You chose more units than you can still return of this product.",
    details_required: "Tell us what happened: we need the details for this reason.",
    bank_account_required: "For an order paid on delivery, enter the IBAN we send the money to.",
    iban_invalid: "The IBAN is not valid. Check it: a Romanian account's has 24 characters.",
    account_holder_required: "Enter the account holder's name.",
    not_cancellable: "The return can no longer be cancelled: the store has already answered it.",
    return_not_found: "We could not find this return in your account.",
  },
};

const STATUS: Partial<Record<ReturnRefusal, ContentfulStatusCode>> = {
  invalid_request: 400,
  order_not_found: 404,
  return_not_found: 404,
  not_cancellable: 409,
};

function refuse(c: Context, reason: ReturnRefusal, field: string): Response {
  return c.json({ success: false, reason, field, error: RETURN_REFUSAL_MESSAGES[shopperLanguage(c)][reason] }, STATUS[reason] ?? 422);
}

async function readRequest(c: Context): Promise<{ ok: true; body: ReturnRequestBody } | { ok: false; response: Response }> {
  const raw = await readJsonObject(c);
  const parsed = raw.ok ? returnRequestSchema.safeParse(raw.value) : null;
  if (!parsed?.success) return { ok: false, response: refuse(c, "invalid_request", parsed?.error.issues[0]?.path.join(".") || "body") };
  return { ok: true, body: parsed.data };
}

const idFrom = (value: string) => (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

export function accountReturnRoutes({ returns, sessions }: { returns: CustomerReturns; sessions: CustomerSessions }): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  app.use(ACCOUNT_RETURNS_PATH, requireSession(sessions));
  app.use(`${ACCOUNT_RETURNS_PATH}/*`, requireSession(sessions));
  const customer = (c: { var: AccountEnv["Variables"] }) => c.var.session.customer;

  app.get(`${ACCOUNT_RETURNS_PATH}/eligible`, async (c) => c.json({ success: true, orders: await returns.eligibleOrders(customer(c)) }));

  app.post(`${ACCOUNT_RETURNS_PATH}/quote`, accountBodyLimit(), async (c) => {
    const read = await readRequest(c);
    if (!read.ok) return read.response;
    const quoted = await returns.quote(customer(c), read.body);
    return quoted.ok ? c.json({ success: true, quote: quoted.value }) : refuse(c, quoted.reason, quoted.field);
  });

  app.get(ACCOUNT_RETURNS_PATH, async (c) => c.json({ success: true, returns: await returns.list(customer(c)) }));

  app.post(ACCOUNT_RETURNS_PATH, accountBodyLimit(), async (c) => {
    const read = await readRequest(c);
    if (!read.ok) return read.response;
    const made = await returns.request(customer(c), read.body, shopperLanguage(c));
    return made.ok ? c.json({ success: true, return: made.value }, 201) : refuse(c, made.reason, made.field);
  });

  app.get(`${ACCOUNT_RETURNS_PATH}/:id`, async (c) => {
    const id = idFrom(c.req.param("id"));
    const found = id === null ? null : await returns.get(customer(c), id);
    return found ? c.json({ success: true, return: found }) : refuse(c, "return_not_found", "id");
  });

  app.post(`${ACCOUNT_RETURNS_PATH}/:id/cancel`, async (c) => {
    const id = idFrom(c.req.param("id"));
    if (id === null) return refuse(c, "return_not_found", "id");
    const cancelled = await returns.cancel(customer(c), id, shopperLanguage(c));
    return cancelled.ok ? c.json({ success: true, return: cancelled.value }) : refuse(c, cancelled.reason, cancelled.field);
  });

  return app;
}
