/**
 * The customers as staff see them (issue 17 item 5): the list with its search, filters and sorting, one
 * customer's whole record, and the three things staff do to an account — block it, unblock it, send its
 * activation email again. Each change locks the customer, changes only what it changes (`changed: false`
 * on a repeat) and is audited in the same transaction. Orders, subscriptions and newsletter consent belong
 * to their modules: the platform hands in what this module may know of them.
 */
import type { AuditAction } from "#domain/audit-actions";
import { and, asc, count, desc, eq, ilike, max, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import {
  ACTIVATION_RESEND_INTERVAL_MS,
  ADMIN_CUSTOMERS_PAGE_SIZE,
  type AdminConsentRecord,
  type AdminCustomerDetail,
  type AdminCustomerOrder,
  type AdminCustomerReturn,
  type AdminCustomerRow,
  type AdminCustomerStatus,
  type AdminCustomerSubscription,
  type AdminStoreCredit,
  type CustomerFilter,
} from "#domain/admin/customers";
import type { Language } from "#domain/locale";
import type { Database } from "#server/db/client";
import { customerAddresses, customers, customerTokens } from "#server/db/schema";
import type { MailBranding } from "#server/mail/mail-types";
import type { Mailer } from "#server/mail/outbox";
import type { Clock } from "#server/commerce/shared/clock";
import type { StaffActor, StaffAudit } from "#server/commerce/shared/staff-audit";
import { createAddressBook } from "./addresses.ts";
import { enqueueActivation, ONE_TIME_KINDS } from "./auth.ts";
import type { CustomerRow, CustomerStatus } from "./customers.ts";
import { revokeTokens } from "./tokens.ts";

/** What the orders module tells about a customer's orders; `customerId` is the outer query's customer id. */
export interface CustomerOrderFacts {
  orderCount(customerId: SQL): SQL<number>;
  spentRonMinor(customerId: SQL): SQL<number>;
  ordersOf(customerId: number, email: string): Promise<AdminCustomerOrder[]>;
  subscriptionsOf(customerId: number, email: string): Promise<AdminCustomerSubscription[]>;
  returnsOf(customerId: number, email: string): Promise<AdminCustomerReturn[]>;
  storeCreditOf(customerId: number): Promise<AdminStoreCredit>;
}

/** What the newsletter tells about an address's marketing consent; `email` is the outer query's. */
export interface CustomerConsents {
  subscribed(email: SQL): SQL<boolean>;
  consentOf(email: string): Promise<AdminConsentRecord | null>;
}

export type CustomerActionOutcome =
  | { kind: "done"; changed: boolean; customer: AdminCustomerDetail }
  | { kind: "not_found" }
  /** Resend: the account has its password already; or it is blocked. */
  | { kind: "already_activated" }
  | { kind: "blocked" };

/**
 * The outer query's customer, spelled out: drizzle writes a single table's columns unqualified, and
 * inside a subquery over orders a bare "id" would name the subquery's own row.
 */
const OUTER_CUSTOMER_ID = sql.raw(`"customers"."id"`);
const OUTER_CUSTOMER_EMAIL = sql.raw(`"customers"."email"`);

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

function adminStatus(status: string): AdminCustomerStatus {
  return status === "disabled" ? "blocked" : (status as AdminCustomerStatus);
}

/** The status an unblock gives back: the one kept at the block, else what the account's proofs say. */
function statusAfterBlock(row: CustomerRow): CustomerStatus {
  const kept = row.statusBeforeBlock;
  if (kept === "pending" || kept === "magic_link_only" || kept === "active") return kept;
  return row.passwordHash !== null && row.activatedAt !== null ? "active" : "pending";
}

export function createCustomerBackOffice(options: CustomerBackOfficeOptions) {
  const context = customerBackOfficeContext(options);
  const { db } = context;
  return {
    async list(filter: CustomerFilter): Promise<{ customers: AdminCustomerRow[]; total: number }> {
      const where = conditions(context, filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(context.listColumns)
          .from(customers)
          .where(where)
          .orderBy(...ordering(context, filter))
          .limit(ADMIN_CUSTOMERS_PAGE_SIZE)
          .offset((filter.page - 1) * ADMIN_CUSTOMERS_PAGE_SIZE),
        db.select({ n: count() }).from(customers).where(where),
      ]);
      return { customers: rows.map(toRow), total: total?.n ?? 0 };
    },

    detail: (id: number) => (validId(id) ? detail(context, db, id) : Promise.resolve(null)),

    /** The account's sessions and mailed links end now; sign-in, links and resets are refused until an unblock. */
    block: (id: number, actor: StaffActor) =>
      act(context, id, actor, "customer.block", async (row, tx, now) => {
        if (row.status === "disabled") return "unchanged";
        await tx
          .update(customers)
          .set({ status: "disabled", blockedAt: now, statusBeforeBlock: row.status, updatedAt: now })
          .where(eq(customers.id, row.id));
        await revokeTokens(tx, { customerId: row.id, kinds: ["session", ...ONE_TIME_KINDS], now });
        return "changed";
      }),

    unblock: (id: number, actor: StaffActor) =>
      act(context, id, actor, "customer.unblock", async (row, tx, now) => {
        if (row.status !== "disabled") return "unchanged";
        await tx
          .update(customers)
          .set({ status: statusAfterBlock(row), blockedAt: null, statusBeforeBlock: null, updatedAt: now })
          .where(eq(customers.id, row.id));
        return "changed";
      }),

    /**
     * Mails a fresh activation link in the customer's language. A repeat within the resend interval mails
     * nothing (`changed: false`), so a double click or an impatient member cannot fill the inbox.
     */
    resendActivation: (id: number, actor: StaffActor) => resendActivation(context, id, actor),
  };
}

export type CustomerBackOffice = ReturnType<typeof createCustomerBackOffice>;

interface CustomerBackOfficeOptions {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  branding: MailBranding;
  audit: StaffAudit;
  orderFacts: CustomerOrderFacts;
  consents: CustomerConsents;
}

/** The options with the address book and the list's columns, the order facts and consent among them, built once. */
function customerBackOfficeContext(options: CustomerBackOfficeOptions) {
  const { db, clock, orderFacts, consents } = options;
  const orderCount = orderFacts.orderCount(OUTER_CUSTOMER_ID);
  const spent = orderFacts.spentRonMinor(OUTER_CUSTOMER_ID);
  const marketing = sql<boolean>`(${customers.acceptsMarketing} or ${consents.subscribed(OUTER_CUSTOMER_EMAIL)})`;
  const listColumns = {
    id: customers.id,
    email: customers.email,
    firstName: customers.firstName,
    lastName: customers.lastName,
    status: customers.status,
    activatedAt: customers.activatedAt,
    createdAt: customers.createdAt,
    marketing,
    orderCount,
    spentRonMinor: spent,
  };
  return { ...options, addresses: createAddressBook({ db, clock }), orderCount, spent, marketing, listColumns };
}

type CustomerBackOfficeContext = ReturnType<typeof customerBackOfficeContext>;

type ListRow = { [K in keyof CustomerBackOfficeContext["listColumns"]]: unknown } & {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  status: string;
  activatedAt: Date | null;
  createdAt: Date;
};

const toRow = (row: ListRow): AdminCustomerRow => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  status: adminStatus(row.status),
  activated: row.activatedAt !== null,
  marketing: Boolean(row.marketing),
  createdAt: row.createdAt.toISOString(),
  orderCount: Number(row.orderCount ?? 0),
  spentRonMinor: Number(row.spentRonMinor ?? 0),
});

function conditions({ orderCount, marketing }: CustomerBackOfficeContext, filter: CustomerFilter): SQL | undefined {
  const q = filter.q;
  const digits = q?.replace(/\D/g, "") ?? "";
  const search = q
    ? or(
        ilike(customers.email, likePattern(q)),
        sql`(${customers.firstName} || ' ' || ${customers.lastName}) ilike ${likePattern(q)}`,
        sql`exists (select 1 from ${customerAddresses} book where book.customer_id = ${OUTER_CUSTOMER_ID} and ${
          // A phone is found by its digits however it was typed (+40 712 345 678, 0712345678).
          digits.length >= 4
            ? sql`regexp_replace(book.phone, '\\D', '', 'g') like ${`%${digits}%`}`
            : sql`book.phone ilike ${likePattern(q)}`
        })`,
      )
    : undefined;
  const yesNo = (value: "yes" | "no" | undefined, condition: SQL) =>
    value === undefined ? undefined : value === "yes" ? condition : sql`not (${condition})`;
  return and(
    search,
    yesNo(filter.activated, sql`${customers.activatedAt} is not null`),
    yesNo(filter.blocked, sql`${customers.status} = 'disabled'`),
    yesNo(filter.orders, sql`${orderCount} > 0`),
    yesNo(filter.marketing, marketing),
  );
}

function ordering({ orderCount, spent }: CustomerBackOfficeContext, filter: CustomerFilter): SQL[] {
  const direction = filter.dir ?? (filter.sort === "email" || filter.sort === "name" ? "asc" : "desc");
  const by = (expression: SQL | AnyColumn) => (direction === "asc" ? asc(expression) : desc(expression));
  const tie = direction === "asc" ? asc(customers.id) : desc(customers.id);
  switch (filter.sort) {
    case "email":
      return [by(customers.email), tie];
    case "name":
      return [by(sql`lower(${customers.lastName} || ' ' || ${customers.firstName})`), tie];
    case "orders":
      return [by(orderCount), tie];
    case "spent":
      return [by(spent), tie];
    default:
      return [by(customers.createdAt), tie];
  }
}

async function detail(
  { listColumns, addresses, orderFacts, consents }: CustomerBackOfficeContext,
  tx: Database,
  id: number,
): Promise<AdminCustomerDetail | null> {
  const [row] = await tx
    .select({ ...listColumns, language: customers.language, passwordHash: customers.passwordHash, blockedAt: customers.blockedAt })
    .from(customers)
    .where(eq(customers.id, id));
  if (!row) return null;
  const tokenTime = (kind: string) =>
    tx
      .select({ at: max(customerTokens.createdAt) })
      .from(customerTokens)
      .where(and(eq(customerTokens.customerId, id), eq(customerTokens.kind, kind)));
  const [[lastSession], [lastActivation], book, orders, subscriptions, newsletter, returns, storeCredit] = await Promise.all([
    tokenTime("session"),
    tokenTime("activation"),
    addresses.list(id),
    orderFacts.ordersOf(id, row.email),
    orderFacts.subscriptionsOf(id, row.email),
    consents.consentOf(row.email),
    orderFacts.returnsOf(id, row.email),
    orderFacts.storeCreditOf(id),
  ]);
  return {
    ...toRow(row),
    language: row.language,
    hasPassword: row.passwordHash !== null,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    lastSessionAt: lastSession?.at ? new Date(lastSession.at).toISOString() : null,
    activationMailedAt: lastActivation?.at ? new Date(lastActivation.at).toISOString() : null,
    addresses: book.addresses.map((address) => ({
      id: address.id,
      isDefault: address.isDefault,
      name: `${address.firstName} ${address.lastName}`.trim(),
      company: address.company,
      lines: [
        [address.address1, address.address2].filter(Boolean).join(", "),
        [address.zip, address.city, address.province].filter(Boolean).join(" "),
        address.country,
      ].filter(Boolean),
      phone: address.phone,
    })),
    orders,
    subscriptions,
    newsletter,
    returns,
    storeCredit,
  };
}

const validId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

/** Locks the customer and applies `change` (null: nothing to change); the audit entry goes with it. */
async function act(
  context: CustomerBackOfficeContext,
  id: number,
  actor: StaffActor,
  action: AuditAction,
  change: (row: CustomerRow, tx: Database, now: Date) => Promise<"unchanged" | "changed" | CustomerActionOutcome>,
): Promise<CustomerActionOutcome> {
  if (!validId(id)) return { kind: "not_found" };
  const { db, clock, audit } = context;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for("update");
    if (!row) return { kind: "not_found" } as const;
    const now = clock();
    const result = await change(row, tx, now);
    if (typeof result !== "string") return result;
    if (result === "changed") {
      const [after] = await tx.select().from(customers).where(eq(customers.id, id));
      await audit(
        tx,
        actor,
        {
          action,
          target: { type: "customer", id },
          before: { email: row.email, status: row.status, blockedAt: row.blockedAt },
          after: { email: after!.email, status: after!.status, blockedAt: after!.blockedAt },
        },
        now,
      );
    }
    return { kind: "changed", changed: result === "changed" } as const;
  });
  if (outcome.kind !== "changed") return outcome;
  // Read after the commit: the record's parts come from other modules' reads, outside this transaction.
  const customer = await detail(context, db, id);
  return customer ? { kind: "done", changed: outcome.changed, customer } : { kind: "not_found" };
}

async function resendActivation(context: CustomerBackOfficeContext, id: number, actor: StaffActor): Promise<CustomerActionOutcome> {
  const { mailer, branding } = context;
  let mailId: number | null = null;
  const outcome = await act(context, id, actor, "customer.resend_activation", async (row, tx, now) => {
    if (row.status === "disabled") return { kind: "blocked" };
    if (row.status === "active" || row.activatedAt !== null) return { kind: "already_activated" };
    const [latest] = await tx
      .select({ at: max(customerTokens.createdAt) })
      .from(customerTokens)
      .where(and(eq(customerTokens.customerId, row.id), eq(customerTokens.kind, "activation")));
    if (latest?.at && now.getTime() - new Date(latest.at).getTime() < ACTIVATION_RESEND_INTERVAL_MS) return "unchanged";
    mailId = await enqueueActivation(tx, { mailer, branding }, row, row.language as Language, now);
    return "changed";
  });
  if (mailId !== null) void mailer.deliver([mailId]);
  return outcome;
}
