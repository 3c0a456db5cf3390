CREATE TABLE "checkout_snapshots" (
	"checkout_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" "locale" NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping_service_id" text,
	"accepts_marketing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flow_messages" DROP CONSTRAINT "flow_messages_flow";--> statement-breakpoint
ALTER TABLE "flow_suppressions" DROP CONSTRAINT "flow_suppressions_scope";--> statement-breakpoint
CREATE INDEX "checkout_snapshots_email_idx" ON "checkout_snapshots" USING btree ("email");--> statement-breakpoint
CREATE INDEX "checkout_snapshots_updated_idx" ON "checkout_snapshots" USING btree ("updated_at");--> statement-breakpoint
-- compatible: widens the flows; every value the previous release writes stays allowed.
ALTER TABLE "flow_messages" ADD CONSTRAINT "flow_messages_flow" CHECK ("flow_messages"."flow" IN ('review_request', 'refill_reminder', 'welcome', 'abandoned_checkout'));--> statement-breakpoint
-- compatible: widens the scopes; every value the previous release writes stays allowed.
ALTER TABLE "flow_suppressions" ADD CONSTRAINT "flow_suppressions_scope" CHECK ("flow_suppressions"."scope" IN ('review_request', 'refill_reminder', 'welcome', 'abandoned_checkout', 'all'));