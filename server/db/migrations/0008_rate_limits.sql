-- Rate-limit counters shared by every instance on this database and kept across restarts (decision 0026):
-- one fixed window per bucket and SHA-256 of the key; rows of ended windows are deleted by the takes.
CREATE TABLE "rate_limit_counters" (
	"bucket" text NOT NULL,
	"key_hash" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_bucket_key_hash_pk" PRIMARY KEY("bucket","key_hash"),
	CONSTRAINT "rate_limit_counters_count" CHECK ("rate_limit_counters"."count" >= 1)
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");