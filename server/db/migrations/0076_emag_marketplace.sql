CREATE TABLE "emag_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"leased_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emag_offers" (
	"variant_id" integer PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"offer" jsonb NOT NULL,
	"pushed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "emag_offers_fingerprint" CHECK (length("emag_offers"."fingerprint") > 0)
);
--> statement-breakpoint
CREATE TABLE "emag_orders" (
	"emag_order_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"emag_order" jsonb NOT NULL,
	"payment_mode_id" integer NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"pushed_status" integer,
	CONSTRAINT "emag_orders_order_key" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'store' NOT NULL;--> statement-breakpoint
ALTER TABLE "emag_offers" ADD CONSTRAINT "emag_offers_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emag_orders" ADD CONSTRAINT "emag_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emag_orders_unacknowledged_idx" ON "emag_orders" USING btree ("imported_at") WHERE "emag_orders"."acknowledged_at" IS NULL;--> statement-breakpoint
-- compatible: the previous release never writes the channel, whose default (store) the check allows.
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel" CHECK ("orders"."channel" IN ('store', 'emag'));