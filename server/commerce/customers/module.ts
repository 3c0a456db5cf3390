/**
 * The customers module (decision 0134): shoppers' accounts, sessions, addresses and wishlists, and the staff's side of
 * them. Its ports: a consent given or withdrawn on the account page (newsletter), a customer's orders, subscriptions,
 * returns and store credit for the staff's page (orders' `CustomerOrderFacts`), their newsletter consent, the
 * products a wishlist may hold (catalog's `KnownProducts`), and the staff's notices (staff's `notify`), which a
 * shopper's report of an accessibility barrier sends to customer support (decision 0145).
 */
import type { NotifyStaff } from "#server/mail/staff-notice";
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import { hasEnabledAccount } from "./account-facts.ts";
import {
  createCustomerBackOffice,
  type CustomerBackOffice,
  type CustomerConsents,
  type CustomerOrderFacts,
} from "./customer-back-office.ts";
import { createBarrierReports, type BarrierReports } from "./barrier-reports.ts";
import { createCustomerServices, type CustomerServices } from "./customers-services.ts";
import type { KnownProducts } from "./wishlist.ts";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export { type Address, type AddressBook, MAX_ADDRESSES } from "./addresses.ts";
export type { BarrierReports } from "./barrier-reports.ts";
export type { CustomerActionOutcome, CustomerBackOffice } from "./customer-back-office.ts";
export type { CustomerServices } from "./customers-services.ts";
export type { Customer } from "./customers.ts";
export type { CustomerSessions, LiveSession, SignedIn } from "./sessions.ts";
export type { IssuedToken } from "./tokens.ts";
export { MAX_WISHLIST_ITEMS, type Wishlist, type WishlistItem } from "./wishlist.ts";

/** The customers' read port: whether an email has an account that is not disabled (subscriptions' `EnabledAccounts`). */
export const customerFacts = { hasEnabledAccount };

export interface CustomersPorts extends Pick<Infrastructure, "db" | "clock" | "mailer" | "branding" | "audit" | "onError"> {
  /** Records or withdraws the marketing consent a shopper changes on their account (newsletter). */
  marketingConsent: Parameters<typeof createCustomerServices>[0]["marketingConsent"];
  orderFacts: CustomerOrderFacts;
  consents: CustomerConsents;
  knownProducts: KnownProducts;
  /** Tells customer support a shopper reported an accessibility barrier (staff's `notify`). */
  notifyStaff: NotifyStaff;
}

export type CustomersServices = CustomerServices & {
  backOffice: CustomerBackOffice;
  /** Shoppers' reports of accessibility barriers and customer support's task list of them (decision 0145). */
  barrierReports: BarrierReports;
};

export function createCustomersModule(ports: CustomersPorts): { services: CustomersServices; handlers: [] } {
  const { db, clock, mailer, branding, audit, onError } = ports;
  return {
    services: {
      ...createCustomerServices({
        db,
        mailer,
        branding,
        clock,
        onBackgroundError: (error, message) => onError({ err: error }, message),
        marketingConsent: ports.marketingConsent,
        knownProducts: ports.knownProducts,
      }),
      backOffice: createCustomerBackOffice({ db, clock, mailer, branding, audit, orderFacts: ports.orderFacts, consents: ports.consents }),
      barrierReports: createBarrierReports({ db, clock, mailer, audit, notifyStaff: ports.notifyStaff }),
    },
    handlers: [],
  };
}
