-- Subscriptions that live (issue 18, decision 0043): each delivery's number and the day of the month deliveries
-- keep, skips, pauses, cancellation reasons, past_due, an append-only event log, and one renewal per cycle.
-- Existing subscriptions keep the day of the month of their order in Bucharest, and their history starts
-- with the event of their creation (and of their cancellation, for those already cancelled).
CREATE TABLE "subscription_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor" text NOT NULL,
	"staff_id" integer,
	"staff_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_events_kind" CHECK ("subscription_events"."kind" IN ('created', 'skipped', 'skip_undone', 'paused', 'resumed', 'rescheduled', 'changed', 'renewal_created', 'charge_failed', 'charge_recovered', 'cancelled')),
	CONSTRAINT "subscription_events_actor" CHECK ("subscription_events"."actor" IN ('customer', 'staff', 'system')),
	CONSTRAINT "subscription_events_staff" CHECK ("subscription_events"."actor" = 'staff' OR ("subscription_events"."staff_id" IS NULL AND "subscription_events"."staff_email" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "subscription_renewals" (
	"subscription_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"due_date" date NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_renewals_subscription_id_cycle_pk" PRIMARY KEY("subscription_id","cycle"),
	CONSTRAINT "subscription_renewals_cycle" CHECK ("subscription_renewals"."cycle" >= 1)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_interval";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "anchor_day" integer;--> statement-breakpoint
UPDATE "subscriptions" SET "anchor_day" = extract(day from ("orders"."created_at" AT TIME ZONE 'Europe/Bucharest'))::integer FROM "orders" WHERE "orders"."id" = "subscriptions"."order_id";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "anchor_day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_cycle" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "skipped_date" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "resume_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_note" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "subscriptions" SET "cancelled_at" = "updated_at" WHERE "status" = 'cancelled';--> statement-breakpoint
INSERT INTO "subscription_events" ("subscription_id", "kind", "details", "actor", "created_at") SELECT "id", 'created', jsonb_build_object('orderId', "order_id", 'interval', "interval", 'nextDeliveryDate', "next_charge_date"), 'customer', "created_at" FROM "subscriptions" ORDER BY "id";--> statement-breakpoint
INSERT INTO "subscription_events" ("subscription_id", "kind", "details", "actor", "created_at") SELECT "id", 'cancelled', '{"reason":null}'::jsonb, 'system', "updated_at" FROM "subscriptions" WHERE "status" = 'cancelled' ORDER BY "id";--> statement-breakpoint
CREATE FUNCTION "subscription_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'subscription_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "subscription_events_no_update" BEFORE UPDATE ON "subscription_events" FOR EACH ROW EXECUTE FUNCTION "subscription_events_append_only"();--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_renewals_order_key" ON "subscription_renewals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_charge_date") WHERE "subscriptions"."status" IN ('active', 'paused');--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_anchor_day" CHECK ("subscriptions"."anchor_day" BETWEEN 1 AND 31);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_next_cycle" CHECK ("subscriptions"."next_cycle" >= 1);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_resume_on_paused" CHECK ("subscriptions"."resume_on" IS NULL OR "subscriptions"."status" = 'paused');--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_cancel_reason" CHECK ("subscriptions"."cancel_reason" IS NULL OR ("subscriptions"."status" = 'cancelled' AND "subscriptions"."cancel_reason" IN ('too_much_product', 'too_expensive', 'not_seeing_results', 'side_effects', 'another_product', 'other')));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" IN ('active', 'paused', 'past_due', 'cancelled'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_interval" CHECK ("subscriptions"."interval" IN ('monthly', 'bimonthly', 'quarterly'));
