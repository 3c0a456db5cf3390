CREATE TABLE "return_photos" (
	"return_id" integer NOT NULL,
	"position" integer NOT NULL,
	"file" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_photos_return_id_position_pk" PRIMARY KEY("return_id","position"),
	CONSTRAINT "return_photos_position" CHECK ("return_photos"."position" BETWEEN 0 AND 2)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_credit_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_credit_ron_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_credit" CHECK ("orders"."store_credit_minor" BETWEEN 0 AND "orders"."total_minor" AND "orders"."store_credit_ron_minor" BETWEEN 0 AND "orders"."total_ron_minor");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" IN ('cod', 'card', 'paypal', 'apple_pay', 'google_pay', 'store_credit'));