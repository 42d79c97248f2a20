ALTER TABLE "refresh_tokens" ADD COLUMN "successor_hash" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_successor_hash_refresh_tokens_token_hash_fk" FOREIGN KEY ("successor_hash") REFERENCES "public"."refresh_tokens"("token_hash") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_successor_key" ON "refresh_tokens" USING btree ("successor_hash");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_successor_sealed" CHECK (("refresh_tokens"."successor_hash" is null) = ("refresh_tokens"."successor_sealed" is null));--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_successor_after_use" CHECK ("refresh_tokens"."successor_hash" is null or "refresh_tokens"."used_at" is not null);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_text_no_control" CHECK ("users"."name" !~ '[\x01-\x1f\x7f-\x9f]' and "users"."surname" !~ '[\x01-\x1f\x7f-\x9f]' and coalesce("users"."email", '') !~ '[\x01-\x1f\x7f-\x9f]');