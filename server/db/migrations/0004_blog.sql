CREATE TABLE "article_metafields" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "article_metafields_locale" CHECK ("article_metafields"."locale" IN ('*', 'ro', 'en'))
);
--> statement-breakpoint
CREATE TABLE "article_translations" (
	"article_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content_html" text NOT NULL,
	"image_alt_text" text,
	CONSTRAINT "article_translations_article_id_locale_pk" PRIMARY KEY("article_id","locale")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"blog_id" integer NOT NULL,
	"handle" text NOT NULL,
	"author_name" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_src" text,
	"image_width" integer,
	"image_height" integer,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_image_complete" CHECK (("articles"."image_src" IS NULL) = ("articles"."image_width" IS NULL) AND ("articles"."image_src" IS NULL) = ("articles"."image_height" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "blog_translations" (
	"blog_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "blog_translations_blog_id_locale_pk" PRIMARY KEY("blog_id","locale")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_metafields" ADD CONSTRAINT "article_metafields_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_translations" ADD CONSTRAINT "blog_translations_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_metafields_key" ON "article_metafields" USING btree ("article_id","namespace","key","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_blog_handle_key" ON "articles" USING btree ("blog_id","handle");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("blog_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blogs_handle_key" ON "blogs" USING btree ("handle");