ALTER TABLE "newsletter_signups" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD CONSTRAINT "newsletter_signups_request_id_unique" UNIQUE("request_id");--> statement-breakpoint
-- Sign-ups taken before double opt-in were subscribed (and forwarded) at once: they stay subscribed.
UPDATE "newsletter_signups" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
