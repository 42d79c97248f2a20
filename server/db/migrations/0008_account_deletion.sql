ALTER TABLE "users" DROP CONSTRAINT "users_phone_e164";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_username_format";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_name_length";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_e164" CHECK ("users"."phone" ~ '^\+[1-9][0-9]{6,14}$' or ("users"."deleted_at" is not null and "users"."phone" = 'deleted-' || "users"."id"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_format" CHECK ("users"."username" ~ '^[A-Za-z0-9_]{3,24}$' or ("users"."deleted_at" is not null and "users"."username" = 'deleted-' || "users"."id"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_name_length" CHECK ((char_length("users"."name") between 2 and 96 and char_length("users"."surname") between 2 and 96) or ("users"."deleted_at" is not null and "users"."name" = '' and "users"."surname" = ''));