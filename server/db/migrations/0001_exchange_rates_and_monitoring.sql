CREATE TABLE "client_log_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" text NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"occurred_at" timestamp with time zone,
	"error" jsonb,
	"context" jsonb,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"metadata" jsonb,
	CONSTRAINT "client_log_entries_level" CHECK ("client_log_entries"."level" IN ('error', 'warn', 'info'))
);
--> statement-breakpoint
CREATE TABLE "client_metrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"unit" text NOT NULL,
	"occurred_at" timestamp with time zone,
	"context" jsonb,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency_code" char(3) PRIMARY KEY NOT NULL,
	"units_per_ron_micros" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."units_per_ron_micros" > 0)
);
--> statement-breakpoint
CREATE INDEX "client_log_entries_received_idx" ON "client_log_entries" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "client_metrics_received_idx" ON "client_metrics" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "client_metrics_name_idx" ON "client_metrics" USING btree ("name");