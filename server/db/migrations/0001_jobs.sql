CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"last_result" jsonb NOT NULL,
	"runs" integer DEFAULT 1 NOT NULL
);
