/**
 * The subscriptions module (decision 0134): subscriptions, their renewals into orders, card charges and dunning,
 * reminders, card setups, the customer's portal and the staff's side. Its ports: the catalogue's variants, their
 * facts (`VariantFacts`) and pricing, the payments a renewal opens and charges and the saved cards (`SavedCards`), a
 * customer's saved addresses and whether an email has an account (customers' `EnabledAccounts`), and the staff's
 * notices. Its handlers start a subscription when its first order is confirmed and end it with a cancelled order.
 */
import type { DeliverEvents } from "#server/commerce/shared/domain-events";
import type { Infrastructure } from "#server/commerce/shared/infrastructure";
import type { NotifyStaff } from "#server/mail/staff-notice";
import type { OrderPricingService, SaleCatalog, VariantFacts } from "#server/commerce/catalog/module";
import type { PaymentService, SavedCards } from "#server/commerce/payments/module";
import { createSubscriptionActions, type EnabledAccounts, type SubscriptionActions, type SubscriptionActionsOptions } from "./actions.ts";
import { createSubscriptionBackOffice, type SubscriptionBackOffice } from "./back-office.ts";
import { createSubscriptionCardSetups, type SubscriptionCardSetups } from "./card-setups.ts";
import { createSubscriptionCharges, type SubscriptionCharges } from "./charges.ts";
import { createSubscriptionLinks, type SubscriptionLinks } from "./links.ts";
import { createSubscriptionPortal, type SubscriptionPortal } from "./portal.ts";
import { createSubscriptionReminders, type SubscriptionReminders } from "./reminders.ts";
import { createSubscriptionRenewals, type SubscriptionRenewals } from "./renewals.ts";
import { savedMethodUses } from "./method-uses.ts";
import { isSubscriber, subscribedProducts } from "./subscribed-products.ts";
import { endSubscriptionWithOrder, startSubscriptionOnConfirmation } from "./subscriptions.ts";
import { saveOfferResults, type DailyPortionOf, type SaveOfferSettingsOf } from "./save-offers.ts";
import type { SaveReasonResult } from "#domain/save-offers";

/** What other modules and the server's layers use of this module's own files: reachable only through here. */
export type { SubscriptionActionOutcome, SubscriptionActions } from "./actions.ts";
export type { SubscriptionBackOffice } from "./back-office.ts";
export { CARD_SETUP_RETURN_PATH, type CardSetupPage, type SubscriptionCardSetups } from "./card-setups.ts";
export type { SubscriptionCharges } from "./charges.ts";
export type { SubscriptionLinks } from "./links.ts";
export type { SubscriptionPortal } from "./portal.ts";
export type { SubscriptionReminders } from "./reminders.ts";
export type { SubscriptionRenewals } from "./renewals.ts";

/**
 * The subscriptions' ports: which of some products an address subscribes to (retention's refill reminders), and
 * `SavedMethodUses`, the subscriptions renewing with a saved card, which payments' card page counts and releases.
 */
export const subscriptionFacts = { subscribedProducts, savedMethodUses, isSubscriber };

export interface SubscriptionsPorts extends Pick<Infrastructure, "config" | "db" | "clock" | "mailer" | "branding" | "audit" | "onError"> {
  catalog: Pick<SaleCatalog, "variantsForSale">;
  pricing: OrderPricingService;
  /** Which variants there are, their SKUs and today's prices (catalog's `VariantFacts`). */
  variants: VariantFacts;
  payments: PaymentService;
  /** The cards subscriptions renew with (payments' `SavedCards`). */
  savedCards: SavedCards;
  savedAddresses: SubscriptionActionsOptions["savedAddresses"];
  /** Whether an email has an account that is not disabled (customers' `EnabledAccounts`). */
  enabledAccounts: EnabledAccounts;
  notifyStaff: NotifyStaff;
  deliverEvents: DeliverEvents;
  signingSecret: () => string;
  /** The owner's save-offer settings (settings' `subscriptions.saveOffers`, decision 0170). */
  saveOfferSettings: SaveOfferSettingsOf;
  /** The label's daily portion of a variant's product (catalog's mandatory information). */
  dailyPortion: DailyPortionOf;
}

/** The cancel form's save offers against their holdout, per reason, for the attempts opened in a period (decision 0170). */
export interface SaveOfferResults {
  forPeriod(range: { start: Date; end: Date }): Promise<SaveReasonResult[]>;
}

export interface SubscriptionsServices {
  /** The customer's side of their subscriptions (issue 18). */
  subscriptions: SubscriptionPortal;
  subscriptionLinks: SubscriptionLinks;
  reminders: SubscriptionReminders;
  /** Deliveries due become orders, once each (decision 0043). */
  renewals: SubscriptionRenewals;
  /** Card renewals' charges and their dunning retries. */
  charges: SubscriptionCharges;
  /** Skip, pause, reschedule, change, cancel: the portal's actions, for customers, signed links and staff. */
  subscriptionActions: SubscriptionActions;
  /** A subscription's new card, given on the provider's hosted page (decision 0045). */
  cardSetups: SubscriptionCardSetups;
  /** The staff's side of the subscriptions: by state, upcoming renewals, failed charges, one's history (issue 18). */
  subscriptionBackOffice: SubscriptionBackOffice;
  saveOfferResults: SaveOfferResults;
}

export function createSubscriptionsModule(ports: SubscriptionsPorts) {
  const { config, db, clock, mailer, branding, audit, onError, catalog, pricing, payments, notifyStaff, deliverEvents } = ports;
  const { variants, savedCards } = ports;
  const subscriptionLinks = createSubscriptionLinks({ secret: ports.signingSecret, baseUrl: config.baseUrl, clock });
  const charges = createSubscriptionCharges({
    db,
    clock,
    payments,
    notifyStaff,
    mailer,
    branding,
    subscriptionPages: subscriptionLinks,
    deliverEvents,
    onError,
  });
  const renewals = createSubscriptionRenewals({
    db,
    pricing,
    catalog,
    payments,
    clock,
    deliverEvents,
    chargeCard: (subscriptionId, cycle, now) => charges.chargeRenewal(subscriptionId, cycle, now),
    onError,
  });
  const cardSetups = createSubscriptionCardSetups({ db, clock, payments, mailer, branding, links: subscriptionLinks, charges, savedCards });
  const subscriptionActions = createSubscriptionActions({
    db,
    clock,
    mailer,
    branding,
    catalog,
    variants,
    savedCards,
    enabledAccounts: ports.enabledAccounts,
    renewals,
    charges,
    cardSetups,
    links: subscriptionLinks,
    savedAddresses: ports.savedAddresses,
    audit,
    notifyStaff,
    saveOfferSettings: ports.saveOfferSettings,
    dailyPortion: ports.dailyPortion,
  });
  const services: SubscriptionsServices = {
    subscriptions: createSubscriptionPortal({ db, catalog, variants, savedCards }),
    subscriptionLinks,
    reminders: createSubscriptionReminders({
      db,
      pricing,
      clock,
      mailer,
      branding,
      links: subscriptionLinks,
      daysBefore: config.subscriptionReminderDays,
      onError,
    }),
    renewals,
    charges,
    subscriptionActions,
    cardSetups,
    subscriptionBackOffice: createSubscriptionBackOffice({ db, clock, catalog, variants, savedCards, actions: subscriptionActions }),
    saveOfferResults: { forPeriod: (range) => saveOfferResults(db, range) },
  };
  return { services, handlers: { startSubscriptionOnConfirmation, endSubscriptionWithOrder } };
}
