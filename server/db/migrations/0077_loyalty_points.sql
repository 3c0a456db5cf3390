CREATE TABLE "loyalty_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"balance_points" integer DEFAULT 0 NOT NULL,
	"last_earned_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_accounts_balance" CHECK ("loyalty_accounts"."balance_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"points" integer NOT NULL,
	"unrecovered_points" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"cause" text,
	"order_id" integer,
	"reason" text,
	"staff_id" integer,
	"staff_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_entries_kind" CHECK ("loyalty_entries"."kind" IN ('earned', 'spent', 'restored', 'reversed', 'expired', 'adjusted')),
	CONSTRAINT "loyalty_entries_points" CHECK ("loyalty_entries"."points" <> 0 OR "loyalty_entries"."unrecovered_points" > 0),
	CONSTRAINT "loyalty_entries_unrecovered" CHECK ("loyalty_entries"."unrecovered_points" >= 0),
	CONSTRAINT "loyalty_entries_reason" CHECK ("loyalty_entries"."kind" <> 'adjusted' OR "loyalty_entries"."reason" IS NOT NULL),
	CONSTRAINT "loyalty_entries_cause" CHECK ("loyalty_entries"."kind" = 'adjusted' OR "loyalty_entries"."cause" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_entries_customer_idx" ON "loyalty_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_entries_order_idx" ON "loyalty_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_entries_cause_key" ON "loyalty_entries" USING btree ("customer_id","kind","cause") WHERE "loyalty_entries"."cause" IS NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0189): what an entry says never changes; only its links may be cleared when what they name is deleted.
CREATE FUNCTION "loyalty_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."customer_id" <> OLD."customer_id" OR NEW."points" <> OLD."points" OR NEW."unrecovered_points" <> OLD."unrecovered_points"
		OR NEW."kind" <> OLD."kind" OR NEW."cause" IS DISTINCT FROM OLD."cause" OR NEW."reason" IS DISTINCT FROM OLD."reason"
		OR NEW."created_at" <> OLD."created_at" THEN
		RAISE EXCEPTION 'loyalty_entries is append-only';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "loyalty_entries_no_change" BEFORE UPDATE ON "loyalty_entries" FOR EACH ROW EXECUTE FUNCTION "loyalty_entries_append_only"();
