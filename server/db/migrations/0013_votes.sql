CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"role_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invitations_level" CHECK ("invitations"."level" between 1 and 4),
	CONSTRAINT "invitations_status" CHECK ("invitations"."status" in ('PENDING', 'VIEWED', 'ACCEPTED', 'DECLINED', 'CANCELED'))
);
--> statement-breakpoint
CREATE TABLE "company_stop_reason_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_stop_reason_id" uuid NOT NULL,
	"language_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "company_stop_reason_translations_language" CHECK ("company_stop_reason_translations"."language_code" in ('uk', 'ru', 'en')),
	CONSTRAINT "company_stop_reason_translations_name" CHECK (char_length("company_stop_reason_translations"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "company_stop_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sort_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" uuid NOT NULL,
	"name" text,
	"reason_id" uuid,
	"comment" text,
	"candidate_id" uuid,
	"invitation_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "vote_sessions_kind" CHECK ("vote_sessions"."kind" in ('CEO', 'NAME', 'STOP', 'START', 'DELETE')),
	CONSTRAINT "vote_sessions_status" CHECK ("vote_sessions"."status" in ('ACTIVE', 'PASSED', 'REJECTED', 'EXPIRED', 'CANCELED')),
	CONSTRAINT "vote_sessions_ended" CHECK (("vote_sessions"."status" = 'ACTIVE') = ("vote_sessions"."ended_at" is null)),
	CONSTRAINT "vote_sessions_ends_after_start" CHECK ("vote_sessions"."ends_at" > "vote_sessions"."created_at"),
	CONSTRAINT "vote_sessions_name" CHECK (("vote_sessions"."kind" = 'NAME') = ("vote_sessions"."name" is not null)),
	CONSTRAINT "vote_sessions_reason" CHECK (("vote_sessions"."kind" = 'STOP') = ("vote_sessions"."reason_id" is not null)),
	CONSTRAINT "vote_sessions_candidate" CHECK (("vote_sessions"."kind" = 'CEO') = ("vote_sessions"."candidate_id" is not null and "vote_sessions"."invitation_id" is not null)),
	CONSTRAINT "vote_sessions_comment" CHECK ("vote_sessions"."comment" is null or ("vote_sessions"."kind" = 'STOP' and char_length("vote_sessions"."comment") <= 1000)),
	CONSTRAINT "vote_sessions_text_no_control" CHECK (coalesce("vote_sessions"."comment", '') !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'),
	CONSTRAINT "vote_sessions_name_rules" CHECK ("vote_sessions"."name" is null or (char_length("vote_sessions"."name") between 2 and 50 and "vote_sessions"."name" = btrim("vote_sessions"."name") and "vote_sessions"."name" ~ '^[[:alpha:][:digit:]&. -]+$'))
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"share_bp" integer NOT NULL,
	"vote" text,
	"voted_at" timestamp with time zone,
	CONSTRAINT "votes_share_range" CHECK ("votes"."share_bp" between 1 and 10000),
	CONSTRAINT "votes_choice" CHECK ("votes"."vote" is null or "votes"."vote" in ('FOR', 'AGAINST')),
	CONSTRAINT "votes_voted_at" CHECK (("votes"."vote" is null) = ("votes"."voted_at" is null))
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_stop_reason_translations" ADD CONSTRAINT "company_stop_reason_translations_company_stop_reason_id_company_stop_reasons_id_fk" FOREIGN KEY ("company_stop_reason_id") REFERENCES "public"."company_stop_reasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_sessions" ADD CONSTRAINT "vote_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_sessions" ADD CONSTRAINT "vote_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_sessions" ADD CONSTRAINT "vote_sessions_reason_id_company_stop_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."company_stop_reasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_sessions" ADD CONSTRAINT "vote_sessions_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_sessions" ADD CONSTRAINT "vote_sessions_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_session_id_vote_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."vote_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_user_idx" ON "invitations" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "invitations_company_idx" ON "invitations" USING btree ("company_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_stop_reason_translations_one_per_language" ON "company_stop_reason_translations" USING btree ("company_stop_reason_id","language_code");--> statement-breakpoint
CREATE UNIQUE INDEX "vote_sessions_one_active_per_kind" ON "vote_sessions" USING btree ("company_id","kind") WHERE "vote_sessions"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "vote_sessions_company_idx" ON "vote_sessions" USING btree ("company_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "vote_sessions_active_deadline_idx" ON "vote_sessions" USING btree ("ends_at") WHERE "vote_sessions"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "votes_one_per_voter" ON "votes" USING btree ("session_id","user_id");--> statement-breakpoint
-- The reasons a suspension may give (spec: listCompanyStopReasons, translated), with fixed ids.
INSERT INTO "company_stop_reasons" ("id", "sort_number") VALUES
	('5e1a0000-0000-4000-8000-000000000001', 1),
	('5e1a0000-0000-4000-8000-000000000002', 2),
	('5e1a0000-0000-4000-8000-000000000003', 3),
	('5e1a0000-0000-4000-8000-000000000004', 4),
	('5e1a0000-0000-4000-8000-000000000005', 5),
	('5e1a0000-0000-4000-8000-000000000006', 6);--> statement-breakpoint
INSERT INTO "company_stop_reason_translations" ("company_stop_reason_id", "language_code", "name") VALUES
	('5e1a0000-0000-4000-8000-000000000001', 'uk', 'Тимчасова перерва в діяльності'),
	('5e1a0000-0000-4000-8000-000000000001', 'ru', 'Временный перерыв в деятельности'),
	('5e1a0000-0000-4000-8000-000000000001', 'en', 'A temporary break in business'),
	('5e1a0000-0000-4000-8000-000000000002', 'uk', 'Фінансові труднощі'),
	('5e1a0000-0000-4000-8000-000000000002', 'ru', 'Финансовые трудности'),
	('5e1a0000-0000-4000-8000-000000000002', 'en', 'Financial difficulties'),
	('5e1a0000-0000-4000-8000-000000000003', 'uk', 'Реорганізація'),
	('5e1a0000-0000-4000-8000-000000000003', 'ru', 'Реорганизация'),
	('5e1a0000-0000-4000-8000-000000000003', 'en', 'Reorganisation'),
	('5e1a0000-0000-4000-8000-000000000004', 'uk', 'Незгода між власниками'),
	('5e1a0000-0000-4000-8000-000000000004', 'ru', 'Разногласия между владельцами'),
	('5e1a0000-0000-4000-8000-000000000004', 'en', 'Disagreement between the owners'),
	('5e1a0000-0000-4000-8000-000000000005', 'uk', 'Сезонна перерва'),
	('5e1a0000-0000-4000-8000-000000000005', 'ru', 'Сезонный перерыв'),
	('5e1a0000-0000-4000-8000-000000000005', 'en', 'A seasonal break'),
	('5e1a0000-0000-4000-8000-000000000006', 'uk', 'Інша причина'),
	('5e1a0000-0000-4000-8000-000000000006', 'ru', 'Другая причина'),
	('5e1a0000-0000-4000-8000-000000000006', 'en', 'Another reason');
