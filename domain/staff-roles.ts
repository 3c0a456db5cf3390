/**
 * Who on the staff may do what (issue 16). The server checks every admin request against this table;
 * the admin's pages read it only to hide what a member could not do anyway.
 *
 * - `owner`: everything, and the staff itself.
 * - `fulfilment`: the orders and their shipping, receiving returned parcels.
 * - `support`: reads orders and discount codes, looks after customers, reviews and return decisions; never moves money.
 */
export const STAFF_ROLES = ["owner", "fulfilment", "support"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The signed-in member who made a change: the one actor the audit log, the histories and the events name. */
export interface StaffActor {
  staffId: number;
  email: string;
  client: string;
}

/** A member as a history or an event names them, without the address the audit log keeps. */
export type StaffName = Pick<StaffActor, "staffId" | "email">;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

const EVERYONE = ["owner", "fulfilment", "support"] as const satisfies readonly StaffRole[];

export const STAFF_PERMISSIONS = {
  "dashboard.read": EVERYONE,
  "orders.read": EVERYONE,
  "orders.note": EVERYONE,
  /** Packed, shipped with a tracking number, delivered. */
  "orders.fulfil": ["owner", "fulfilment"],
  /** The courier's cash-on-delivery money arrived; the couriers' transfers reconciled against the parcels (/admin/cod). */
  "orders.collect_cod": ["owner", "fulfilment"],
  "orders.export": ["owner", "fulfilment"],
  "orders.cancel": ["owner"],
  "orders.refund": ["owner"],
  /** Invoices and credit notes, their PDFs and e-Factura XML: fulfilment prints them for parcels, support sends them again. */
  "invoices.read": EVERYONE,
  /** Uploading to ANAF's e-Factura and asking how an upload stands: the owner's, who answers to ANAF. */
  "invoices.efactura": ["owner"],
  /** A goodwill credit or a correction of a customer's store credit: money, so the owner's. */
  "store_credit.adjust": ["owner"],
  /** A correction of a customer's loyalty points, and the points ledger's export: a discount to come, so the owner's. */
  "loyalty.adjust": ["owner"],
  "returns.receive": ["owner", "fulfilment"],
  "returns.decide": ["owner", "support"],
  "customers.read": ["owner", "support"],
  /** Block and unblock an account, send its activation email again. */
  "customers.manage": ["owner", "support"],
  /** Subscriptions, the renewals ahead and the declined charges: fulfilment plans parcels and stock from them. */
  "subscriptions.read": EVERYONE,
  /** Every action the customer has in their portal (skip, pause, change, cancel…), done on their behalf and audited. */
  "subscriptions.manage": ["owner", "support"],
  /** The subscribers and their consent; unsubscribing one on their request. */
  "newsletter.read": ["owner", "support"],
  "newsletter.manage": ["owner", "support"],
  /** Every subscriber's address and consent in one file: the owner's, who answers for the data. */
  "newsletter.export": ["owner"],
  "reviews.moderate": ["owner", "support"],
  /** Support reads the codes to answer a shopper whose code was refused; only the owner changes what the store gives away. */
  "discounts.read": ["owner", "support"],
  "discounts.manage": ["owner"],
  "catalog.manage": ["owner"],
  /** Blog articles and the store's own texts. */
  "content.manage": ["owner"],
  /** Shipping terms and display-currency rates (issue 17 item 7). */
  "settings.manage": ["owner"],
  "staff.manage": ["owner"],
  /** The safety file: customers' reports of adverse effects, kept for the owner who answers for the products. */
  "safety.read": ["owner"],
  "audit.read": ["owner"],
  /** Putting a domain event that failed for good back in its queue: it runs its handlers' side effects (emails, money). */
  "events.retry": ["owner"],
  /** Outgoing webhooks: where the store sends its events and the secrets that sign them (decision 0171). */
  "webhooks.manage": ["owner"],
  /** Sales, refunds, VAT and the courier's cash: the business's money, which only the owner's role sees whole (decision 0077). */
  "reports.read": ["owner"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function can(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/**
 * What the admin's door asks of a signed-in member (decision 0091), for a REST route's step and a page's read alike:
 * a permission, or only to be signed in.
 */
export type StaffRule = StaffPermission | "signed_in";

export function admits(role: StaffRole, rule: StaffRule): boolean {
  return rule === "signed_in" || can(role, rule);
}

/** The owner must use two-factor; for the others it is their choice. */
export function requiresTwoFactor(role: StaffRole): boolean {
  return role === "owner";
}

/** Staff passwords guard money and customers' data: longer than a shopper's. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

/** How long a staff session lives without a request. */
export const STAFF_IDLE_TIMEOUT_MS = 12 * 60 * 60_000;
/** Between the password and the second factor. */
export const STAFF_SECOND_FACTOR_WINDOW_MS = 5 * 60_000;
export const STAFF_SETUP_LINK_LIFETIME_MS = 24 * 60 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
