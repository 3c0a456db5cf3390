/**
 * The stock ledger in the admin (issue 40 item 5, decision 0078), JSON under /api/admin, for members allowed
 * `catalog.manage` (docs/api.md "Store admin: stock"):
 *
 * - POST /variants/:id/stock/adjustments {change, note, key} → {balance, changed}: units in or out, once per key
 * - POST /variants/:id/stock/threshold {threshold} → {changed}
 * - POST /stock/inspections/:id {outcome: sellable|damaged} → {outcome, balance}: units back at the shop inspected,
 *   once; 409 `already_inspected` when another member decided first
 *
 * The ledger page reads the variant's stock and movements through its loader.
 */
import { taggedContract } from "../route-kit.ts";
import { type Context } from "hono";
import {
  lowStockThresholdSchema,
  stockAdjustedSchema,
  stockAdjustmentSchema,
  stockInspectedSchema,
  stockInspectionSchema,
  stockThresholdSetSchema,
} from "#domain/stock-ledger";
import type { StockBackOffice } from "#server/commerce/catalog/module";
import { rowIdParam } from "#server/http/kit/row-id";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { ADMIN_STOCK_MESSAGES } from "#server/messages/admin/stock";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteModule } from "./door.ts";
import { staffActor } from "./http.ts";

const described = taggedContract(["Admin: stock"]);

export const adminStockRoutes = adminRouteModule<{ stock: StockBackOffice }>((app, { stock, door, trustProxyHops }) => {
  const manager = door.permit("catalog.manage");
  const sizeLimit = adminBodyLimit();
  const text = (c: Context) => ADMIN_STOCK_MESSAGES[shopperLanguage(c)];
  // Each field has one rule, so its message says what the field must be.
  const describeField: FieldDescriber = ({ field }, c) => {
    const messages = text(c);
    if (field === "change" || field === "note" || field === "key" || field === "threshold" || field === "outcome") return messages[field];
    return messages.change;
  };
  const variantNotFound = (c: Context) => problem(c, 404, "not_found", text(c).variantNotFound);

  app.post(
    `${ADMIN_API}/variants/:id/stock/adjustments`,
    described({
      summary: "Move a variant's stock in or out by hand (goods received, breakage), once per form key",
      responses: { 200: { description: "The stock after the move, and whether this request moved it.", schema: stockAdjustedSchema } },
      problems: [400, 404, 409, 413],
      examples: [
        { name: "a change of 0", params: { id: "1" }, body: { change: 0, key: "example-key-1" }, status: 400 },
        { name: "an unknown variant", params: { id: "0" }, body: { change: 1, key: "example-key-1" }, status: 404 },
      ],
    }),
    manager,
    sizeLimit,
    async (c, next) => (rowIdParam(c) === 0 ? variantNotFound(c) : next()),
    body(stockAdjustmentSchema, describeField),
    async (c) => {
      const outcome = await stock.adjust(rowIdParam(c), c.req.valid("json"), staffActor(c, trustProxyHops));
      switch (outcome.kind) {
        case "not_found":
          return variantNotFound(c);
        case "not_counted":
          return problem(c, 409, "not_counted", text(c).notCounted);
        case "short":
          return problem(c, 400, "short", text(c).short(outcome.left), { field: "change" });
        case "moved":
          return c.json({ balance: outcome.balance, changed: outcome.changed });
      }
    },
  );

  app.post(
    `${ADMIN_API}/variants/:id/stock/threshold`,
    described({
      summary: "Set the stock below which a variant is listed as running low",
      responses: { 200: { description: "Whether the threshold changed.", schema: stockThresholdSetSchema } },
      problems: [400, 404, 413],
      examples: [{ name: "an unknown variant", params: { id: "0" }, body: { threshold: 5 }, status: 404 }],
    }),
    manager,
    sizeLimit,
    async (c, next) => (rowIdParam(c) === 0 ? variantNotFound(c) : next()),
    body(lowStockThresholdSchema, describeField),
    async (c) => {
      const outcome = await stock.setThreshold(rowIdParam(c), c.req.valid("json").threshold, staffActor(c, trustProxyHops));
      if (outcome.kind === "not_found") return variantNotFound(c);
      return c.json({ changed: outcome.changed });
    },
  );

  const inspectionNotFound = (c: Context) => problem(c, 404, "not_found", text(c).inspectionNotFound);
  app.post(
    `${ADMIN_API}/stock/inspections/:id`,
    described({
      summary: "Decide units a refused or returned parcel brought back: sellable (back in stock) or damaged (written off), once",
      responses: { 200: { description: "The decision and the variant's stock after it.", schema: stockInspectedSchema } },
      problems: [400, 404, 409, 413],
      examples: [
        { name: "no decision", params: { id: "1" }, body: { outcome: "maybe" }, status: 400 },
        { name: "an unknown inspection", params: { id: "0" }, body: { outcome: "sellable" }, status: 404 },
      ],
    }),
    manager,
    sizeLimit,
    async (c, next) => (rowIdParam(c) === 0 ? inspectionNotFound(c) : next()),
    body(stockInspectionSchema, describeField),
    async (c) => {
      const { outcome } = c.req.valid("json");
      const decided = await stock.inspectReturnedStock(rowIdParam(c), outcome, staffActor(c, trustProxyHops));
      switch (decided.kind) {
        case "not_found":
          return inspectionNotFound(c);
        case "already_decided":
          return problem(c, 409, "already_inspected", text(c).alreadyInspected(decided.state), { state: decided.state });
        case "decided":
          return c.json({ outcome, balance: decided.balance });
      }
    },
  );
});
