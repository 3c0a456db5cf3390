/**
 * What the owner decides in the admin: the settings module's tables, which only its code (server/commerce/settings/)
 * writes.
 */
import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "#server/db/schema/columns";
import { staffReference } from "#server/db/schema/staff";

/**
 * What the owner decides in the admin rather than in configuration (issue 17): one row per setting,
 * read by every instance from the database, so a change applies on the next request everywhere.
 */
export const storeSettings = pgTable("store_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  updatedByStaffId: staffReference("updated_by_staff_id"),
});
