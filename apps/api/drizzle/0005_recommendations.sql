CREATE TABLE "recommendation_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recommendation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"session_key" text NOT NULL,
	"customer_key" text NOT NULL,
	"product_key" text NOT NULL,
	"list" text,
	"ticket" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recommendation_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_key" text NOT NULL,
	"customer_key" text NOT NULL,
	"product_key" text NOT NULL,
	"variant_key" text NOT NULL,
	"quantity" integer NOT NULL,
	"selling_price_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recommendation_events_customer_idx" ON "recommendation_events" USING btree ("customer_key","kind","id");--> statement-breakpoint
CREATE INDEX "recommendation_events_session_idx" ON "recommendation_events" USING btree ("session_key","kind","id");--> statement-breakpoint
CREATE INDEX "recommendation_purchases_customer_idx" ON "recommendation_purchases" USING btree ("customer_key","id");