/**
 * Customer records and the profile a signed-in customer edits. Emails are stored trimmed and in
 * lower case, so the unique index makes them unique whatever case a shopper types.
 */
import { eq } from "drizzle-orm";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { customers } from "#server/db/schema";
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

/** What a customer changes directly; the email changes only through a link mailed to the new address (auth.ts). */
export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  acceptsMarketing?: boolean | undefined;
  language?: Language | undefined;
}

export interface CustomerProfiles {
  get(customerId: number): Promise<Customer | null>;
  update(customerId: number, changes: ProfileChanges): Promise<Customer>;
}

/**
 * The account's marketing box changed: the newsletter module puts the address on its list or takes it off, in the
 * profile's transaction (decision 0076).
 */
export type MarketingConsentHook = (tx: Database, change: { email: string; language: Language; given: boolean; at: Date }) => Promise<void>;

export function createCustomerProfiles({
  db,
  clock,
  marketingConsent,
}: {
  db: Database;
  clock: Clock;
  marketingConsent: MarketingConsentHook;
}): CustomerProfiles {
  return {
    async get(customerId) {
      const row = await findCustomerById(db, customerId);
      return row ? toCustomer(row) : null;
    },

    async update(customerId, changes) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(customers).where(eq(customers.id, customerId)).for("update");
        if (!before) throw new Error(`Customer ${customerId} vanished during an update`);
        const now = clock();
        const [updated] = await tx
          .update(customers)
          .set({
            firstName: changes.firstName,
            lastName: changes.lastName,
            acceptsMarketing: changes.acceptsMarketing,
            language: changes.language,
            updatedAt: now,
          })
          .where(eq(customers.id, customerId))
          .returning();
        if (changes.acceptsMarketing !== undefined && changes.acceptsMarketing !== before.acceptsMarketing)
          await marketingConsent(tx, { email: updated!.email, language: updated!.language, given: changes.acceptsMarketing, at: now });
        return toCustomer(updated!);
      });
    },
  };
}
