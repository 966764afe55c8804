CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"full_slug" text NOT NULL,
	"content" jsonb,
	"draft_content" jsonb NOT NULL,
	"is_startpage" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"tag_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_by_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	"source_hash" text,
	CONSTRAINT "stories_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stories_full_slug_idx" ON "stories" USING btree ("full_slug");--> statement-breakpoint
CREATE INDEX "stories_full_slug_prefix_idx" ON "stories" USING btree ("full_slug" text_pattern_ops);