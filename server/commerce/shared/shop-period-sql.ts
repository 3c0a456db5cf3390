/**
 * A report's period in SQL: the shop's days (Europe/Bucharest) from `from` to `to`, both included, and sums of
 * integer bani read back as whole numbers. The orders' reports and the invoicing's VAT figures share them so that
 * both count the same days.
 */
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { SHOP_TIME_ZONE, addDays } from "#domain/admin/dashboard";
import type { ReportPeriod } from "#domain/admin/reports";

export const SHOP_ZONE = sql.raw(`'${SHOP_TIME_ZONE}'`);
const dayStart = (date: string): SQL => sql`(${date}::date)::timestamp at time zone ${SHOP_ZONE}`;

export const withinPeriod = (column: SQL | AnyPgColumn, period: ReportPeriod): SQL =>
  sql`${column} >= ${dayStart(period.from)} and ${column} < ${dayStart(addDays(period.to, 1))}`;

export const bigintSum = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)::bigint`.mapWith(Number);
