CREATE TABLE "subscription_update_notices" (
	"subscription_id" integer PRIMARY KEY NOT NULL,
	"receipts" jsonb NOT NULL,
	"first_change_at" timestamp with time zone NOT NULL,
	"last_change_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_update_notices" ADD CONSTRAINT "subscription_update_notices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_update_notices_due_idx" ON "subscription_update_notices" USING btree ("last_change_at");