CREATE TABLE "invoice_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_series_last_number" CHECK ("invoice_series"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"order_id" integer NOT NULL,
	"corrects_invoice_id" integer,
	"source_key" text NOT NULL,
	"language" "locale" NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"total_ron_minor" integer NOT NULL,
	"document" jsonb NOT NULL,
	"efactura_status" text DEFAULT 'not_sent' NOT NULL,
	"efactura_upload_id" text,
	"efactura_download_id" text,
	"efactura_message" text,
	"efactura_sent_at" timestamp with time zone,
	"efactura_checked_at" timestamp with time zone,
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "invoices_number_positive" CHECK ("invoices"."number" > 0),
	CONSTRAINT "invoices_efactura_status" CHECK ("invoices"."efactura_status" IN ('not_sent', 'sent', 'accepted', 'rejected')),
	CONSTRAINT "invoices_credit_note_corrects" CHECK (("invoices"."kind" = 'invoice' AND "invoices"."corrects_invoice_id" IS NULL AND "invoices"."total_ron_minor" >= 0) OR ("invoices"."kind" = 'credit_note' AND "invoices"."corrects_invoice_id" IS NOT NULL AND "invoices"."total_ron_minor" < 0))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_company" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_invoice_id_invoices_id_fk" FOREIGN KEY ("corrects_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_source_key" ON "invoices" USING btree ("source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
-- Hand-written (issue 21 item 7, decision 0058): an issued invoice or credit note is never rewritten, whatever code
-- runs; a mistake is corrected by a credit note. Only its e-Factura status and ANAF's references move.
CREATE FUNCTION "invoices_keep_issued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."kind", NEW."series", NEW."number", NEW."order_id", NEW."corrects_invoice_id", NEW."source_key", NEW."language",
      NEW."issued_at", NEW."total_ron_minor", NEW."document")
     IS DISTINCT FROM
     (OLD."kind", OLD."series", OLD."number", OLD."order_id", OLD."corrects_invoice_id", OLD."source_key", OLD."language",
      OLD."issued_at", OLD."total_ron_minor", OLD."document") THEN
    RAISE EXCEPTION 'invoice % of series % is issued and cannot change', OLD."number", OLD."series";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_keep_issued" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_keep_issued"();
