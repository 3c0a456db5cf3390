CREATE TABLE "domain_event_handlings" (
	"event_id" bigint NOT NULL,
	"handler" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_event_handlings_event_id_handler_pk" PRIMARY KEY("event_id","handler")
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"aggregate_type" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	CONSTRAINT "domain_events_state" CHECK ("domain_events"."state" IN ('pending', 'done', 'dead'))
);
--> statement-breakpoint
ALTER TABLE "domain_event_handlings" ADD CONSTRAINT "domain_event_handlings_event_id_domain_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."domain_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_due_idx" ON "domain_events" USING btree ("next_attempt_at","id") WHERE "domain_events"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "domain_events_pending_aggregate_idx" ON "domain_events" USING btree ("aggregate_type","aggregate_id","id") WHERE "domain_events"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "domain_events_dead_idx" ON "domain_events" USING btree ("created_at") WHERE "domain_events"."state" = 'dead';