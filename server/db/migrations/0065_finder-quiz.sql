CREATE TABLE "finder_quizzes" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"quiz" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_staff_id" integer,
	CONSTRAINT "finder_quizzes_one_row" CHECK ("finder_quizzes"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT "newsletter_subscribers_source";--> statement-breakpoint
ALTER TABLE "finder_quizzes" ADD CONSTRAINT "finder_quizzes_updated_by_staff_id_staff_members_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- compatible: widens the sources; every value the previous release writes stays allowed.
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_source" CHECK ("newsletter_subscribers"."source" IN ('discount_popup', 'footer', 'checkout', 'account', 'back_in_stock', 'finder'));