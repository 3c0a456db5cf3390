/**
 * Store credit's routes (issue 19 item 5, decision 0047):
 *
 * - GET  /api/account/store-credit → {balanceRonMinor, entries}: the signed-in customer's balance and ledger
 * - POST /api/admin/customers/{id}/store-credit {amountRonMinor, reason} → {balanceRonMinor} (`store_credit.adjust`: owner),
 *   a signed adjustment with its reason, audited; a debit below zero is refused and changes nothing.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { storeCreditAdjustedSchema, storeCreditAdjustmentSchema } from "#domain/admin/customers";
import { customerStoreCreditSchema, type CustomerStoreCredit } from "#domain/customer-returns";
import type { CustomerSessions } from "#server/commerce/customers/module";
import type { StoreCredit } from "#server/commerce/payments/module";
import { contract } from "#server/http/kit/contract";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { customerContract, requireSession, type AccountEnv } from "./account-session.ts";
import { ADMIN_API } from "./admin/auth.ts";
import { adminBodyLimit, adminRouteModule } from "./admin/door.ts";
import { staffActor } from "./admin/http.ts";
import { STORE_CREDIT_MESSAGES } from "#server/messages/store-credit";

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
  app.get(
    path,
    customerContract({
      summary: "The signed-in customer's store credit: the balance and every change of it, the newest first",
      tags: ["Account: store credit"],
      responses: {
        200: { description: "The balance in lei and the ledger.", schema: customerStoreCreditSchema.extend({ success: z.literal(true) }) },
      },
    }),
    async (c) => {
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
      return c.json({ success: true as const, ...answer });
    },
  );
  return app;
}

export const adminStoreCreditRoutes = adminRouteModule<{ storeCredit: Pick<StoreCredit, "adjust"> }>(
  (app, { storeCredit, door, trustProxyHops }) => {
    const sizeLimit = adminBodyLimit();
    const text = (c: Context) => STORE_CREDIT_MESSAGES[shopperLanguage(c)];
    const describeField: FieldDescriber = ({ problem: name, field }, c) =>
      name === "reason" || field === "reason" ? text(c).reason : text(c).amount;

    app.post(
      `${ADMIN_API}/customers/:id/store-credit`,
      contract({
        summary: "Adjust a customer's store credit, with the reason",
        tags: ["Admin: customers"],
        responses: { 200: { description: "The customer's balance after the adjustment.", schema: storeCreditAdjustedSchema } },
        problems: [400, 404, 409, 413],
        examples: [
          { name: "an unknown customer", params: { id: "999999" }, body: { amountRonMinor: 5_000, reason: "goodwill" }, status: 404 },
          { name: "no amount", params: { id: "999999" }, body: { amountRonMinor: 0, reason: "goodwill" }, status: 400 },
        ],
      }),
      door.permit("store_credit.adjust"),
      sizeLimit,
      body(storeCreditAdjustmentSchema, describeField),
      async (c) => {
        const value = c.req.param("id");
        const id = /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
        if (id === null) return problem(c, 404, "not_found", text(c).notFound);
        const { amountRonMinor, reason } = c.req.valid("json");
        const adjusted = await storeCredit.adjust(id, amountRonMinor, reason, staffActor(c, trustProxyHops));
        if (adjusted.ok) return c.json({ balanceRonMinor: adjusted.balanceRonMinor });
        return adjusted.problem === "not_found"
          ? problem(c, 404, "not_found", text(c).notFound)
          : problem(c, 409, "insufficient", text(c).insufficient, { field: "amountRonMinor" });
      },
    );
  },
);
