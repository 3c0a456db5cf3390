CREATE TABLE "visit_counts" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"medium" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"device_class" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_counts_channel" CHECK ("visit_counts"."channel" IN ('paid', 'search', 'social', 'email', 'referral', 'direct')),
	CONSTRAINT "visit_counts_device_class" CHECK ("visit_counts"."device_class" IN ('phone', 'tablet', 'desktop'))
);
--> statement-breakpoint
CREATE TABLE "visitor_touches" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"source" text,
	"medium" text,
	"campaign" text,
	"content" text,
	"term" text,
	"click_id_kind" text,
	"referrer_host" text,
	"landing_path" text NOT NULL,
	"device_class" text NOT NULL,
	CONSTRAINT "visitor_touches_channel" CHECK ("visitor_touches"."channel" IN ('paid', 'search', 'social', 'email', 'referral', 'direct')),
	CONSTRAINT "visitor_touches_click_id_kind" CHECK ("visitor_touches"."click_id_kind" IS NULL OR "visitor_touches"."click_id_kind" IN ('gclid', 'gbraid', 'wbraid', 'msclkid', 'ttclid', 'fbclid')),
	CONSTRAINT "visitor_touches_device_class" CHECK ("visitor_touches"."device_class" IN ('phone', 'tablet', 'desktop'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "visit_counts_key" ON "visit_counts" USING btree ("day","channel","source","medium","campaign","device_class");--> statement-breakpoint
CREATE INDEX "visitor_touches_visitor_idx" ON "visitor_touches" USING btree ("visitor_id","occurred_at");