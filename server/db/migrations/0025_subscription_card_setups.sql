-- A subscription's new card given on the provider's hosted page (issue 18, decision 0045).
CREATE TABLE "subscription_card_setups" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"provider" text NOT NULL,
	"reference" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"saved_payment_method_id" integer,
	"language" "locale" DEFAULT 'ro' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "subscription_card_setups_status" CHECK ("subscription_card_setups"."status" IN ('pending', 'saved', 'cancelled')),
	CONSTRAINT "subscription_card_setups_provider" CHECK ("subscription_card_setups"."provider" IN ('sandbox', 'stripe'))
);
--> statement-breakpoint
ALTER TABLE "subscription_card_setups" ADD CONSTRAINT "subscription_card_setups_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_card_setups" ADD CONSTRAINT "subscription_card_setups_saved_payment_method_id_saved_payment_methods_id_fk" FOREIGN KEY ("saved_payment_method_id") REFERENCES "public"."saved_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_card_setups_public_id_key" ON "subscription_card_setups" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "subscription_card_setups_subscription_idx" ON "subscription_card_setups" USING btree ("subscription_id");