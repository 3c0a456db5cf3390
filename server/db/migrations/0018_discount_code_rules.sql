CREATE TABLE "discount_code_products" (
	"code" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "discount_code_products_code_product_id_pk" PRIMARY KEY("code","product_id")
);
--> statement-breakpoint
ALTER TABLE "discount_codes" DROP CONSTRAINT "discount_codes_percent";--> statement-breakpoint
ALTER TABLE "discount_codes" DROP CONSTRAINT "discount_codes_source";--> statement-breakpoint
DROP INDEX "discount_redemptions_code_email_key";--> statement-breakpoint
ALTER TABLE "discount_codes" ALTER COLUMN "percent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "amount_ron_minor" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "min_subtotal_ron_minor" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "product_scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "created_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "updated_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD COLUMN "once_per_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_ron_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount_ron_minor" integer;--> statement-breakpoint
-- Hand-written: orders placed with a code before codes had kinds were all percent codes.
UPDATE "orders" SET "discount_kind" = 'percent' WHERE "discount_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_code_products" ADD CONSTRAINT "discount_code_products_code_discount_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."discount_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_products" ADD CONSTRAINT "discount_code_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_code_products_product_idx" ON "discount_code_products" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_updated_by_staff_id_staff_members_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_once_per_email_key" ON "discount_redemptions" USING btree ("code","email") WHERE "discount_redemptions"."once_per_email";--> statement-breakpoint
CREATE INDEX "discount_redemptions_code_email_idx" ON "discount_redemptions" USING btree ("code","email");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_value" CHECK (("discount_codes"."kind" = 'percent' AND "discount_codes"."percent" BETWEEN 1 AND 100 AND "discount_codes"."amount_ron_minor" IS NULL) OR ("discount_codes"."kind" = 'fixed' AND "discount_codes"."amount_ron_minor" > 0 AND "discount_codes"."percent" IS NULL));--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_usage_limit" CHECK ("discount_codes"."usage_limit" IS NULL OR "discount_codes"."usage_limit" >= 1);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_dates" CHECK ("discount_codes"."starts_at" IS NULL OR "discount_codes"."ends_at" IS NULL OR "discount_codes"."ends_at" > "discount_codes"."starts_at");--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_min_subtotal" CHECK ("discount_codes"."min_subtotal_ron_minor" IS NULL OR "discount_codes"."min_subtotal_ron_minor" > 0);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_scope" CHECK ("discount_codes"."product_scope" IN ('all', 'chosen'));--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_source" CHECK ("discount_codes"."source" IN ('popup', 'newsletter', 'manual', 'admin'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount" CHECK ("order_lines"."discount_minor" BETWEEN 0 AND "order_lines"."total_minor" AND "order_lines"."discount_ron_minor" BETWEEN 0 AND "order_lines"."total_ron_minor");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_kind" CHECK (("orders"."discount_code" IS NULL AND "orders"."discount_kind" IS NULL) OR ("orders"."discount_code" IS NOT NULL AND "orders"."discount_kind" IN ('percent', 'fixed')));