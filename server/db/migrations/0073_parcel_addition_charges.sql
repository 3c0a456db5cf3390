ALTER TABLE "parcel_additions" ALTER COLUMN "order_line_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel_additions" ADD COLUMN "status" text DEFAULT 'added' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcel_additions" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "parcel_additions" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "parcel_additions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "parcel_additions" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
CREATE INDEX "parcel_additions_charging_idx" ON "parcel_additions" USING btree ("created_at") WHERE "parcel_additions"."status" = 'charging';--> statement-breakpoint
ALTER TABLE "parcel_additions" ADD CONSTRAINT "parcel_additions_status" CHECK ("parcel_additions"."status" IN ('charging', 'added', 'declined', 'returned'));--> statement-breakpoint
-- compatible: the previous release writes every addition with its line, and its status defaults to added.
ALTER TABLE "parcel_additions" ADD CONSTRAINT "parcel_additions_line_when_added" CHECK ("parcel_additions"."status" <> 'added' OR "parcel_additions"."order_line_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" IN ('checkout', 'parcel_addition'));