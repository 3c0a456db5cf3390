-- Stock (issue 16 item 5, decision 0032): a variant's units left to sell, null when not tracked (existing
-- variants stay untracked, so nothing changes for them); each order line records the units it took, so a
-- cancellation gives back exactly those, once.
ALTER TABLE "order_lines" ADD COLUMN "stock_reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "stock_quantity" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_stock_nonnegative" CHECK ("product_variants"."stock_quantity" IS NULL OR "product_variants"."stock_quantity" >= 0);