CREATE TABLE "instruction_roles" (
	"instruction_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instruction_roles_pkey" PRIMARY KEY("instruction_id","role_id","kind"),
	CONSTRAINT "instruction_roles_kind" CHECK ("instruction_roles"."kind" in ('EXECUTOR', 'EDITOR'))
);
--> statement-breakpoint
CREATE TABLE "instructions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"owner_role_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instructions_title" CHECK (char_length("instructions"."title") between 1 and 200 and coalesce("instructions"."title", '') !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]' and "instructions"."title" = btrim("instructions"."title")),
	CONSTRAINT "instructions_version" CHECK ("instructions"."version" >= 1),
	CONSTRAINT "instructions_content" CHECK (jsonb_typeof("instructions"."content") = 'object')
);
--> statement-breakpoint
ALTER TABLE "instruction_roles" ADD CONSTRAINT "instruction_roles_instruction_id_instructions_id_fk" FOREIGN KEY ("instruction_id") REFERENCES "public"."instructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_roles" ADD CONSTRAINT "instruction_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructions" ADD CONSTRAINT "instructions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructions" ADD CONSTRAINT "instructions_owner_role_id_roles_id_fk" FOREIGN KEY ("owner_role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructions" ADD CONSTRAINT "instructions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructions" ADD CONSTRAINT "instructions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instruction_roles_role_idx" ON "instruction_roles" USING btree ("role_id","kind");--> statement-breakpoint
CREATE INDEX "instructions_owner_idx" ON "instructions" USING btree ("owner_role_id","updated_at");--> statement-breakpoint
CREATE INDEX "instructions_company_idx" ON "instructions" USING btree ("company_id");