CREATE TABLE "stores" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"phone" text NOT NULL,
	"opening_hours" text NOT NULL,
	"services" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_sources" (
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"svg" text NOT NULL,
	CONSTRAINT "image_sources_kind_name_pk" PRIMARY KEY("kind","name")
);
