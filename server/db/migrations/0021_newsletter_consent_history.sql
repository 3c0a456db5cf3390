CREATE TABLE "newsletter_consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"kind" text NOT NULL,
	"via" text,
	"language" "locale" NOT NULL,
	"consent_text" text,
	"staff_member_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "newsletter_consent_events_kind" CHECK ("newsletter_consent_events"."kind" IN ('consent', 'withdrawal')),
	CONSTRAINT "newsletter_consent_events_text" CHECK (("newsletter_consent_events"."kind" = 'consent') = ("newsletter_consent_events"."consent_text" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "newsletter_consent_events" ADD CONSTRAINT "newsletter_consent_events_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_consent_events" ADD CONSTRAINT "newsletter_consent_events_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_consent_events_subscriber_idx" ON "newsletter_consent_events" USING btree ("subscriber_id","at");--> statement-breakpoint
-- Hand-written back-fill: the consent each subscriber holds today, and its withdrawal, as the first entries of the history.
INSERT INTO "newsletter_consent_events" ("subscriber_id", "kind", "via", "language", "consent_text", "at")
SELECT "id", 'consent', "source", "language", "consent_text", "consented_at" FROM "newsletter_subscribers";--> statement-breakpoint
INSERT INTO "newsletter_consent_events" ("subscriber_id", "kind", "via", "language", "consent_text", "at")
SELECT "id", 'withdrawal', NULL, "language", NULL, "unsubscribed_at" FROM "newsletter_subscribers" WHERE "unsubscribed_at" IS NOT NULL;
