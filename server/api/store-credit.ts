/**
 * Store credit's routes (issue 19 item 5, decision 0047):
 *
 * - GET  /api/account/store-credit → {balanceRonMinor, entries}: the signed-in customer's balance and ledger
 * - POST /api/admin/customers/{id}/store-credit {amountRonMinor, reason} → {balanceRonMinor} (`store_credit.adjust`: owner),
 *   a signed adjustment with its reason, audited; a debit below zero is refused and changes nothing.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { STORE_CREDIT_ADJUSTMENT_MAX_RON_MINOR, STORE_CREDIT_REASON_MAX_LENGTH } from "#domain/admin-customers";
import type { CustomerStoreCredit } from "#domain/customer-returns";
import type { Language } from "#domain/locale";
import type { CustomerSessions } from "#server/commerce/customers/sessions";
import type { StoreCredit } from "#server/commerce/payments/store-credit";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
import { requireSession, type AccountEnv } from "./account-session.ts";
import { ADMIN_API } from "./admin-auth.ts";
import {
  ADMIN_BODY_LIMIT,
  adminFailure,
  adminMessages,
  readAdminBody,
  requireStaff,
  staffActor,
  type AdminVariables,
} from "./admin-http.ts";

const MESSAGES: Record<Language, { notFound: string; insufficient: string; amount: string; reason: string }> = {
  ro: {
    notFound: "Clientul nu există.",
    insufficient: "Creditul clientului nu ajunge pentru această scădere.",
    amount: "Scrie suma în lei, diferită de zero (cu minus pentru o scădere), de cel mult 10.000 lei.",
    reason: "Scrie motivul ajustării (cel mult 500 de caractere).",
  },
  en: {
    notFound: "No such customer.",
    insufficient: "The customer's credit is not enough for this debit.",
    amount: "Enter an amount in lei other than zero (negative for a debit), at most 10,000 lei.",
    reason: "Enter the reason for the adjustment (at most 500 characters).",
  },
};

const adjustmentSchema = z.object({
  amountRonMinor: z
    .number({ error: "amount" })
    .int("amount")
    .min(-STORE_CREDIT_ADJUSTMENT_MAX_RON_MINOR, "amount")
    .max(STORE_CREDIT_ADJUSTMENT_MAX_RON_MINOR, "amount")
    .refine((value) => value !== 0, "amount"),
  reason: z.string({ error: "reason" }).trim().min(1, "reason").max(STORE_CREDIT_REASON_MAX_LENGTH, "reason"),
});

export function accountStoreCreditRoutes({
  storeCredit,
  sessions,
}: {
  storeCredit: Pick<StoreCredit, "balance" | "history">;
  sessions: CustomerSessions;
}): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  const path = "/api/account/store-credit";
  app.use(path, requireSession(sessions));
  app.get(path, async (c) => {
    const { id } = c.var.session.customer;
    const [balanceRonMinor, entries] = await Promise.all([storeCredit.balance(id), storeCredit.history(id)]);
    const answer: CustomerStoreCredit = {
      balanceRonMinor,
      entries: entries.map(({ id: entryId, amountRonMinor, kind, returnId, orderNumber, createdAt }) => ({
        id: entryId,
        amountRonMinor,
        kind,
        returnId,
        orderNumber,
        createdAt,
      })),
    };
    return c.json({ success: true, ...answer });
  });
  return app;
}

export function adminStoreCreditRoutes({
  storeCredit,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  storeCredit: Pick<StoreCredit, "adjust">;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const sizeLimit = bodyLimit({ maxSize: ADMIN_BODY_LIMIT, onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge) });
  const text = (c: Context) => MESSAGES[shopperLanguage(c)];
  app.post(`${ADMIN_API}/customers/:id/store-credit`, requireStaff({ sessions, baseUrl }, "store_credit.adjust"), sizeLimit, async (c) => {
    const value = c.req.param("id");
    const id = /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
    if (id === null) return adminFailure(c, 404, text(c).notFound);
    const body = await readAdminBody(c, adjustmentSchema, (problem, field) =>
      problem === "reason" || field === "reason" ? text(c).reason : text(c).amount,
    );
    if (!body.ok) return body.response;
    const adjusted = await storeCredit.adjust(id, body.value.amountRonMinor, body.value.reason, staffActor(c, trustProxyHops));
    if (adjusted.ok) return c.json({ balanceRonMinor: adjusted.balanceRonMinor });
    return adjusted.problem === "not_found"
      ? adminFailure(c, 404, text(c).notFound)
      : adminFailure(c, 409, text(c).insufficient, "amountRonMinor");
  });
  return app;
}
