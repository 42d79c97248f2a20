CREATE TABLE "file_grants" (
	"node_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"level" text NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "file_grants_node_id_role_id_pk" PRIMARY KEY("node_id","role_id"),
	CONSTRAINT "file_grants_level" CHECK ("file_grants"."level" in ('FULL', 'VIEW_EDIT', 'VIEW', 'EDIT'))
);
--> statement-breakpoint
CREATE TABLE "file_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"parent_id" uuid,
	"parent_type" text GENERATED ALWAYS AS (case when parent_id is null then null else 'FOLDER' end) STORED,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"is_protected" boolean DEFAULT false NOT NULL,
	"origin" text DEFAULT 'UPLOAD' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"uploaded_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"trash_root_id" uuid,
	CONSTRAINT "file_nodes_type" CHECK ("file_nodes"."type" in ('FILE', 'FOLDER')),
	CONSTRAINT "file_nodes_origin" CHECK ("file_nodes"."origin" in ('UPLOAD', 'TASK', 'INSTRUCTION')),
	CONSTRAINT "file_nodes_name" CHECK (char_length("file_nodes"."name") between 1 and 255 and coalesce("file_nodes"."name", '') !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]' and "file_nodes"."name" !~ '[/\\]' and "file_nodes"."name" not in ('.', '..')),
	CONSTRAINT "file_nodes_folder_live" CHECK ("file_nodes"."type" = 'FILE' or "file_nodes"."uploaded_at" is not null),
	CONSTRAINT "file_nodes_trash_root" CHECK (("file_nodes"."deleted_at" is not null) = ("file_nodes"."trash_root_id" is not distinct from "file_nodes"."id"))
);
--> statement-breakpoint
CREATE TABLE "file_object_removals" (
	"s3_key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_public_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"node_id" uuid NOT NULL,
	"token" text NOT NULL,
	"expiry" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "file_public_links_expiry" CHECK ("file_public_links"."expiry" in ('MANUAL', 'DAY', 'THREE_DAYS', 'WEEK', 'MONTH') and (("file_public_links"."expiry" = 'MANUAL') = ("file_public_links"."expires_at" is null)))
);
--> statement-breakpoint
CREATE TABLE "file_storages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"node_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"s3_key" text NOT NULL,
	"s3_bucket" text NOT NULL,
	"size" bigint NOT NULL,
	"extension" text NOT NULL,
	"content_type" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "file_storages_size" CHECK ("file_storages"."size" >= 0),
	CONSTRAINT "file_storages_extension" CHECK ("file_storages"."extension" ~ '^[a-z0-9]{0,10}$')
);
--> statement-breakpoint
CREATE TABLE "file_usage" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "file_usage_used" CHECK ("file_usage"."used_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "file_grants" ADD CONSTRAINT "file_grants_node_id_file_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_grants" ADD CONSTRAINT "file_grants_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_grants" ADD CONSTRAINT "file_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_nodes" ADD CONSTRAINT "file_nodes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_nodes" ADD CONSTRAINT "file_nodes_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_nodes" ADD CONSTRAINT "file_nodes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_public_links" ADD CONSTRAINT "file_public_links_node_id_file_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_public_links" ADD CONSTRAINT "file_public_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_storages" ADD CONSTRAINT "file_storages_node_id_file_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_usage" ADD CONSTRAINT "file_usage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_grants_role" ON "file_grants" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_nodes_identity" ON "file_nodes" USING btree ("id","role_id","type");--> statement-breakpoint
CREATE INDEX "file_nodes_children" ON "file_nodes" USING btree ("role_id","parent_id","type" DESC NULLS FIRST,"name","id") WHERE "file_nodes"."trash_root_id" is null and "file_nodes"."uploaded_at" is not null;--> statement-breakpoint
CREATE INDEX "file_nodes_trash_root" ON "file_nodes" USING btree ("trash_root_id") WHERE "file_nodes"."trash_root_id" is not null;--> statement-breakpoint
CREATE INDEX "file_nodes_parent_idx" ON "file_nodes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "file_nodes_trash" ON "file_nodes" USING btree ("deleted_at") WHERE "file_nodes"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "file_nodes_pending" ON "file_nodes" USING btree ("created_at") WHERE "file_nodes"."uploaded_at" is null;--> statement-breakpoint
CREATE INDEX "file_nodes_company" ON "file_nodes" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_public_links_token" ON "file_public_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "file_public_links_one" ON "file_public_links" USING btree ("node_id") WHERE "file_public_links"."disabled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "file_storages_node" ON "file_storages" USING btree ("node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_storages_key" ON "file_storages" USING btree ("s3_key");--> statement-breakpoint
-- A parent is a folder of the same role: the foreign key names (id, role, 'FOLDER'), so it needs
-- the unique index above first.
ALTER TABLE "file_nodes" ADD CONSTRAINT "file_nodes_parent" FOREIGN KEY ("parent_id","role_id","parent_type") REFERENCES "public"."file_nodes"("id","role_id","type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- No folder under itself (issue 22): a node's new parent may not be the node or below it. The
-- files service also takes the role's tree lock before a move, so two moves at once cannot each
-- pass this check against the other's old tree.
CREATE FUNCTION "file_nodes_no_cycle_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NOT NULL AND EXISTS (
    WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM file_nodes WHERE id = NEW.parent_id
      UNION ALL
      SELECT n.id, n.parent_id FROM file_nodes n JOIN up ON n.id = up.parent_id
    ) CYCLE id SET looped USING path
    SELECT 1 FROM up WHERE id = NEW.id
  ) THEN
    RAISE EXCEPTION 'the node % would be under itself', NEW.id USING ERRCODE = 'check_violation', CONSTRAINT = 'file_nodes_no_cycle';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "file_nodes_no_cycle" BEFORE UPDATE OF "parent_id" ON "file_nodes"
  FOR EACH ROW WHEN (NEW.parent_id IS DISTINCT FROM OLD.parent_id) EXECUTE FUNCTION "file_nodes_no_cycle_check"();
--> statement-breakpoint
-- Whichever way a stored file's row goes (forced deletion, the trash's sweep, its role or its
-- company deleted), its object is queued for removal and a confirmed file's bytes leave the
-- company's usage, in the same transaction.
CREATE FUNCTION "file_storages_removal_queue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO file_object_removals (s3_key) VALUES (OLD.s3_key) ON CONFLICT (s3_key) DO NOTHING;
  IF OLD.confirmed_at IS NOT NULL THEN
    UPDATE file_usage SET used_bytes = greatest(0, used_bytes - OLD.size) WHERE company_id = OLD.company_id;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "file_storages_removal" AFTER DELETE ON "file_storages"
  FOR EACH ROW EXECUTE FUNCTION "file_storages_removal_queue"();
