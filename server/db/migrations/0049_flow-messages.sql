CREATE TABLE "flow_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow" text NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"subject" text NOT NULL,
	"recipient" text NOT NULL,
	"language" "locale" NOT NULL,
	"content" jsonb NOT NULL,
	"group" text NOT NULL,
	"state" text DEFAULT 'planned' NOT NULL,
	"consent_basis" text,
	"suppressed_reason" text,
	"due_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"outbox_id" integer,
	"first_clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_messages_flow" CHECK ("flow_messages"."flow" IN ('review_request')),
	CONSTRAINT "flow_messages_group" CHECK ("flow_messages"."group" IN ('sent', 'holdout')),
	CONSTRAINT "flow_messages_state" CHECK ("flow_messages"."state" IN ('planned', 'sent', 'held_out', 'suppressed', 'cancelled')),
	CONSTRAINT "flow_messages_basis" CHECK ("flow_messages"."consent_basis" IS NULL OR "flow_messages"."consent_basis" IN ('newsletter', 'customer')),
	CONSTRAINT "flow_messages_reason" CHECK ("flow_messages"."suppressed_reason" IS NULL OR "flow_messages"."suppressed_reason" IN ('no_consent', 'unsubscribed', 'bounced', 'complained', 'flow_off'))
);
--> statement-breakpoint
CREATE TABLE "flow_suppressions" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"scope" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "flow_suppressions_scope" CHECK ("flow_suppressions"."scope" IN ('review_request', 'all')),
	CONSTRAINT "flow_suppressions_reason" CHECK ("flow_suppressions"."reason" IN ('unsubscribed', 'bounced', 'complained'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "flow_messages_subject_key" ON "flow_messages" USING btree ("flow","subject","step");--> statement-breakpoint
CREATE INDEX "flow_messages_due_idx" ON "flow_messages" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "flow_messages_recipient_idx" ON "flow_messages" USING btree ("recipient","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_suppressions_recipient_key" ON "flow_suppressions" USING btree ("recipient","scope");