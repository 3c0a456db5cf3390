CREATE TABLE "parcel_additions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"click_key" text NOT NULL,
	"order_line_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"amount_ron_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcel_additions_amounts" CHECK ("parcel_additions"."amount_minor" >= 0 AND "parcel_additions"."amount_ron_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_cause";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "parcel_offer_product_id" integer;--> statement-breakpoint
ALTER TABLE "parcel_additions" ADD CONSTRAINT "parcel_additions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_additions" ADD CONSTRAINT "parcel_additions_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_additions_click_key" ON "parcel_additions" USING btree ("order_id","click_key");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parcel_offer_product_id_products_id_fk" FOREIGN KEY ("parcel_offer_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- compatible: constrains only the column this migration adds, which the previous release never writes.
ALTER TABLE "products" ADD CONSTRAINT "products_parcel_offer_not_itself" CHECK ("products"."parcel_offer_product_id" IS NULL OR "products"."parcel_offer_product_id" <> "products"."id");--> statement-breakpoint
-- compatible: widens the causes; every value the previous release writes stays allowed.
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_cause" CHECK ("stock_movements"."cause" IN ('opening', 'order_placed', 'renewal', 'order_cancelled', 'withdrawal', 'refund_unshipped', 'return_restocked', 'adjustment', 'return_inspected_sellable', 'written_off_damaged', 'parcel_added'));