CREATE TABLE "back_in_stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer,
	"email" text NOT NULL,
	"language" "locale" NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "back_in_stock_requests_served_once" CHECK ("back_in_stock_requests"."notified_at" IS NULL OR "back_in_stock_requests"."closed_at" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT "newsletter_subscribers_source";--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_waiting_key" ON "back_in_stock_requests" USING btree ("variant_id","email") WHERE "back_in_stock_requests"."notified_at" IS NULL AND "back_in_stock_requests"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_queue_idx" ON "back_in_stock_requests" USING btree ("variant_id","requested_at");--> statement-breakpoint
-- compatible: widens the sources; every value the previous release writes stays allowed.
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_source" CHECK ("newsletter_subscribers"."source" IN ('discount_popup', 'footer', 'checkout', 'account', 'back_in_stock'));