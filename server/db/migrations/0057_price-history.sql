CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"currency_code" char(3) NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"changed_by" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "price_history_price_nonnegative" CHECK ("price_history"."price_minor" >= 0),
	CONSTRAINT "price_history_period" CHECK ("price_history"."valid_to" IS NULL OR "price_history"."valid_to" >= "price_history"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_history_open_key" ON "price_history" USING btree ("variant_id") WHERE "price_history"."valid_to" IS NULL;--> statement-breakpoint
CREATE INDEX "price_history_variant_idx" ON "price_history" USING btree ("variant_id","valid_from");--> statement-breakpoint
-- Decision 0140: what each variant costs today is its opening price; the store knows no earlier one.
INSERT INTO "price_history" ("variant_id", "price_minor", "currency_code", "valid_from", "changed_by", "reason")
SELECT "id", "price_minor", "currency_code", now(), 'migration', 'opening' FROM "product_variants";--> statement-breakpoint
-- The single-bottles reference is computed when read (custom.single_bottles_price); these typed copies went stale.
DELETE FROM "variant_metafields" WHERE "namespace" = 'custom' AND "key" IN ('compare_at_price', 'originalPrice');
