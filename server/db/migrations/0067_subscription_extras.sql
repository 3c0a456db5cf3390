CREATE TABLE "subscription_extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"variant_id" integer,
	"quantity" integer NOT NULL,
	"agreed_unit_price_ron_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer,
	"dropped_at" timestamp with time zone,
	"dropped_reason" text,
	CONSTRAINT "subscription_extras_quantity" CHECK ("subscription_extras"."quantity" BETWEEN 1 AND 10),
	CONSTRAINT "subscription_extras_price" CHECK ("subscription_extras"."agreed_unit_price_ron_minor" >= 0),
	CONSTRAINT "subscription_extras_dropped" CHECK (("subscription_extras"."dropped_at" IS NULL) = ("subscription_extras"."dropped_reason" IS NULL) AND ("subscription_extras"."dropped_reason" IS NULL OR "subscription_extras"."dropped_reason" IN ('removed', 'cancelled', 'unavailable', 'out_of_stock'))),
	CONSTRAINT "subscription_extras_once" CHECK ("subscription_extras"."order_id" IS NULL OR "subscription_extras"."dropped_at" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "subscription_extras" ADD CONSTRAINT "subscription_extras_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_extras" ADD CONSTRAINT "subscription_extras_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_extras" ADD CONSTRAINT "subscription_extras_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_extras_pending_idx" ON "subscription_extras" USING btree ("subscription_id") WHERE "subscription_extras"."order_id" IS NULL AND "subscription_extras"."dropped_at" IS NULL;