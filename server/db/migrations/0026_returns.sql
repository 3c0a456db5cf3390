-- Returns and the legal withdrawal: requests, their lines and their timeline (issue 19).
CREATE TABLE "return_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"staff_id" integer,
	"staff_email" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_events_status" CHECK ("return_events"."status" IN ('pending', 'approved', 'rejected', 'processing', 'completed', 'cancelled')),
	CONSTRAINT "return_events_actor" CHECK ("return_events"."actor" IN ('customer', 'staff', 'system'))
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"refund_minor" integer NOT NULL,
	"refund_ron_minor" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	"damaged_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_lines_return_id_order_line_id_pk" PRIMARY KEY("return_id","order_line_id"),
	CONSTRAINT "return_lines_quantity" CHECK ("return_lines"."quantity" BETWEEN 1 AND 99),
	CONSTRAINT "return_lines_reason" CHECK ("return_lines"."reason" IN ('defective', 'wrong_size', 'not_as_described', 'damaged_in_shipping', 'changed_mind', 'other', 'withdrawal')),
	CONSTRAINT "return_lines_received" CHECK ("return_lines"."damaged_quantity" BETWEEN 0 AND "return_lines"."received_quantity" AND "return_lines"."received_quantity" <= "return_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"kind" text DEFAULT 'return' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refund_method" text NOT NULL,
	"bank_iban" text,
	"bank_account_holder" text,
	"details" text,
	"currency_code" char(3) NOT NULL,
	"refund_minor" integer NOT NULL,
	"refund_ron_minor" integer NOT NULL,
	"shipping_refund_minor" integer DEFAULT 0 NOT NULL,
	"shipping_refund_ron_minor" integer DEFAULT 0 NOT NULL,
	"language" "locale" DEFAULT 'ro' NOT NULL,
	"refund_due_by" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "returns_kind" CHECK ("returns"."kind" IN ('return', 'withdrawal')),
	CONSTRAINT "returns_status" CHECK ("returns"."status" IN ('pending', 'approved', 'rejected', 'processing', 'completed', 'cancelled')),
	CONSTRAINT "returns_refund_method" CHECK ("returns"."refund_method" IN ('original', 'store_credit')),
	CONSTRAINT "returns_amounts" CHECK ("returns"."refund_minor" >= 0 AND "returns"."refund_ron_minor" >= 0 AND "returns"."shipping_refund_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" USING btree ("return_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_customer_idx" ON "returns" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","created_at");