CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"mode" text NOT NULL,
	"records" integer NOT NULL,
	"changed" integer NOT NULL,
	"retired" integer NOT NULL,
	"skipped" integer NOT NULL,
	"purged_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at");