ALTER TABLE "flow_messages" DROP CONSTRAINT "flow_messages_flow";--> statement-breakpoint
ALTER TABLE "flow_messages" DROP CONSTRAINT "flow_messages_reason";--> statement-breakpoint
ALTER TABLE "flow_suppressions" DROP CONSTRAINT "flow_suppressions_scope";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_per_bottle" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_per_day" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_units_per_bottle" CHECK ("products"."units_per_bottle" IS NULL OR "products"."units_per_bottle" BETWEEN 1 AND 1000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_units_per_day" CHECK ("products"."units_per_day" IS NULL OR "products"."units_per_day" BETWEEN 1 AND 20);--> statement-breakpoint
-- compatible: widens the flows; every value the previous release writes stays allowed.
ALTER TABLE "flow_messages" ADD CONSTRAINT "flow_messages_flow" CHECK ("flow_messages"."flow" IN ('review_request', 'refill_reminder'));--> statement-breakpoint
-- compatible: widens the suppression reasons; every value the previous release writes stays allowed.
ALTER TABLE "flow_messages" ADD CONSTRAINT "flow_messages_reason" CHECK ("flow_messages"."suppressed_reason" IS NULL OR "flow_messages"."suppressed_reason" IN ('no_consent', 'unsubscribed', 'bounced', 'complained', 'flow_off', 'subscribed', 'reordered'));--> statement-breakpoint
-- compatible: widens the scopes; every value the previous release writes stays allowed.
ALTER TABLE "flow_suppressions" ADD CONSTRAINT "flow_suppressions_scope" CHECK ("flow_suppressions"."scope" IN ('review_request', 'refill_reminder', 'all'));