/**
 * The staff module's read ports on its members (decision 0134): `StaffEmails`, by which other modules name a member
 * by id, and `StoreOwners`, whom the stock alerts go to, without reading `staff_members` themselves.
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { staffMembers } from "#server/db/schema";
import type { StaffEmails, StoreOwners } from "#server/commerce/shared/staff-audit";

export function staffEmailsOf(db: Database): StaffEmails {
  return async (ids, tx = db) =>
    new Map(
      (
        await tx
          .select({ id: staffMembers.id, email: staffMembers.email })
          .from(staffMembers)
          .where(inArray(staffMembers.id, [...ids]))
      ).map((row) => [row.id, row.email]),
    );
}

export const storeOwners: StoreOwners = async (tx) => {
  const owners = await tx
    .select({ email: staffMembers.email, language: staffMembers.language })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, "owner"), isNull(staffMembers.disabledAt)))
    .orderBy(asc(staffMembers.id));
  return owners.map((owner) => ({ email: owner.email, language: owner.language as Language }));
};
