CREATE TABLE "accessibility_barrier_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text,
	"description" text NOT NULL,
	"contact_email" text,
	"name" text,
	"assistive_tech" text,
	"language" "locale" NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"handled_by_staff_id" integer,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accessibility_barrier_reports_status" CHECK ("accessibility_barrier_reports"."status" IN ('new', 'handled'))
);
--> statement-breakpoint
ALTER TABLE "accessibility_barrier_reports" ADD CONSTRAINT "accessibility_barrier_reports_handled_by_staff_id_staff_members_id_fk" FOREIGN KEY ("handled_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessibility_barrier_reports_status_idx" ON "accessibility_barrier_reports" USING btree ("status","created_at");