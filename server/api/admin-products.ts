/**
 * The catalogue in the admin (issue 17 item 1), JSON under /api/admin, for members allowed
 * `catalog.manage`, each change audited (docs/api.md "Store admin: products"):
 *
 * - GET /products?q=&status=&stock= → {products}
 * - POST /products/variants/:id {price, compareAtPrice, stock, expectedStock, availableForSale} → {changed, product};
 *   409 {error, current, product} when the stock moved since the form was read
 * - POST /products/:id/status {status: active|draft} → {changed, product}
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { MAX_STOCK_QUANTITY, productStatusSchema, readProductFilter, variantChangeSchema } from "#domain/admin-products";
import type { Language } from "#domain/locale";
import type { CatalogAdmin } from "#server/commerce/catalog/back-office/catalog-admin";
import type { StaffSessions } from "#server/commerce/staff/staff-sessions";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_API } from "./admin-auth.ts";
import {
  ADMIN_BODY_LIMIT,
  adminFailure,
  adminMessages,
  readAdminBody,
  requestOrigin,
  requireStaff,
  type AdminVariables,
} from "./admin-http.ts";

const FIELDS: Record<Language, Record<string, string>> = {
  ro: { price: "Preț", compareAtPrice: "Preț înainte de reducere", stock: "Stoc", availableForSale: "De vânzare", status: "Stare" },
  en: { price: "Price", compareAtPrice: "Price before discount", stock: "Stock", availableForSale: "For sale", status: "Status" },
};

const MESSAGES: Record<
  Language,
  {
    productNotFound: string;
    variantNotFound: string;
    amount: (field: string) => string;
    notAbovePrice: string;
    stock: string;
    stockMoved: (current: number | null) => string;
    invalid: (field: string) => string;
  }
> = {
  ro: {
    productNotFound: "Produsul nu există.",
    variantNotFound: "Varianta nu există.",
    amount: (field) => `„${field}” trebuie să fie o sumă în lei mai mare decât 0, de exemplu 189,99.`,
    notAbovePrice: "Prețul înainte de reducere trebuie să fie mai mare decât prețul (sau lasă câmpul gol).",
    stock: `Stocul este un număr întreg între 0 și ${MAX_STOCK_QUANTITY.toLocaleString("ro-RO")} (sau gol, dacă nu numeri bucățile).`,
    stockMoved: (current) =>
      `Stocul s-a schimbat între timp (o comandă sau alt coleg): acum este ${current ?? "nenumărat"}. Verifică și salvează din nou.`,
    invalid: (field) => `Câmpul „${field}” nu este valid.`,
  },
  en: {
    productNotFound: "No such product.",
    variantNotFound: "No such variant.",
    amount: (field) => `"${field}" must be an amount in lei above 0, for example 189.99.`,
    notAbovePrice: "The price before discount must be higher than the price (or leave it empty).",
    stock: `Stock is a whole number from 0 to ${MAX_STOCK_QUANTITY.toLocaleString("en-GB")} (or empty when you do not count units).`,
    stockMoved: (current) =>
      `The stock changed meanwhile (an order or a colleague): it is now ${current ?? "not counted"}. Check and save again.`,
    invalid: (field) => `The field "${field}" is not valid.`,
  },
};

const rowId = z.coerce.number().int().positive().max(2_147_483_647);

export function adminProductRoutes({
  catalogAdmin,
  sessions,
  baseUrl,
  trustProxyHops,
}: {
  catalogAdmin: CatalogAdmin;
  sessions: StaffSessions;
  baseUrl: string;
  trustProxyHops: number;
}): Hono<{ Variables: AdminVariables }> {
  const app = new Hono<{ Variables: AdminVariables }>();
  const guard = requireStaff({ sessions, baseUrl }, "catalog.manage");
  const sizeLimit = bodyLimit({ maxSize: ADMIN_BODY_LIMIT, onError: (c) => adminFailure(c, 413, adminMessages(c).tooLarge) });
  const text = (c: Context) => MESSAGES[shopperLanguage(c)];
  const describe = (c: Context) => (problem: string, field: string) => {
    const label = FIELDS[shopperLanguage(c)][field] ?? field;
    if (problem === "amount") return text(c).amount(label);
    if (problem === "not_above_price") return text(c).notAbovePrice;
    if (problem === "stock") return text(c).stock;
    return text(c).invalid(label);
  };
  const actor = (c: Context<{ Variables: AdminVariables }>) => ({
    staffId: c.var.staff.member.id,
    email: c.var.staff.member.email,
    client: requestOrigin(c, trustProxyHops).client,
  });
  const idOf = (c: Context) => {
    const parsed = rowId.safeParse(c.req.param("id"));
    return parsed.success ? parsed.data : 0;
  };

  app.get(`${ADMIN_API}/products`, guard, async (c) => {
    const filter = readProductFilter(new URL(c.req.url).searchParams);
    return c.json({ products: await catalogAdmin.list(filter, shopperLanguage(c)) });
  });

  app.post(`${ADMIN_API}/products/variants/:id`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, variantChangeSchema, describe(c));
    if (!body.ok) return body.response;
    const outcome = await catalogAdmin.changeVariant(idOf(c), body.value, actor(c), shopperLanguage(c));
    if (outcome.kind === "not_found") return adminFailure(c, 404, text(c).variantNotFound);
    if (outcome.kind === "stock_moved")
      return c.json(
        { error: text(c).stockMoved(outcome.current), field: "stock", current: outcome.current, product: outcome.product },
        409,
      );
    return c.json({ changed: outcome.changed, product: outcome.product });
  });

  app.post(`${ADMIN_API}/products/:id/status`, guard, sizeLimit, async (c) => {
    const body = await readAdminBody(c, productStatusSchema, describe(c));
    if (!body.ok) return body.response;
    const outcome = await catalogAdmin.setStatus(idOf(c), body.value.status, actor(c), shopperLanguage(c));
    if (outcome.kind === "not_found") return adminFailure(c, 404, text(c).productNotFound);
    return c.json({ changed: outcome.changed, product: outcome.product });
  });

  return app;
}
