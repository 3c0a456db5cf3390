CREATE TABLE "cookie_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"consent_id" uuid NOT NULL,
	"statistics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"text_version" text NOT NULL,
	"language" "locale" NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_version" integer;--> statement-breakpoint
CREATE INDEX "cookie_consents_consent_idx" ON "cookie_consents" USING btree ("consent_id","decided_at");