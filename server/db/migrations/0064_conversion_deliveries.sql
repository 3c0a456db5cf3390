CREATE TABLE "conversion_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"platform" text NOT NULL,
	"event" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversion_deliveries_platform" CHECK ("conversion_deliveries"."platform" IN ('ga4', 'meta')),
	CONSTRAINT "conversion_deliveries_event" CHECK ("conversion_deliveries"."event" IN ('purchase', 'refund')),
	CONSTRAINT "conversion_deliveries_outcome" CHECK ("conversion_deliveries"."outcome" IN ('sent', 'refused'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_deliveries_key" ON "conversion_deliveries" USING btree ("order_id","platform","event");