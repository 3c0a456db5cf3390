CREATE TABLE "product_mandatory_information" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"nutrients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"operator_name" text DEFAULT '' NOT NULL,
	"operator_address" text DEFAULT '' NOT NULL,
	"notification_number" text DEFAULT '' NOT NULL,
	"notification_authority" text DEFAULT '' NOT NULL,
	"notification_date" date,
	"label_photo_src" text,
	"label_photo_width" integer,
	"label_photo_height" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_mandatory_translations" (
	"product_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"categories" text DEFAULT '' NOT NULL,
	"ingredients" text DEFAULT '' NOT NULL,
	"characterising" text DEFAULT '' NOT NULL,
	"daily_portion" text DEFAULT '' NOT NULL,
	"how_to_take" text DEFAULT '' NOT NULL,
	"warnings" text DEFAULT '' NOT NULL,
	"net_quantity" text DEFAULT '' NOT NULL,
	"storage" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_mandatory_translations_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
ALTER TABLE "product_mandatory_information" ADD CONSTRAINT "product_mandatory_information_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_mandatory_translations" ADD CONSTRAINT "product_mandatory_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;