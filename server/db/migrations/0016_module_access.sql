CREATE TABLE "role_module_access" (
	"role_id" uuid NOT NULL,
	"module" text NOT NULL,
	"granted_by" uuid,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "role_module_access_pk" PRIMARY KEY("role_id","module"),
	CONSTRAINT "role_module_access_module" CHECK ("role_module_access"."module" in ('TASKS', 'INSTRUCTIONS', 'FILES', 'INVENTORY', 'CALENDAR', 'MESSENGER', 'RESULTS', 'FINANCE', 'STRUCTURE', 'TEAM', 'OWNERS', 'COMPANY_RESULTS', 'COMPANY_INVENTORY', 'PAY', 'CONTROL_CENTER'))
);
--> statement-breakpoint
ALTER TABLE "role_module_access" ADD CONSTRAINT "role_module_access_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_module_access" ADD CONSTRAINT "role_module_access_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;