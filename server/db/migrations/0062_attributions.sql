CREATE TABLE "attributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"credited_at" timestamp with time zone NOT NULL,
	"device_class" text,
	"statistics_allowed" boolean NOT NULL,
	"marketing_allowed" boolean NOT NULL,
	"first_channel" text,
	"first_source" text,
	"first_medium" text,
	"first_campaign" text,
	"first_click_id_kind" text,
	"first_device_class" text,
	"first_touched_at" timestamp with time zone,
	"last_channel" text,
	"last_source" text,
	"last_medium" text,
	"last_campaign" text,
	"last_click_id_kind" text,
	"last_device_class" text,
	"last_touched_at" timestamp with time zone,
	CONSTRAINT "attributions_subject_kind" CHECK ("attributions"."subject_kind" IN ('order', 'signup', 'subscription')),
	CONSTRAINT "attributions_device_class" CHECK ("attributions"."device_class" IS NULL OR "attributions"."device_class" IN ('phone', 'tablet', 'desktop')),
	CONSTRAINT "attributions_first_channel" CHECK ("attributions"."first_channel" IS NULL OR "attributions"."first_channel" IN ('paid', 'search', 'social', 'email', 'referral', 'direct')),
	CONSTRAINT "attributions_last_channel" CHECK ("attributions"."last_channel" IS NULL OR "attributions"."last_channel" IN ('paid', 'search', 'social', 'email', 'referral', 'direct')),
	CONSTRAINT "attributions_both_touches_or_none" CHECK (("attributions"."first_channel" IS NULL) = ("attributions"."last_channel" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "attributions_subject" ON "attributions" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "attributions_credited_idx" ON "attributions" USING btree ("credited_at");