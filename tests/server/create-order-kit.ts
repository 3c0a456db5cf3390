/**
 * The create-order and price-order routes over one test file's seeded database, with the public codes an older
 * store kept (these journeys need a code anyone may type), and no orders, customers or mail left from another test.
 */
import { count } from "drizzle-orm";
import { beforeAll, beforeEach } from "vitest";
import { orders } from "#server/db/schema";
import { CREATE_ORDER_PATH } from "#server/api/create-order";
import { requestApp } from "./app-request.ts";
import { insertPublicCodes } from "./discount-codes.ts";
import { ORDER_TABLES, seededStoreForFile, type OrdersKit } from "./orders-kit.ts";
import { emptyTables } from "./test-database.ts";

/** The fields these tests read; every answer is compared whole where it matters. */
export type AnswerBody = Record<string, unknown> & {
  orderNumber: number;
  error: string;
  discount: { code: string; reason: string };
  fields: Record<string, string>;
};

const ORDERED_SKUS = ["PAP-1", "PAP-SUB-M", "SMX-1", "SMX-SUB-M", "ICW-3PK", "AHC-SUB-Q", "AHC-1"] as const;

export function createOrderRoutesForFile() {
  const { database, variants: sku } = seededStoreForFile<string>(Object.fromEntries(ORDERED_SKUS.map((code) => [code, code])));
  beforeAll(() => insertPublicCodes(database.db));
  beforeEach(() => emptyTables(database.db, ...ORDER_TABLES));

  const post = (kit: Pick<OrdersKit, "app">, path: string, body: unknown, headers: Record<string, string> = { "Accept-Language": "en" }) =>
    requestApp<AnswerBody>(kit.app, "POST", path, { body, headers });
  const placeOrder = (kit: Pick<OrdersKit, "app">, body: unknown, headers?: Record<string, string>) =>
    post(kit, CREATE_ORDER_PATH, body, headers);
  const orderCount = async () => (await database.db.select({ n: count() }).from(orders))[0]!.n;

  return { database, sku, post, placeOrder, orderCount };
}
