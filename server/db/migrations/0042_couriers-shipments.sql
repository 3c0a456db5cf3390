CREATE TABLE "cod_remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"awb" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"paid_on" date NOT NULL,
	"bank_reference" text NOT NULL,
	"shipment_id" integer,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cod_remittances_amount" CHECK ("cod_remittances"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "courier_sync_cursors" (
	"courier" text PRIMARY KEY NOT NULL,
	"cursor" text,
	"synced_until" timestamp with time zone,
	"leased_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"courier" text NOT NULL,
	"external_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"county" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accepts_cash" boolean NOT NULL,
	"accepts_card" boolean NOT NULL,
	"max_weight_grams" integer,
	"max_measures_cm" jsonb,
	"hours" text,
	"active" boolean DEFAULT true NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pickup_points_courier_external_id_pk" PRIMARY KEY("courier","external_id"),
	CONSTRAINT "pickup_points_kind" CHECK ("pickup_points"."kind" IN ('locker', 'pickup_point'))
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"carrier_code" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"location" text,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shipment_events_status" CHECK ("shipment_events"."status" IN ('created', 'picked_up', 'in_transit', 'out_for_delivery', 'in_locker', 'failed_attempt', 'delivered', 'refused', 'returning', 'returned', 'cancelled', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text DEFAULT 'outbound' NOT NULL,
	"courier" text NOT NULL,
	"service" text NOT NULL,
	"reference" text NOT NULL,
	"awb" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"locker_id" text,
	"cash_on_delivery_minor" integer NOT NULL,
	"declared_value_minor" integer NOT NULL,
	"parcels" jsonb NOT NULL,
	"cost_minor" integer,
	"failure" text,
	"requested_at" timestamp with time zone NOT NULL,
	"status_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "shipments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "shipments_kind" CHECK ("shipments"."kind" IN ('outbound', 'return')),
	CONSTRAINT "shipments_courier" CHECK ("shipments"."courier" IN ('sameday', 'fan_courier', 'cargus', 'sandbox')),
	CONSTRAINT "shipments_status" CHECK ("shipments"."status" IN ('requested', 'failed', 'created', 'picked_up', 'in_transit', 'out_for_delivery', 'in_locker', 'failed_attempt', 'delivered', 'refused', 'returning', 'returned', 'cancelled', 'lost')),
	CONSTRAINT "shipments_amounts" CHECK ("shipments"."cash_on_delivery_minor" >= 0 AND "shipments"."declared_value_minor" >= 0),
	CONSTRAINT "shipments_awb_once_created" CHECK ("shipments"."status" IN ('requested', 'failed') OR "shipments"."awb" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "cod_remittances" ADD CONSTRAINT "cod_remittances_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_remittances_once_idx" ON "cod_remittances" USING btree ("courier","awb","bank_reference");--> statement-breakpoint
CREATE INDEX "cod_remittances_unmatched_idx" ON "cod_remittances" USING btree ("paid_on") WHERE "cod_remittances"."shipment_id" IS NULL;--> statement-breakpoint
CREATE INDEX "pickup_points_place_idx" ON "pickup_points" USING btree ("courier","county","city") WHERE "pickup_points"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_once_idx" ON "shipment_events" USING btree ("shipment_id","carrier_code","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_courier_awb_idx" ON "shipments" USING btree ("courier","awb");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_live_per_order_idx" ON "shipments" USING btree ("order_id","kind") WHERE "shipments"."status" NOT IN ('failed', 'cancelled');--> statement-breakpoint
CREATE INDEX "shipments_open_idx" ON "shipments" USING btree ("courier","status_at") WHERE "shipments"."status" NOT IN ('requested', 'failed', 'delivered', 'returned', 'cancelled', 'lost');