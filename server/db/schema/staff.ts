/**
 * Staff accounts, their sessions and second factors, and the audit log: the staff module's tables, which only its code
 * (server/commerce/staff/) writes.
 */
import { bigint, check, index, jsonb, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { localeEnum, belongsTo, timestamps, timestamptz } from "#server/db/schema/columns";

/** Who may run the store (issue 16): staff, never customers. Roles and what each may do: domain/staff-roles.ts. */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: serial("id").primaryKey(),
    /** Normalised (trimmed, lower case). */
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    role: text("role").notNull(),
    /** Null until the setup link has been used. */
    passwordHash: text("password_hash"),
    /** The authenticator's shared secret (base32); null without two-factor. */
    totpSecret: text("totp_secret"),
    /** The last time step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    language: localeEnum("language").notNull().default("ro"),
    disabledAt: timestamptz("disabled_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("staff_members_email_key").on(t.email),
    check("staff_members_role", sql`${t.role} IN ('owner', 'fulfilment', 'support')`),
  ],
);

/** Ten per member, each usable once instead of a code; only their SHA-256 is kept. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial("id").primaryKey(),
    staffId: belongsTo("staff_id", () => staffMembers.id),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [uniqueIndex("staff_recovery_codes_hash_key").on(t.staffId, t.codeHash)],
);

/**
 * Staff sessions, kept in an HttpOnly cookie; only the token's SHA-256 is stored. A session exists
 * from the password on; it opens the admin only once the second factor has passed (or is not needed).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial("id").primaryKey(),
    staffId: belongsTo("staff_id", () => staffMembers.id),
    tokenHash: text("token_hash").notNull(),
    /** Sent back with every state-changing request; the cookie alone is not enough (CSRF). */
    csrfToken: text("csrf_token").notNull(),
    secondFactorAt: timestamptz("second_factor_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    revokedAt: timestamptz("revoked_at"),
    client: text("client").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [uniqueIndex("staff_sessions_token_key").on(t.tokenHash), index("staff_sessions_staff_idx").on(t.staffId)],
);

/** The link that lets a new member set a password (and two-factor): 24 hours, once. */
export const staffSetupTokens = pgTable(
  "staff_setup_tokens",
  {
    id: serial("id").primaryKey(),
    staffId: belongsTo("staff_id", () => staffMembers.id),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    /**
     * The two-factor secret the setup page shows for this link, chosen on its first opening: reloading the page
     * shows the same key, so an authenticator scanned earlier still matches. Null until the page is opened.
     */
    pendingTotpSecret: text("pending_totp_secret"),
  },
  (t) => [uniqueIndex("staff_setup_tokens_hash_key").on(t.tokenHash)],
);

/** A staff member a row names (who set, decided or answered it): null once the member is gone, and the row kept. */
export function staffReference(name: string) {
  return integer(name).references(() => staffMembers.id, { onDelete: "set null" });
}

/**
 * Who did what a row records: the member, and their email as it was, so the row still names them once the member is
 * gone; both null for what a customer or the system did.
 */
export function actingStaff() {
  return { staffId: staffReference("staff_id"), staffEmail: text("staff_email") };
}

/** Every admin action and staff login: who, when, what, before and after. Rows are never changed. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    staffId: staffReference("staff_id"),
    /** Kept as it was, so the entry still names who acted after the member is gone. */
    staffEmail: text("staff_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    client: text("client").notNull().default(""),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_action_idx").on(t.action, t.createdAt)],
);
