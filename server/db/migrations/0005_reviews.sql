CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL,
	"voter_key_hash" text NOT NULL,
	"vote" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_voter_key_hash_pk" PRIMARY KEY("review_id","voter_key_hash"),
	CONSTRAINT "review_votes_vote" CHECK ("review_votes"."vote" IN ('helpful', 'not_helpful'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"reviewer_name" text,
	"email" text,
	"customer_id" integer,
	"variant_id" integer,
	"variant_title" text,
	"verified" boolean DEFAULT false NOT NULL,
	"language" "locale" NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"not_helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_status" CHECK ("reviews"."status" IN ('published', 'hidden')),
	CONSTRAINT "reviews_title_length" CHECK (char_length("reviews"."title") BETWEEN 1 AND 120),
	CONSTRAINT "reviews_body_length" CHECK (char_length("reviews"."body") BETWEEN 1 AND 5000),
	CONSTRAINT "reviews_reviewer_name_length" CHECK ("reviews"."reviewer_name" IS NULL OR char_length("reviews"."reviewer_name") BETWEEN 1 AND 60),
	CONSTRAINT "reviews_votes_nonnegative" CHECK ("reviews"."helpful_count" >= 0 AND "reviews"."not_helpful_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_product_created_idx" ON "reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_product_rating_idx" ON "reviews" USING btree ("product_id","rating");