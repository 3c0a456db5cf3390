ALTER TABLE "discount_codes" ADD COLUMN "recipient_email" text;--> statement-breakpoint
CREATE INDEX "discount_codes_recipient_idx" ON "discount_codes" USING btree ("recipient_email");