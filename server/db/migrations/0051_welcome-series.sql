ALTER TABLE "flow_messages" DROP CONSTRAINT "flow_messages_flow";--> statement-breakpoint
ALTER TABLE "flow_suppressions" DROP CONSTRAINT "flow_suppressions_scope";--> statement-breakpoint
-- compatible: widens the flows; every value the previous release writes stays allowed.
ALTER TABLE "flow_messages" ADD CONSTRAINT "flow_messages_flow" CHECK ("flow_messages"."flow" IN ('review_request', 'refill_reminder', 'welcome'));--> statement-breakpoint
-- compatible: widens the scopes; every value the previous release writes stays allowed.
ALTER TABLE "flow_suppressions" ADD CONSTRAINT "flow_suppressions_scope" CHECK ("flow_suppressions"."scope" IN ('review_request', 'refill_reminder', 'welcome', 'all'));