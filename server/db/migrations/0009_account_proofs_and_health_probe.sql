-- Account proofs (decision 0028): sessions remember when a mailed link started them, an email change waits for
-- a link opened at the new address, and a login link to an unknown address creates no customer until opened.
-- The health probe row lets /healthz prove the database still accepts writes (decision 0027).
CREATE TABLE "health_probe" (
	"id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_tokens" DROP CONSTRAINT "customer_tokens_kind";--> statement-breakpoint
ALTER TABLE "customer_tokens" ADD COLUMN "proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
CREATE UNIQUE INDEX "signup_links_hash_key" ON "signup_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signup_links_expires_idx" ON "signup_links" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "customer_tokens" ADD CONSTRAINT "customer_tokens_new_email" CHECK (("customer_tokens"."kind" = 'email_change') = ("customer_tokens"."new_email" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "customer_tokens" ADD CONSTRAINT "customer_tokens_kind" CHECK ("customer_tokens"."kind" IN ('session', 'activation', 'magic_link', 'password_reset', 'email_change'));