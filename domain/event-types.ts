/**
 * Every domain event the store publishes (decisions 0084, 0090), by name, gathered from the modules that declare them.
 * A handler's `types` and a publisher's events are checked against it: a misspelt name fails to compile, where it
 * would otherwise be published to nobody or listened for in vain.
 */
import { CATALOG_EVENT_TYPES, type CatalogEventType } from "./catalog-events.ts";
import { INVOICE_ACCEPTED_BY_ANAF, INVOICE_EVENT_TYPES, INVOICE_ISSUE_REQUESTED, type InvoiceEventType } from "./invoice.ts";
import { NEWSLETTER_EVENT_TYPES, type NewsletterEventType } from "./newsletter.ts";
import { ORDER_EVENT_TYPES, type OrderEventType } from "./order-lifecycle.ts";
import { RETURN_AWB_CREATED } from "./return-awbs.ts";
import { RETURN_EVENT_TYPES, type ReturnEventType } from "./returns.ts";
import { SUBSCRIPTION_EVENT_TYPES, type SubscriptionEventType } from "./subscription-lifecycle.ts";

export type DomainEventType =
  | OrderEventType
  | SubscriptionEventType
  | ReturnEventType
  | typeof RETURN_AWB_CREATED
  | InvoiceEventType
  | typeof INVOICE_ISSUE_REQUESTED
  | typeof INVOICE_ACCEPTED_BY_ANAF
  | CatalogEventType
  | NewsletterEventType;

export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = [
  ...ORDER_EVENT_TYPES,
  ...SUBSCRIPTION_EVENT_TYPES,
  ...RETURN_EVENT_TYPES,
  RETURN_AWB_CREATED,
  ...INVOICE_EVENT_TYPES,
  INVOICE_ISSUE_REQUESTED,
  INVOICE_ACCEPTED_BY_ANAF,
  ...CATALOG_EVENT_TYPES,
  ...NEWSLETTER_EVENT_TYPES,
];
