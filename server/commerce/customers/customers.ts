/**
 * Customer records and the profile a signed-in customer edits. Emails are stored trimmed and in
 * lower case, so the unique index makes them unique whatever case a shopper types.
 */
import { eq } from "drizzle-orm";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { customers } from "#server/db/schema";
import { verifyPassword } from "./passwords.ts";
import { revokeTokens } from "./tokens.ts";
import type { Clock } from "#server/commerce/shared/clock";
import { normaliseEmail } from "#domain/email";

export type CustomerStatus = "pending" | "magic_link_only" | "active" | "disabled";

export interface Customer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  status: CustomerStatus;
  language: Language;
  acceptsMarketing: boolean;
  hasPassword: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type CustomerRow = typeof customers.$inferSelect;

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status as CustomerStatus,
    language: row.language,
    acceptsMarketing: row.acceptsMarketing,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function findCustomerByEmail(db: Database, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.email, normaliseEmail(email)));
  return row;
}

async function findCustomerById(db: Database, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** PostgreSQL's unique_violation, as pg and PGlite report it (drizzle wraps it as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ("code" in current && current.code === "23505") return true;
  }
  return false;
}

export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  acceptsMarketing?: boolean | undefined;
  language?: Language | undefined;
  /** Required to change the email of an account that has a password. */
  currentPassword?: string | undefined;
}

export type ProfileUpdate = { kind: "updated"; customer: Customer } | { kind: "wrong_current_password" } | { kind: "email_taken" };

export interface CustomerProfiles {
  get(customerId: number): Promise<Customer | null>;
  update(customerId: number, changes: ProfileChanges): Promise<ProfileUpdate>;
}

export function createCustomerProfiles({ db, clock }: { db: Database; clock: Clock }): CustomerProfiles {
  return {
    async get(customerId) {
      const row = await findCustomerById(db, customerId);
      return row ? toCustomer(row) : null;
    },

    async update(customerId, changes) {
      const row = await findCustomerById(db, customerId);
      if (!row) throw new Error(`Customer ${customerId} vanished during an update`);
      const email = changes.email === undefined ? undefined : normaliseEmail(changes.email);
      const emailChanges = email !== undefined && email !== row.email;
      if (emailChanges && row.passwordHash !== null) {
        const given = changes.currentPassword ?? "";
        if (!given || !(await verifyPassword(row.passwordHash, given))) return { kind: "wrong_current_password" };
      }
      const now = clock();
      try {
        const updated = await db.transaction(async (tx) => {
          const [result] = await tx
            .update(customers)
            .set({
              firstName: changes.firstName,
              lastName: changes.lastName,
              email,
              acceptsMarketing: changes.acceptsMarketing,
              language: changes.language,
              updatedAt: now,
            })
            .where(eq(customers.id, customerId))
            .returning();
          // Links already mailed to the old address must not outlive the change.
          if (emailChanges) await revokeTokens(tx, { customerId, kinds: ["activation", "magic_link", "password_reset"], now });
          return result!;
        });
        return { kind: "updated", customer: toCustomer(updated) };
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: "email_taken" };
        throw error;
      }
    },
  };
}
