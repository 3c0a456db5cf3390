CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"variant_id" integer,
	"sku" text NOT NULL,
	"product_handle" text NOT NULL,
	"title" text NOT NULL,
	"variant_title" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"unit_price_ron_minor" integer NOT NULL,
	"total_ron_minor" integer NOT NULL,
	"is_subscription" boolean DEFAULT false NOT NULL,
	"subscription_interval" text,
	CONSTRAINT "order_lines_quantity" CHECK ("order_lines"."quantity" BETWEEN 1 AND 99),
	CONSTRAINT "order_lines_total" CHECK ("order_lines"."total_minor" = "order_lines"."unit_price_minor" * "order_lines"."quantity" AND "order_lines"."total_ron_minor" = "order_lines"."unit_price_ron_minor" * "order_lines"."quantity"),
	CONSTRAINT "order_lines_interval" CHECK ("order_lines"."subscription_interval" IS NULL OR "order_lines"."subscription_interval" IN ('monthly', 'quarterly'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" integer DEFAULT nextval('order_number_seq') NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"language" "locale" NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"currency_code" char(3) NOT NULL,
	"units_per_ron_micros" bigint NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"discount_minor" integer NOT NULL,
	"shipping_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"subtotal_ron_minor" integer NOT NULL,
	"discount_ron_minor" integer NOT NULL,
	"shipping_ron_minor" integer NOT NULL,
	"tax_ron_minor" integer NOT NULL,
	"total_ron_minor" integer NOT NULL,
	"vat_rate_percent" integer NOT NULL,
	"discount_code" text,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"accepts_marketing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('pending_payment', 'payment_due_on_delivery', 'paid', 'fulfilled', 'delivered', 'cancelled', 'refunded')),
	CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" IN ('cod', 'card', 'paypal', 'apple_pay', 'google_pay')),
	CONSTRAINT "orders_amounts_nonnegative" CHECK ("orders"."subtotal_minor" >= 0 AND "orders"."discount_minor" >= 0 AND "orders"."shipping_minor" >= 0 AND "orders"."tax_minor" >= 0 AND "orders"."subtotal_ron_minor" >= 0 AND "orders"."discount_ron_minor" >= 0 AND "orders"."shipping_ron_minor" >= 0 AND "orders"."tax_ron_minor" >= 0),
	CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_minor" = "orders"."subtotal_minor" - "orders"."discount_minor" + "orders"."shipping_minor"),
	CONSTRAINT "orders_total_ron_adds_up" CHECK ("orders"."total_ron_minor" = "orders"."subtotal_ron_minor" - "orders"."discount_ron_minor" + "orders"."shipping_ron_minor"),
	CONSTRAINT "orders_rate_positive" CHECK ("orders"."units_per_ron_micros" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency_code" char(3) NOT NULL,
	"reference" text NOT NULL,
	"result" text,
	"result_signature" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_provider" CHECK ("payments"."provider" IN ('cod', 'sandbox')),
	CONSTRAINT "payments_method" CHECK ("payments"."method" IN ('cod', 'card', 'paypal', 'apple_pay', 'google_pay')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" IN ('pending', 'succeeded', 'declined', 'cancelled', 'refunded')),
	CONSTRAINT "payments_result" CHECK ("payments"."result" IS NULL OR "payments"."result" IN ('paid', 'declined', 'cancelled')),
	CONSTRAINT "payments_amount_nonnegative" CHECK ("payments"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"order_id" integer NOT NULL,
	"variant_id" integer,
	"sku" text NOT NULL,
	"product_handle" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"interval" text DEFAULT 'monthly' NOT NULL,
	"next_charge_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" IN ('active', 'paused', 'cancelled')),
	CONSTRAINT "subscriptions_interval" CHECK ("subscriptions"."interval" IN ('monthly', 'quarterly'))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_discount_codes_code_fk" FOREIGN KEY ("discount_code") REFERENCES "public"."discount_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_position_key" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_public_id_key" ON "payments" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_attempt_key" ON "payments" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_order_key" ON "subscriptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "subscriptions_email_idx" ON "subscriptions" USING btree ("email");--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;