CREATE TABLE "task_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"author_role_id" uuid,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "task_comments_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "task_comments_body" CHECK (char_length("task_comments"."body") between 1 and 2000 and coalesce("task_comments"."body", '') !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]')
);
--> statement-breakpoint
CREATE TABLE "task_files" (
	"task_id" uuid NOT NULL,
	"file_node_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "task_files_pkey" PRIMARY KEY("task_id","file_node_id"),
	CONSTRAINT "task_files_node" UNIQUE("file_node_id")
);
--> statement-breakpoint
CREATE TABLE "task_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"by_role_id" uuid,
	"by_user_id" uuid,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "task_moves_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "task_moves_status" CHECK ("task_moves"."to_status" in ('OPEN', 'IN_PROGRESS', 'DONE', 'ACCEPTED', 'RETURNED', 'CANCELED') and ("task_moves"."from_status" is null or "task_moves"."from_status" in ('OPEN', 'IN_PROGRESS', 'DONE', 'ACCEPTED', 'RETURNED', 'CANCELED')))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"giver_role_id" uuid NOT NULL,
	"executor_role_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"priority" text DEFAULT 'NORMAL' NOT NULL,
	"due_date" date,
	"due_time" time,
	"due_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"due_tomorrow_for" timestamp with time zone,
	"overdue_for" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tasks_title" CHECK (char_length("tasks"."title") between 1 and 200 and coalesce("tasks"."title", '') !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]' and "tasks"."title" = btrim("tasks"."title")),
	CONSTRAINT "tasks_status" CHECK ("tasks"."status" in ('OPEN', 'IN_PROGRESS', 'DONE', 'ACCEPTED', 'RETURNED', 'CANCELED')),
	CONSTRAINT "tasks_priority" CHECK ("tasks"."priority" in ('NORMAL', 'HIGH')),
	CONSTRAINT "tasks_description" CHECK (jsonb_typeof("tasks"."description") = 'object'),
	CONSTRAINT "tasks_due" CHECK (("tasks"."due_date" is null) = ("tasks"."due_at" is null) and ("tasks"."due_time" is null or "tasks"."due_date" is not null)),
	CONSTRAINT "tasks_closed" CHECK (("tasks"."status" in ('ACCEPTED', 'CANCELED')) = ("tasks"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_author_role_id_roles_id_fk" FOREIGN KEY ("author_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_files" ADD CONSTRAINT "task_files_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_files" ADD CONSTRAINT "task_files_file_node_id_file_nodes_id_fk" FOREIGN KEY ("file_node_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_files" ADD CONSTRAINT "task_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_moves" ADD CONSTRAINT "task_moves_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_moves" ADD CONSTRAINT "task_moves_by_role_id_roles_id_fk" FOREIGN KEY ("by_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_moves" ADD CONSTRAINT "task_moves_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_giver_role_id_roles_id_fk" FOREIGN KEY ("giver_role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_executor_role_id_roles_id_fk" FOREIGN KEY ("executor_role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_comments_task_idx" ON "task_comments" USING btree ("task_id","seq");--> statement-breakpoint
CREATE INDEX "task_moves_task_idx" ON "task_moves" USING btree ("task_id","seq");--> statement-breakpoint
CREATE INDEX "tasks_executor_open_idx" ON "tasks" USING btree ("executor_role_id","due_at","id") WHERE "tasks"."status" not in ('ACCEPTED', 'CANCELED');--> statement-breakpoint
CREATE INDEX "tasks_giver_open_idx" ON "tasks" USING btree ("giver_role_id","due_at","id") WHERE "tasks"."status" not in ('ACCEPTED', 'CANCELED');--> statement-breakpoint
CREATE INDEX "tasks_executor_closed_idx" ON "tasks" USING btree ("executor_role_id","closed_at","id") WHERE "tasks"."status" in ('ACCEPTED', 'CANCELED');--> statement-breakpoint
CREATE INDEX "tasks_giver_closed_idx" ON "tasks" USING btree ("giver_role_id","closed_at","id") WHERE "tasks"."status" in ('ACCEPTED', 'CANCELED');--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "tasks" USING btree ("due_at","id") WHERE "tasks"."due_at" is not null and "tasks"."status" in ('OPEN', 'IN_PROGRESS', 'RETURNED');--> statement-breakpoint
CREATE INDEX "tasks_company_idx" ON "tasks" USING btree ("company_id");--> statement-breakpoint
-- The giver's and the executor's roles are of the task's company (a CHECK cannot read roles).
CREATE OR REPLACE FUNCTION "tasks_same_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT count(*) FROM "roles" r WHERE r."id" IN (NEW."giver_role_id", NEW."executor_role_id") AND r."company_id" = NEW."company_id")
		<> (CASE WHEN NEW."giver_role_id" = NEW."executor_role_id" THEN 1 ELSE 2 END) THEN
		RAISE EXCEPTION 'a task''s giver and executor roles must be of its company' USING ERRCODE = 'check_violation', CONSTRAINT = 'tasks_same_company';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_same_company" BEFORE INSERT OR UPDATE OF "company_id", "giver_role_id", "executor_role_id" ON "tasks"
	FOR EACH ROW EXECUTE FUNCTION "tasks_same_company"();
