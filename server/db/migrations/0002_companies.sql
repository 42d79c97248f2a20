CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"address" text,
	"about" text,
	"avatar" text,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "companies_name_rules" CHECK (char_length("companies"."name") between 2 and 50 and "companies"."name" = btrim("companies"."name") and "companies"."name" ~ '^[[:alpha:][:digit:]&. -]+$'),
	CONSTRAINT "companies_phone_e164" CHECK ("companies"."phone" is null or "companies"."phone" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "companies_address_length" CHECK ("companies"."address" is null or char_length("companies"."address") <= 200),
	CONSTRAINT "companies_about_length" CHECK ("companies"."about" is null or char_length("companies"."about") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"share_bp" integer NOT NULL,
	"reserved_bp" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "owners_share_range" CHECK ("owners"."share_bp" between 0 and 10000),
	CONSTRAINT "owners_reserved_range" CHECK ("owners"."reserved_bp" between 0 and "owners"."share_bp"),
	CONSTRAINT "owners_current_or_former" CHECK (("owners"."left_at" is null and "owners"."share_bp" > 0) or ("owners"."left_at" is not null and "owners"."share_bp" = 0 and "owners"."reserved_bp" = 0))
);
--> statement-breakpoint
CREATE TABLE "share_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"share_bp" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "share_transfers_share_range" CHECK ("share_transfers"."share_bp" between 1 and 10000),
	CONSTRAINT "share_transfers_status" CHECK ("share_transfers"."status" in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELED')),
	CONSTRAINT "share_transfers_resolved" CHECK (("share_transfers"."status" = 'PENDING') = ("share_transfers"."resolved_at" is null)),
	CONSTRAINT "share_transfers_parties" CHECK ("share_transfers"."from_user_id" <> "share_transfers"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"parent_role_id" uuid,
	"user_id" uuid,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "roles_level" CHECK ("roles"."level" between 1 and 4),
	CONSTRAINT "roles_name_length" CHECK (char_length("roles"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid,
	"actor_user_id" uuid,
	"session_id" uuid,
	"address" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_codes" DROP CONSTRAINT "auth_codes_purpose";--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_transfers" ADD CONSTRAINT "share_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_transfers" ADD CONSTRAINT "share_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_transfers" ADD CONSTRAINT "share_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_parent_role_id_roles_id_fk" FOREIGN KEY ("parent_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owners_one_current_per_user" ON "owners" USING btree ("company_id","user_id") WHERE "owners"."left_at" is null;--> statement-breakpoint
CREATE INDEX "owners_user_idx" ON "owners" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE INDEX "share_transfers_company_idx" ON "share_transfers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "share_transfers_from_idx" ON "share_transfers" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "share_transfers_to_idx" ON "share_transfers" USING btree ("to_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_one_director" ON "roles" USING btree ("company_id") WHERE "roles"."level" = 1 and not "roles"."is_archived";--> statement-breakpoint
CREATE INDEX "roles_company_idx" ON "roles" USING btree ("company_id","level");--> statement-breakpoint
CREATE INDEX "roles_user_idx" ON "roles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_events_company_idx" ON "audit_events" USING btree ("company_id","seq");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_purpose" CHECK ("auth_codes"."purpose" in ('sign_in', 'password_reset', 'two_factor', 'two_factor_setup', 'share_transfer'));--> statement-breakpoint
-- The current owners of a company always hold exactly 100 % (10000 basis points). Checked at
-- commit (deferred), so one transaction may move a share from one owner to another.
CREATE FUNCTION "owners_shares_sum_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company uuid := coalesce(NEW.company_id, OLD.company_id);
  total bigint;
  holders integer;
BEGIN
  SELECT coalesce(sum(share_bp), 0), count(*) INTO total, holders
    FROM owners WHERE company_id = company AND left_at IS NULL;
  IF holders > 0 AND total <> 10000 THEN
    RAISE EXCEPTION 'the owners of company % hold % basis points, not 10000', company, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'owners_shares_sum';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "owners_shares_sum" AFTER INSERT OR UPDATE OR DELETE ON "owners"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "owners_shares_sum_check"();
--> statement-breakpoint
-- The audit trail is history: the application may add to it, never change or remove it.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit events are never changed or removed'
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
