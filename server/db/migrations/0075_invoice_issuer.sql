ALTER TABLE "invoices" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuer" text DEFAULT 'elara' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuer_status" text DEFAULT 'issued' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuer_link" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuer_pdf" "bytea";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuer_expected_number" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuer_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuer_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuer_message" text;--> statement-breakpoint
-- compatible: wider than invoices_number_key, which it replaces: a row unique by (series, number) is unique by (issuer, series, number), and the previous release writes only Elara's own rows.
CREATE UNIQUE INDEX "invoices_issuer_number_key" ON "invoices" USING btree ("issuer","series","number");--> statement-breakpoint
-- compatible: no insert names it as its ON CONFLICT arbiter (a number is taken under its series' row lock); invoices_issuer_number_key, made above, keeps Elara's numbers unique.
DROP INDEX "invoices_number_key";--> statement-breakpoint
CREATE INDEX "invoices_issuer_pending_idx" ON "invoices" USING btree ("issuer_retry_at") WHERE "invoices"."issuer_status" = 'pending';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issuer" CHECK ("invoices"."issuer" IN ('elara', 'oblio', 'smartbill'));--> statement-breakpoint
-- compatible: the previous release always writes a number and leaves issuer and issuer_status to their defaults (elara, issued), which this allows.
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issuer_status" CHECK (("invoices"."issuer_status" = 'issued' AND "invoices"."number" IS NOT NULL) OR ("invoices"."issuer_status" = 'pending' AND "invoices"."number" IS NULL AND "invoices"."issuer" <> 'elara'));--> statement-breakpoint
-- Hand-written (decision 0177): an issued document is still never rewritten; a pending one (an outside issuer's,
-- not numbered yet) takes its number, series and document once, when the issuer answers.
CREATE OR REPLACE FUNCTION "invoices_keep_issued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."issuer_status" = 'pending' THEN
    IF (NEW."kind", NEW."order_id", NEW."corrects_invoice_id", NEW."source_key", NEW."language", NEW."total_ron_minor",
        NEW."issuer")
       IS DISTINCT FROM
       (OLD."kind", OLD."order_id", OLD."corrects_invoice_id", OLD."source_key", OLD."language", OLD."total_ron_minor",
        OLD."issuer") THEN
      RAISE EXCEPTION 'pending invoice % may only take its number', OLD."id";
    END IF;
    RETURN NEW;
  END IF;
  IF (NEW."kind", NEW."series", NEW."number", NEW."order_id", NEW."corrects_invoice_id", NEW."source_key", NEW."language",
      NEW."issued_at", NEW."total_ron_minor", NEW."document", NEW."issuer", NEW."issuer_status")
     IS DISTINCT FROM
     (OLD."kind", OLD."series", OLD."number", OLD."order_id", OLD."corrects_invoice_id", OLD."source_key", OLD."language",
      OLD."issued_at", OLD."total_ron_minor", OLD."document", OLD."issuer", OLD."issuer_status") THEN
    RAISE EXCEPTION 'invoice % of series % is issued and cannot change', OLD."number", OLD."series";
  END IF;
  RETURN NEW;
END $$;
