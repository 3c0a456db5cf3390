DROP INDEX "shipments_one_live_per_order_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_point" jsonb;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "task_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_live_per_return_idx" ON "shipments" USING btree ("return_id") WHERE "shipments"."kind" = 'return' AND "shipments"."status" NOT IN ('failed', 'cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_live_per_order_idx" ON "shipments" USING btree ("order_id") WHERE "shipments"."kind" = 'outbound' AND "shipments"."status" NOT IN ('failed', 'cancelled');--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_return_of_return" CHECK (("shipments"."kind" = 'return') = ("shipments"."return_id" IS NOT NULL));