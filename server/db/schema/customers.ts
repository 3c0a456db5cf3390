/**
 * Customer accounts, their secrets, addresses and wishlists, and shoppers' reports of accessibility barriers (decision
 * 0145): the customers module's tables, which only its code (server/commerce/customers/) writes.
 */
import { boolean, char, check, index, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { localeEnum, belongsTo, timestamps, timestamptz } from "#server/db/schema/columns";
import { staffReference } from "#server/db/schema/staff";

/** Customers. Email is stored normalised (trimmed, lower case) so uniqueness is case-insensitive. */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    passwordHash: text("password_hash"),
    status: text("status").notNull().default("pending"),
    language: localeEnum("language").notNull().default("ro"),
    acceptsMarketing: boolean("accepts_marketing").notNull().default(false),
    ...timestamps(),
    activatedAt: timestamptz("activated_at"),
    /** Blocked by staff (status `disabled`): when, and the status an unblock gives back. */
    blockedAt: timestamptz("blocked_at"),
    statusBeforeBlock: text("status_before_block"),
  },
  (t) => [
    uniqueIndex("customers_email_key").on(t.email),
    check("customers_status", sql`${t.status} IN ('pending', 'magic_link_only', 'active', 'disabled')`),
  ],
);

/**
 * Every secret handed to a customer (session, activation, magic link, password reset). Only the
 * SHA-256 of the token is kept; one-time kinds are spent by setting used_at in the same transaction.
 */
export const customerTokens = pgTable(
  "customer_tokens",
  {
    id: serial("id").primaryKey(),
    customerId: belongsTo("customer_id", () => customers.id),
    kind: text("kind").notNull(),
    tokenHash: text("token_hash").notNull(),
    remember: boolean("remember").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    /** Sessions: when a link mailed to the account's address started it (a fresh proof allows sensitive changes). */
    provenAt: timestamptz("proven_at"),
    /** `email_change` links: the address the account moves to once the link is opened there. */
    newEmail: text("new_email"),
  },
  (t) => [
    uniqueIndex("customer_tokens_hash_key").on(t.tokenHash),
    index("customer_tokens_customer_idx").on(t.customerId, t.kind),
    check("customer_tokens_kind", sql`${t.kind} IN ('session', 'activation', 'magic_link', 'password_reset', 'email_change')`),
    check("customer_tokens_new_email", sql`(${t.kind} = 'email_change') = (${t.newEmail} IS NOT NULL)`),
  ],
);

/**
 * A login link mailed to an address that has no account yet: the account is created only when the
 * link is opened, so typing an unknown email stores nothing about a customer (decision 0028).
 */
export const signupLinks = pgTable(
  "signup_links",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    remember: boolean("remember").notNull().default(false),
    language: text("language").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [uniqueIndex("signup_links_hash_key").on(t.tokenHash), index("signup_links_expires_idx").on(t.expiresAt)],
);

export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial("id").primaryKey(),
    customerId: belongsTo("customer_id", () => customers.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    company: text("company").notNull().default(""),
    address1: text("address1").notNull(),
    address2: text("address2").notNull().default(""),
    city: text("city").notNull(),
    province: text("province").notNull().default(""),
    zip: text("zip").notNull(),
    country: char("country", { length: 2 }).notNull(),
    phone: text("phone").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index("customer_addresses_customer_idx").on(t.customerId),
    // At most one default address per customer, enforced by the database rather than by care.
    uniqueIndex("customer_addresses_one_default")
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    customerId: belongsTo("customer_id", () => customers.id),
    productHandle: text("product_handle").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productHandle] })],
);

/**
 * A shopper's report of something in the store they could not use (issue 66 item 3, decision 0145): a task for customer
 * support until a member marks it handled. The shopper need not have an account; a reply goes to `email` if given.
 */
export const accessibilityBarrierReports = pgTable(
  "accessibility_barrier_reports",
  {
    id: serial("id").primaryKey(),
    /** The page or feature, as the shopper named it (an address or a few words); null when not given. */
    page: text("page"),
    description: text("description").notNull(),
    /** Stored normalised (trimmed, lower case); null: the shopper wants no reply. */
    contactEmail: text("contact_email"),
    name: text("name"),
    assistiveTech: text("assistive_tech"),
    /** The language the shopper wrote in, which a reply should use. */
    language: localeEnum("language").notNull(),
    status: text("status").notNull().default("new"),
    handledByStaffId: staffReference("handled_by_staff_id"),
    /** The member's address as it was, so the list still names them after their account goes. */
    handledBy: text("handled_by"),
    handledAt: timestamptz("handled_at"),
    note: text("note"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("accessibility_barrier_reports_status_idx").on(t.status, t.createdAt),
    check("accessibility_barrier_reports_status", sql`${t.status} IN ('new', 'handled')`),
  ],
);
