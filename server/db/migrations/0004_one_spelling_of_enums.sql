-- Code purposes and channels are spelled as the GraphQL contract spells them (SIGN_IN, SMS).
ALTER TABLE "auth_codes" DROP CONSTRAINT "auth_codes_purpose";--> statement-breakpoint
UPDATE "auth_codes" SET "purpose" = upper("purpose"), "channel" = upper("channel");--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_channel" CHECK ("auth_codes"."channel" in ('SMS', 'EMAIL'));--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_purpose" CHECK ("auth_codes"."purpose" in ('SIGN_IN', 'PASSWORD_RESET', 'TWO_FACTOR', 'TWO_FACTOR_SETUP', 'SHARE_TRANSFER'));
