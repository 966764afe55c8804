DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
DROP TABLE "tracking_attempts" CASCADE;