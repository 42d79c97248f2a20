CREATE TABLE "instruction_files" (
	"instruction_id" uuid NOT NULL,
	"file_node_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instruction_files_pkey" PRIMARY KEY("instruction_id","file_node_id"),
	CONSTRAINT "instruction_files_node" UNIQUE("file_node_id")
);
--> statement-breakpoint
ALTER TABLE "instruction_files" ADD CONSTRAINT "instruction_files_instruction_id_instructions_id_fk" FOREIGN KEY ("instruction_id") REFERENCES "public"."instructions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_files" ADD CONSTRAINT "instruction_files_file_node_id_file_nodes_id_fk" FOREIGN KEY ("file_node_id") REFERENCES "public"."file_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruction_files" ADD CONSTRAINT "instruction_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;