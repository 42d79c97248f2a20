ALTER TABLE "users" ADD COLUMN "welcome_vhold_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "welcome_vhub_hidden" boolean DEFAULT false NOT NULL;