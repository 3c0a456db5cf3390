-- Store credit: each customer's balance and its append-only ledger (issue 19 item 5, decision 0047).
CREATE TABLE "store_credit_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"balance_ron_minor" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_accounts_balance" CHECK ("store_credit_accounts"."balance_ron_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"amount_ron_minor" integer NOT NULL,
	"kind" text NOT NULL,
	"return_id" integer,
	"order_id" integer,
	"reason" text,
	"staff_id" integer,
	"staff_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_kind" CHECK ("store_credit_entries"."kind" IN ('return_refund', 'checkout_debit', 'order_recredit', 'adjustment')),
	CONSTRAINT "store_credit_entries_amount" CHECK ("store_credit_entries"."amount_ron_minor" <> 0),
	CONSTRAINT "store_credit_entries_reason" CHECK ("store_credit_entries"."kind" <> 'adjustment' OR "store_credit_entries"."reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "store_credit_accounts" ADD CONSTRAINT "store_credit_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_credit_entries_customer_idx" ON "store_credit_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_return_key" ON "store_credit_entries" USING btree ("return_id") WHERE "store_credit_entries"."kind" = 'return_refund';--> statement-breakpoint
CREATE FUNCTION "store_credit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- What an entry says never changes; only its links may be cleared when what they name is deleted.
	IF NEW."customer_id" <> OLD."customer_id" OR NEW."amount_ron_minor" <> OLD."amount_ron_minor" OR NEW."kind" <> OLD."kind"
		OR NEW."reason" IS DISTINCT FROM OLD."reason" OR NEW."created_at" <> OLD."created_at" THEN
		RAISE EXCEPTION 'store_credit_entries is append-only';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "store_credit_entries_no_change" BEFORE UPDATE ON "store_credit_entries" FOR EACH ROW EXECUTE FUNCTION "store_credit_entries_append_only"();