/** The `StaffEmails` read port: other modules name a member by id without reading `staff_members` themselves (decision 0134). */
import { inArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { staffMembers } from "#server/db/schema";
import type { StaffEmails } from "#server/commerce/shared/staff-audit";

export function staffEmailsOf(db: Database): StaffEmails {
  return async (ids) =>
    new Map(
      (
        await db
          .select({ id: staffMembers.id, email: staffMembers.email })
          .from(staffMembers)
          .where(inArray(staffMembers.id, [...ids]))
      ).map((row) => [row.id, row.email]),
    );
}
