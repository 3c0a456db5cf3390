CREATE TABLE "adverse_effect_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"subscription_id" integer,
	"order_number" integer,
	"product_handle" text NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"customer_id" integer,
	"customer_email" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adverse_effect_reports_source" CHECK ("adverse_effect_reports"."source" IN ('cancelled', 'paused'))
);
--> statement-breakpoint
ALTER TABLE "staff_setup_tokens" ADD COLUMN "pending_totp_secret" text;--> statement-breakpoint
ALTER TABLE "adverse_effect_reports" ADD CONSTRAINT "adverse_effect_reports_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adverse_effect_reports_created_idx" ON "adverse_effect_reports" USING btree ("created_at");