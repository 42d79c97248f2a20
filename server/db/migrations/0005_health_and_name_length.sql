CREATE TABLE "health_checks" (
	"id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "health_checks_one_row" CHECK ("health_checks"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_name_length";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_name_length" CHECK (char_length("users"."name") between 2 and 96 and char_length("users"."surname") between 2 and 96);