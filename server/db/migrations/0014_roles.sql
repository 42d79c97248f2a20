CREATE TABLE "role_holdings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "role_holdings_order" CHECK ("role_holdings"."left_at" is null or "role_holdings"."left_at" >= "role_holdings"."joined_at")
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "invite_token" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "invite_sender_id" uuid;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "via_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "role_holdings" ADD CONSTRAINT "role_holdings_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_holdings" ADD CONSTRAINT "role_holdings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_holdings" ADD CONSTRAINT "role_holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "role_holdings_one_open" ON "role_holdings" USING btree ("role_id") WHERE "role_holdings"."left_at" is null;--> statement-breakpoint
CREATE INDEX "role_holdings_role_idx" ON "role_holdings" USING btree ("role_id","joined_at");--> statement-breakpoint
CREATE INDEX "role_holdings_user_idx" ON "role_holdings" USING btree ("user_id","company_id");--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_invite_sender_id_users_id_fk" FOREIGN KEY ("invite_sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roles_parent_idx" ON "roles" USING btree ("parent_role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_invite_token" ON "roles" USING btree ("invite_token");--> statement-breakpoint
CREATE INDEX "roles_deleted_idx" ON "roles" USING btree ("deleted_at") WHERE "roles"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "invitations_role_idx" ON "invitations" USING btree ("role_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_one_open" ON "invitations" USING btree ("role_id","user_id") WHERE "invitations"."level" > 1 and "invitations"."assigned_at" is null and "invitations"."status" in ('PENDING', 'VIEWED', 'ACCEPTED');--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_invite_link" CHECK (("roles"."invite_token" is null) = ("roles"."invite_expires_at" is null));--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_deleted_archived" CHECK ("roles"."deleted_at" is null or "roles"."is_archived");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role" CHECK ("invitations"."level" = 1 or "invitations"."role_id" is not null);--> statement-breakpoint
-- The structure is a tree the database keeps (issue 20), checked at commit (deferred) so that one
-- transaction may move many roles: the level-1 role has no manager; every other live role has a
-- manager in the same company, live, of a higher level (a smaller number), which rules out
-- cycles; an archived role keeps its manager (to be restored under) in the same company. A
-- manager removed for good leaves its live subordinates without one (ON DELETE SET NULL) and
-- fails here: the roles service moves them first.
CREATE FUNCTION "roles_structure_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r roles%ROWTYPE;
  manager roles%ROWTYPE;
BEGIN
  SELECT * INTO r FROM roles WHERE id = NEW.id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF r.level = 1 AND r.parent_role_id IS NOT NULL THEN
    RAISE EXCEPTION 'the level-1 role % has a manager', r.id USING ERRCODE = 'check_violation', CONSTRAINT = 'roles_structure';
  END IF;
  IF r.level > 1 AND r.parent_role_id IS NULL AND NOT r.is_archived THEN
    RAISE EXCEPTION 'the role % of level % has no manager', r.id, r.level USING ERRCODE = 'check_violation', CONSTRAINT = 'roles_structure';
  END IF;
  IF r.parent_role_id IS NOT NULL THEN
    SELECT * INTO manager FROM roles WHERE id = r.parent_role_id;
    IF manager.company_id <> r.company_id
       OR (NOT r.is_archived AND (manager.is_archived OR manager.level >= r.level)) THEN
      RAISE EXCEPTION 'the role % is not under a live role of a higher level of its company', r.id
        USING ERRCODE = 'check_violation', CONSTRAINT = 'roles_structure';
    END IF;
  END IF;
  IF EXISTS (SELECT 1 FROM roles c WHERE c.parent_role_id = r.id AND NOT c.is_archived AND (r.is_archived OR c.level <= r.level)) THEN
    RAISE EXCEPTION 'the role % manages a live role it is not above', r.id USING ERRCODE = 'check_violation', CONSTRAINT = 'roles_structure';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "roles_structure" AFTER INSERT OR UPDATE ON "roles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "roles_structure_check"();
--> statement-breakpoint
-- Who held each role: whenever a role's executor changes (whoever changes it: the roles service,
-- the owners' vote, a person's deletion), the open holding closes and a new one opens, at the
-- role's updated_at (the application's clock).
CREATE FUNCTION "roles_holdings_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.user_id IS NOT DISTINCT FROM NEW.user_id THEN
      RETURN NULL;
    END IF;
    UPDATE role_holdings SET left_at = greatest(NEW.updated_at, joined_at) WHERE role_id = NEW.id AND left_at IS NULL;
  END IF;
  IF NEW.user_id IS NOT NULL THEN
    INSERT INTO role_holdings (role_id, company_id, user_id, joined_at) VALUES (NEW.id, NEW.company_id, NEW.user_id, NEW.updated_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "roles_holdings" AFTER INSERT OR UPDATE OF "user_id" ON "roles"
  FOR EACH ROW EXECUTE FUNCTION "roles_holdings_track"();
--> statement-breakpoint
INSERT INTO "role_holdings" ("role_id", "company_id", "user_id", "joined_at")
  SELECT "id", "company_id", "user_id", "updated_at" FROM "roles" WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "roles" r SET "parent_role_id" = d."id"
  FROM "roles" d
  WHERE r."level" > 1 AND r."parent_role_id" IS NULL AND NOT r."is_archived"
    AND d."company_id" = r."company_id" AND d."level" = 1 AND NOT d."is_archived";
