CREATE TABLE "store_content_pages" (
	"page" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"hidden" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bottles_sold" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_staff_id" integer
);
--> statement-breakpoint
CREATE TABLE "store_content_texts" (
	"page" text NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "store_content_texts_page_key_language_pk" PRIMARY KEY("page","key","language")
);
--> statement-breakpoint
ALTER TABLE "store_content_pages" ADD CONSTRAINT "store_content_pages_updated_by_staff_id_staff_members_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;