ALTER TABLE "refunds" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE INDEX "refunds_request_idx" ON "refunds" USING btree ("request_key");