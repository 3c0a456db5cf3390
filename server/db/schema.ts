/**
 * The database as drizzle sees it, and the one place its tables are imported from: every caller imports
 * `#server/db/schema`, and drizzle-kit reads it (it follows these re-exports) to write migrations.
 *
 * Each module's tables live in a file of their own under schema/, and only that module's code writes them; another
 * module reads or changes them through what server/platform.ts injects, or hears of them through domain events.
 * Money is integer minor units (bani for RON).
 *
 *   catalog.ts        products, product_*, variant_*, exchange_rates, price_history; its inventory: stock_movements, stock_inspections, low_stock_alerts, back_in_stock_requests
 *   customers.ts      customers, customer_tokens, signup_links, customer_addresses, wishlist_items,
 *                     accessibility_barrier_reports
 *   staff.ts          staff_members, staff_recovery_codes, staff_sessions, staff_setup_tokens, audit_log
 *   content.ts        blogs, blog_translations, articles, article_translations, article_metafields,
 *                     store_content_pages, store_content_texts
 *   reviews.ts        reviews, review_votes
 *   newsletter.ts     newsletter_subscribers, newsletter_consent_events
 *   consent.ts        cookie_consents
 *   marketing.ts      visit_counts, funnel_counts, visitor_touches, attributions
 *   settings.ts       store_settings
 *   orders.ts         orders (and order_number_seq), order_lines, order_events, adverse_effect_reports
 *   payments.ts       payments, refunds, saved_payment_methods, store_credit_accounts, store_credit_entries
 *   loyalty.ts        loyalty_accounts, loyalty_entries
 *   subscriptions.ts  subscriptions, subscription_events, subscription_renewals, subscription_card_setups,
 *                     subscription_reminders, subscription_update_notices, subscription_extras
 *   returns.ts        returns, return_lines, return_events, return_photos
 *   invoicing.ts      invoices, invoice_series, vat_rates, efactura_jobs, efactura_unmatched
 *   promotions.ts     discount_codes, discount_code_products, discount_redemptions, promotions, promotion_customers, promotion_uses
 *   shipping.ts       shipments, shipment_events, courier_sync_cursors, pickup_points, cod_remittances
 *   retention.ts      flow_messages, flow_suppressions, checkout_snapshots
 *   webhooks.ts       webhook_endpoints, webhook_deliveries
 *   marketplace.ts    emag_orders, emag_offers, emag_leases
 *
 * The platform's own tables, no commerce module's: mail.ts (email_outbox), limits.ts (rate_limit_counters),
 * monitoring.ts (client_log_entries, client_metrics, health_probe), events.ts (domain_events, domain_event_handlings).
 * columns.ts holds what several files share (the locale enum, metafield columns, the CHECK list helper).
 *
 * A foreign key to another file's table imports that table, so the files import each other in circles where the
 * tables point both ways (an order line names its variant, a stock movement its order). That is safe: drizzle
 * follows a reference only when asked, after every file has loaded.
 */
export { ANY_LOCALE, localeEnum } from "#server/db/schema/columns";
export * from "#server/db/schema/catalog";
export * from "#server/db/schema/customers";
export * from "#server/db/schema/staff";
export * from "#server/db/schema/content";
export * from "#server/db/schema/reviews";
export * from "#server/db/schema/newsletter";
export * from "#server/db/schema/consent";
export * from "#server/db/schema/marketing";
export * from "#server/db/schema/settings";
export * from "#server/db/schema/orders";
export * from "#server/db/schema/payments";
export * from "#server/db/schema/loyalty";
export * from "#server/db/schema/subscriptions";
export * from "#server/db/schema/returns";
export * from "#server/db/schema/invoicing";
export * from "#server/db/schema/promotions";
export * from "#server/db/schema/webhooks";
export * from "#server/db/schema/shipping";
export * from "#server/db/schema/retention";
export * from "#server/db/schema/mail";
export * from "#server/db/schema/limits";
export * from "#server/db/schema/monitoring";
export * from "#server/db/schema/events";
export * from "#server/db/schema/marketplace";
