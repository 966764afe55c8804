CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"store_slug" text NOT NULL,
	"service" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_store_starts_at" UNIQUE("store_slug","starts_at")
);
--> statement-breakpoint
CREATE TABLE "tracking_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "appointments_email_idx" ON "appointments" USING btree ("email");--> statement-breakpoint
CREATE INDEX "tracking_attempts_address_idx" ON "tracking_attempts" USING btree ("address","created_at");