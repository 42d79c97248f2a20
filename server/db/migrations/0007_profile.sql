ALTER TABLE "users" ADD COLUMN "phone_visibility" text DEFAULT 'CONTACTS' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_visibility" text DEFAULT 'CONTACTS' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_visibility" CHECK ("users"."phone_visibility" in ('ALL', 'CONTACTS'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_visibility" CHECK ("users"."email_visibility" in ('ALL', 'CONTACTS'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_about_length" CHECK ("users"."about" is null or char_length("users"."about") <= 500);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_birthday_range" CHECK ("users"."birthday" is null or "users"."birthday" >= date '1900-01-01');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_about_no_control" CHECK (coalesce("users"."about", '') !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]');