-- Renewals that charge, remind and keep their word (issue 18, decision 0043): each card renewal's charge and its
-- retries, one reminder per delivery with the price it announced, and per subscription the unit price the customer
-- agreed to (back-filled from the first order's subscription line), where renewals go and in which language.
CREATE TABLE "subscription_reminders" (
	"subscription_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"due_date" date NOT NULL,
	"unit_price_ron_minor" integer NOT NULL,
	"total_ron_minor" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_reminders_subscription_id_cycle_pk" PRIMARY KEY("subscription_id","cycle")
);
--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD COLUMN "charge_state" text DEFAULT 'not_needed' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD COLUMN "charge_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD COLUMN "next_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD COLUMN "last_decline" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "agreed_unit_price_ron_minor" integer;--> statement-breakpoint
UPDATE "subscriptions" AS s SET "agreed_unit_price_ron_minor" = COALESCE(
	(SELECT l."unit_price_ron_minor" FROM "order_lines" l WHERE l."order_id" = s."order_id" AND l."is_subscription" ORDER BY l."position" LIMIT 1),
	(SELECT v."price_minor" FROM "product_variants" v WHERE v."id" = s."variant_id"),
	0);--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "agreed_unit_price_ron_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "language" "locale" DEFAULT 'ro' NOT NULL;--> statement-breakpoint
UPDATE "subscriptions" AS s SET "language" = o."language" FROM "orders" o WHERE o."id" = s."order_id";--> statement-breakpoint
ALTER TABLE "subscription_reminders" ADD CONSTRAINT "subscription_reminders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_renewals_retry_idx" ON "subscription_renewals" USING btree ("next_retry_at") WHERE "subscription_renewals"."charge_state" IN ('pending', 'failed');--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_charge_state" CHECK ("subscription_renewals"."charge_state" IN ('not_needed', 'pending', 'charged', 'failed', 'abandoned'));