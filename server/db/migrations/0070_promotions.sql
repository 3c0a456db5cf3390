CREATE TABLE "promotion_customers" (
	"promotion_id" integer NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "promotion_customers_promotion_id_email_pk" PRIMARY KEY("promotion_id","email")
);
--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"title" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"amount_ron_minor" integer NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_uses_amounts" CHECK ("promotion_uses"."amount_minor" >= 0 AND "promotion_uses"."amount_ron_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ro" text NOT NULL,
	"title_en" text NOT NULL,
	"kind" text NOT NULL,
	"value_kind" text,
	"percent" integer,
	"amount_ron_minor" integer,
	"tier_basis" text,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gift_variant_id" integer,
	"min_subtotal_ron_minor" integer,
	"zone_ids" jsonb,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variant_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" text DEFAULT 'everyone' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"combines_with_codes" boolean DEFAULT false NOT NULL,
	"combines_with_promotions" boolean DEFAULT false NOT NULL,
	"usage_limit" integer,
	"updated_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" IN ('amount_off', 'tiers', 'gift', 'free_shipping')),
	CONSTRAINT "promotions_audience" CHECK ("promotions"."audience" IN ('everyone', 'first_order', 'subscribers', 'customer_list')),
	CONSTRAINT "promotions_value" CHECK (("promotions"."kind" = 'amount_off' AND (("promotions"."value_kind" = 'percent' AND "promotions"."percent" BETWEEN 1 AND 100 AND "promotions"."amount_ron_minor" IS NULL) OR ("promotions"."value_kind" = 'fixed' AND "promotions"."amount_ron_minor" > 0 AND "promotions"."percent" IS NULL)))
        OR ("promotions"."kind" = 'tiers' AND "promotions"."tier_basis" IN ('quantity', 'value') AND jsonb_array_length("promotions"."tiers") BETWEEN 1 AND 5)
        OR ("promotions"."kind" = 'gift' AND "promotions"."value_kind" IS NULL)
        OR ("promotions"."kind" = 'free_shipping' AND "promotions"."min_subtotal_ron_minor" IS NOT NULL)),
	CONSTRAINT "promotions_min_subtotal" CHECK ("promotions"."min_subtotal_ron_minor" IS NULL OR "promotions"."min_subtotal_ron_minor" > 0),
	CONSTRAINT "promotions_usage_limit" CHECK ("promotions"."usage_limit" IS NULL OR "promotions"."usage_limit" >= 1),
	CONSTRAINT "promotions_dates" CHECK ("promotions"."starts_at" IS NULL OR "promotions"."ends_at" IS NULL OR "promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gift_of_promotion_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_discount_ron_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_customers" ADD CONSTRAINT "promotion_customers_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_gift_variant_id_product_variants_id_fk" FOREIGN KEY ("gift_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_updated_by_staff_id_staff_members_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_uses_order_promotion_key" ON "promotion_uses" USING btree ("order_id","promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_promotion_idx" ON "promotion_uses" USING btree ("promotion_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_gift_of_promotion_id_promotions_id_fk" FOREIGN KEY ("gift_of_promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- compatible: the previous release never writes the new columns, whose default 0 passes this check.
ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_discount" CHECK ("orders"."promotion_discount_minor" BETWEEN 0 AND "orders"."discount_minor" AND "orders"."promotion_discount_ron_minor" BETWEEN 0 AND "orders"."discount_ron_minor");