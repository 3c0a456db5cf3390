CREATE TABLE "efactura_jobs" (
	"key" text PRIMARY KEY NOT NULL,
	"leased_until" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "efactura_unmatched" (
	"message_id" text PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"type" text NOT NULL,
	"details" text NOT NULL,
	"found_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "efactura_due_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "efactura_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "efactura_due_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "efactura_answer" "bytea";--> statement-breakpoint
CREATE INDEX "invoices_efactura_due_idx" ON "invoices" USING btree ("efactura_due_at");