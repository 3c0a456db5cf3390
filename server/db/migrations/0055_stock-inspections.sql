CREATE TABLE "stock_inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"order_id" integer,
	"return_id" integer,
	"note" text,
	"state" text DEFAULT 'to_inspect' NOT NULL,
	"decided_by_staff_id" integer,
	"decided_by_email" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_inspections_source" CHECK ("stock_inspections"."source" IN ('refused_parcel', 'returned_parcel', 'customer_return')),
	CONSTRAINT "stock_inspections_state" CHECK ("stock_inspections"."state" IN ('to_inspect', 'sellable', 'damaged')),
	CONSTRAINT "stock_inspections_quantity" CHECK ("stock_inspections"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_cause";--> statement-breakpoint
ALTER TABLE "stock_inspections" ADD CONSTRAINT "stock_inspections_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_inspections" ADD CONSTRAINT "stock_inspections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_inspections" ADD CONSTRAINT "stock_inspections_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_inspections" ADD CONSTRAINT "stock_inspections_decided_by_staff_id_staff_members_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_inspections_source_key" ON "stock_inspections" USING btree ("source","source_key","variant_id");--> statement-breakpoint
CREATE INDEX "stock_inspections_state_idx" ON "stock_inspections" USING btree ("state","id");--> statement-breakpoint
-- compatible: widens the causes; every value the previous release writes stays allowed.
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_cause" CHECK ("stock_movements"."cause" IN ('opening', 'order_placed', 'renewal', 'order_cancelled', 'withdrawal', 'refund_unshipped', 'return_restocked', 'adjustment', 'return_inspected_sellable', 'written_off_damaged'));