CREATE TABLE "subscription_save_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"reason" text NOT NULL,
	"arm" text NOT NULL,
	"answer" text NOT NULL,
	"outcome" text,
	"opened_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "subscription_save_attempts_reason" CHECK ("subscription_save_attempts"."reason" IN ('too_much_product', 'too_expensive', 'not_seeing_results', 'side_effects', 'another_product', 'other')),
	CONSTRAINT "subscription_save_attempts_arm" CHECK ("subscription_save_attempts"."arm" IN ('offer', 'holdout')),
	CONSTRAINT "subscription_save_attempts_answer" CHECK ("subscription_save_attempts"."answer" IN ('skip_first', 'takes_weeks', 'discount', 'none', 'change_interval', 'skip')),
	CONSTRAINT "subscription_save_attempts_outcome" CHECK (("subscription_save_attempts"."outcome" IS NULL) = ("subscription_save_attempts"."decided_at" IS NULL) AND ("subscription_save_attempts"."outcome" IS NULL OR "subscription_save_attempts"."outcome" IN ('saved', 'cancelled', 'abandoned')))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_discount_kind";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "save_discount_percent" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "save_discount_granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_save_attempts" ADD CONSTRAINT "subscription_save_attempts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_save_attempts_subscription_idx" ON "subscription_save_attempts" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "subscription_save_attempts_opened_idx" ON "subscription_save_attempts" USING btree ("opened_at");--> statement-breakpoint
-- compatible: the check dropped above, made wider (a percent with no code, decision 0170): every row the previous release writes passes it.
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_kind" CHECK (("orders"."discount_code" IS NULL AND ("orders"."discount_kind" IS NULL OR "orders"."discount_kind" = 'percent')) OR ("orders"."discount_code" IS NOT NULL AND "orders"."discount_kind" IN ('percent', 'fixed')));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_save_discount" CHECK ("subscriptions"."save_discount_percent" IS NULL OR "subscriptions"."save_discount_percent" BETWEEN 1 AND 100);