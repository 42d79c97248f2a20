ALTER TABLE "auth_codes" DROP CONSTRAINT "auth_codes_purpose";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_visibility" text DEFAULT 'CONTACTS' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_visibility" text DEFAULT 'CONTACTS' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_purpose" CHECK ("auth_codes"."purpose" in ('SIGN_IN', 'PASSWORD_RESET', 'TWO_FACTOR', 'TWO_FACTOR_SETUP', 'SHARE_TRANSFER', 'TWO_FACTOR_DISABLE', 'PHONE_CHANGE', 'PHONE_CHANGE_NEW', 'ACCOUNT_DELETION'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_visibility" CHECK ("users"."phone_visibility" in ('ALL', 'CONTACTS'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_visibility" CHECK ("users"."email_visibility" in ('ALL', 'CONTACTS'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_about_length" CHECK ("users"."about" is null or char_length("users"."about") <= 500);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_birthday_range" CHECK ("users"."birthday" is null or "users"."birthday" >= date '1900-01-01');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_about_no_control" CHECK (coalesce("users"."about", '') !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]');