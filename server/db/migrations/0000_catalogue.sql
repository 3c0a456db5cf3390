CREATE TYPE "public"."locale" AS ENUM('ro', 'en');--> statement-breakpoint
CREATE TABLE "product_image_translations" (
	"image_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"alt_text" text NOT NULL,
	CONSTRAINT "product_image_translations_image_id_locale_pk" PRIMARY KEY("image_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"src" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_metafields" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_metafields_locale" CHECK ("product_metafields"."locale" IN ('*', 'ro', 'en'))
);
--> statement-breakpoint
CREATE TABLE "product_option_translations" (
	"option_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "product_option_translations_option_id_locale_pk" PRIMARY KEY("option_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_option_value_translations" (
	"value_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_option_value_translations_value_id_locale_pk" PRIMARY KEY("value_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_option_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"description_html" text NOT NULL,
	CONSTRAINT "product_translations_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"price_minor" integer NOT NULL,
	"compare_at_price_minor" integer,
	"currency_code" char(3) NOT NULL,
	"available_for_sale" boolean DEFAULT true NOT NULL,
	"image_id" integer,
	CONSTRAINT "product_variants_price_nonnegative" CHECK ("product_variants"."price_minor" >= 0),
	CONSTRAINT "product_variants_compare_at_nonnegative" CHECK ("product_variants"."compare_at_price_minor" IS NULL OR "product_variants"."compare_at_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"vendor" text NOT NULL,
	"product_type" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_metafields" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "variant_metafields_locale" CHECK ("variant_metafields"."locale" IN ('*', 'ro', 'en'))
);
--> statement-breakpoint
CREATE TABLE "variant_option_values" (
	"variant_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	CONSTRAINT "variant_option_values_variant_id_value_id_pk" PRIMARY KEY("variant_id","value_id")
);
--> statement-breakpoint
ALTER TABLE "product_image_translations" ADD CONSTRAINT "product_image_translations_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_metafields" ADD CONSTRAINT "product_metafields_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_translations" ADD CONSTRAINT "product_option_translations_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_value_translations" ADD CONSTRAINT "product_option_value_translations_value_id_product_option_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."product_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_metafields" ADD CONSTRAINT "variant_metafields_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_option_values" ADD CONSTRAINT "variant_option_values_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_option_values" ADD CONSTRAINT "variant_option_values_value_id_product_option_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."product_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_position_key" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_metafields_key" ON "product_metafields" USING btree ("product_id","namespace","key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_values_position_key" ON "product_option_values" USING btree ("option_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_position_key" ON "product_options" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_position_key" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_handle_key" ON "products" USING btree ("handle");--> statement-breakpoint
CREATE UNIQUE INDEX "variant_metafields_key" ON "variant_metafields" USING btree ("variant_id","namespace","key","locale");--> statement-breakpoint
CREATE INDEX "variant_metafields_variant_idx" ON "variant_metafields" USING btree ("variant_id");