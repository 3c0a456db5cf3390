CREATE TABLE "funnel_counts" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"channel" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"medium" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"device_class" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_counts_step" CHECK ("funnel_counts"."step" IN ('product_view', 'add_to_cart', 'checkout_started')),
	CONSTRAINT "funnel_counts_channel" CHECK ("funnel_counts"."channel" IN ('paid', 'search', 'social', 'email', 'referral', 'direct')),
	CONSTRAINT "funnel_counts_device_class" CHECK ("funnel_counts"."device_class" IN ('phone', 'tablet', 'desktop'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "funnel_counts_key" ON "funnel_counts" USING btree ("day","step","channel","source","medium","campaign","device_class");