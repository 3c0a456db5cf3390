CREATE TABLE "low_stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"movement_id" integer NOT NULL,
	"balance" integer NOT NULL,
	"threshold" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"cause" text NOT NULL,
	"source_key" text NOT NULL,
	"order_id" integer,
	"return_id" integer,
	"change" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"staff_id" integer,
	"staff_email" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_cause" CHECK ("stock_movements"."cause" IN ('opening', 'order_placed', 'renewal', 'order_cancelled', 'withdrawal', 'refund_unshipped', 'return_restocked', 'adjustment')),
	CONSTRAINT "stock_movements_balance" CHECK ("stock_movements"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "stock_variant_id" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "stock_from_variant_id" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "low_stock_threshold" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "low_stock_alerts" ADD CONSTRAINT "low_stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_stock_alerts" ADD CONSTRAINT "low_stock_alerts_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "low_stock_alerts_movement_key" ON "low_stock_alerts" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "low_stock_alerts_due_idx" ON "low_stock_alerts" USING btree ("mailed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_cause_key" ON "stock_movements" USING btree ("cause","source_key","variant_id");--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id","id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_stock_variant_id_product_variants_id_fk" FOREIGN KEY ("stock_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_stock_from_variant_id_product_variants_id_fk" FOREIGN KEY ("stock_from_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_low_stock_threshold" CHECK ("product_variants"."low_stock_threshold" BETWEEN 0 AND 1000000);--> statement-breakpoint
-- data: every counted variant opens its ledger with the stock it holds, so an existing store's movements add up to it.
INSERT INTO "stock_movements" ("variant_id", "cause", "source_key", "change", "balance_after")
SELECT "id", 'opening', 'opening', "stock_quantity", "stock_quantity" FROM "product_variants" WHERE "stock_quantity" IS NOT NULL;--> statement-breakpoint
-- data: a subscription variant without stock of its own delivers bottles of its product's first counted variant.
UPDATE "product_variants" AS "subscription" SET "stock_from_variant_id" = (
  SELECT "bottle"."id" FROM "product_variants" AS "bottle"
  WHERE "bottle"."product_id" = "subscription"."product_id" AND "bottle"."stock_quantity" IS NOT NULL
  ORDER BY "bottle"."position" LIMIT 1
)
WHERE "subscription"."stock_quantity" IS NULL
  AND EXISTS (
    SELECT 1 FROM "variant_metafields" AS "field"
    WHERE "field"."variant_id" = "subscription"."id" AND "field"."key" = 'subscription' AND "field"."value" = 'true'
  );
