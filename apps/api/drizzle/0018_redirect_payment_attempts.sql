CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"selection_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"address" jsonb NOT NULL,
	"shipping_address" jsonb,
	"return_page" text NOT NULL,
	"failed_page" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result_hash" text,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_amount_not_negative" CHECK ("payment_attempts"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_session_id_commerce_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."commerce_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_session_idx" ON "payment_attempts" USING btree ("session_id");