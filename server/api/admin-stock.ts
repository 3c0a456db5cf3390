/**
 * The stock ledger in the admin (issue 40 item 5, decision 0078), JSON under /api/admin, for members allowed
 * `catalog.manage` (docs/api.md "Store admin: stock"):
 *
 * - GET /variants/:id/stock?page= → {ledger}: the variant's stock, threshold and movements, newest first
 * - POST /variants/:id/stock/adjustments {change, note, key} → {balance, changed}: units in or out, once per key
 * - POST /variants/:id/stock/threshold {threshold} → {changed}
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { MAX_STOCK_QUANTITY } from "#domain/admin-products";
import type { Language } from "#domain/locale";
import { lowStockThresholdSchema, STOCK_NOTE_MAX_LENGTH, stockAdjustmentSchema } from "#domain/stock-ledger";
import type { StockBackOffice } from "#server/commerce/catalog/inventory/stock-back-office";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
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

const MESSAGES: Record<
  Language,
  {
    variantNotFound: string;
    change: string;
    note: string;
    key: string;
    threshold: string;
    notCounted: string;
    short: (left: number) => string;
  }
> = {
  ro: {
    variantNotFound: "Varianta nu există.",
    change: `„Modificare” este un număr întreg diferit de 0, între -${MAX_STOCK_QUANTITY.toLocaleString("ro-RO")} și ${MAX_STOCK_QUANTITY.toLocaleString("ro-RO")}: de exemplu 24 pentru marfă primită, -2 pentru sticle sparte.`,
    note: `„Notă” are cel mult ${STOCK_NOTE_MAX_LENGTH} de caractere.`,
    key: "Formularul a expirat. Reîncarcă pagina și încearcă din nou.",
    threshold: `„Prag de stoc scăzut” este un număr întreg între 0 și ${MAX_STOCK_QUANTITY.toLocaleString("ro-RO")}.`,
    notCounted: "Stocul acestei variante nu este numărat. Pornește numărarea din lista de produse, scriind stocul.",
    short: (left) => `„Modificare” ar lăsa stocul sub 0: mai sunt doar ${left} bucăți.`,
  },
  en: {
    variantNotFound: "No such variant.",
    change: `"Change" is a whole number other than 0, from -${MAX_STOCK_QUANTITY.toLocaleString("en-GB")} to ${MAX_STOCK_QUANTITY.toLocaleString("en-GB")}: for example 24 for goods received, -2 for broken bottles.`,
    note: `"Note" has at most ${STOCK_NOTE_MAX_LENGTH} characters.`,
    key: "The form has expired. Reload the page and try again.",
    threshold: `"Low-stock threshold" is a whole number from 0 to ${MAX_STOCK_QUANTITY.toLocaleString("en-GB")}.`,
    notCounted: "This variant's stock is not counted. Start counting it in the product list by entering its stock.",
    short: (left) => `"Change" would take the stock below 0: only ${left} left.`,
  },
};

const rowId = z.coerce.number().int().positive().max(2_147_483_647);

export function adminStockRoutes({
  stock,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  stock: StockBackOffice;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const guard = requireStaff({ sessions, baseUrl }, "catalog.manage");
  const sizeLimit = bodyLimit({ maxSize: ADMIN_BODY_LIMIT, onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge) });
  const text = (c: Context) => MESSAGES[shopperLanguage(c)];
  // Each field has one rule, so its message says what the field must be.
  const describe = (c: Context) => (_problem: string, field: string) => {
    const messages = text(c);
    if (field === "change" || field === "note" || field === "key" || field === "threshold") return messages[field];
    return messages.change;
  };
  const idOf = (c: Context) => {
    const parsed = rowId.safeParse(c.req.param("id"));
    return parsed.success ? parsed.data : 0;
  };

  app.get(`${ADMIN_API}/variants/:id/stock`, guard, async (c) => {
    const page = rowId.safeParse(c.req.query("page"));
    const ledger = await stock.ledger(idOf(c), page.success ? page.data : 1);
    if (!ledger) return adminFailure(c, 404, text(c).variantNotFound);
    return c.json({ ledger });
  });

  app.post(`${ADMIN_API}/variants/:id/stock/adjustments`, guard, sizeLimit, async (c) => {
    const id = idOf(c);
    if (id === 0) return adminFailure(c, 404, text(c).variantNotFound);
    const body = await readAdminBody(c, stockAdjustmentSchema, describe(c));
    if (!body.ok) return body.response;
    const outcome = await stock.adjust(id, body.value, staffActor(c, trustProxyHops));
    switch (outcome.kind) {
      case "not_found":
        return adminFailure(c, 404, text(c).variantNotFound);
      case "not_counted":
        return adminFailure(c, 409, text(c).notCounted);
      case "short":
        return adminFailure(c, 400, text(c).short(outcome.left), "change");
      case "moved":
        return c.json({ balance: outcome.balance, changed: outcome.changed });
    }
  });

  app.post(`${ADMIN_API}/variants/:id/stock/threshold`, guard, sizeLimit, async (c) => {
    const id = idOf(c);
    if (id === 0) return adminFailure(c, 404, text(c).variantNotFound);
    const body = await readAdminBody(c, lowStockThresholdSchema, describe(c));
    if (!body.ok) return body.response;
    const outcome = await stock.setThreshold(id, body.value.threshold, staffActor(c, trustProxyHops));
    if (outcome.kind === "not_found") return adminFailure(c, 404, text(c).variantNotFound);
    return c.json({ changed: outcome.changed });
  });

  return app;
}
