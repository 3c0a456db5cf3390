/**
 * A row's id in a route's path: a positive PostgreSQL integer. Anything else is 0, which no row has, so the route
 * answers its 404 without asking the database about text it could not store.
 */
import type { Context } from "hono";
import { z } from "zod";

const rowIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** The path parameter `name` as a row id, or 0 when it cannot be one. */
export function rowIdParam(c: Context, name = "id"): number {
  const parsed = rowIdSchema.safeParse(c.req.param(name));
  return parsed.success ? parsed.data : 0;
}
