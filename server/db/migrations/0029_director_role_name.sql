SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
-- Deferred checks queued by an earlier migration of the same run (0014 moves old roles) would make
-- the ALTER below fail with "pending trigger events": they are run here, first.
ALTER TABLE "roles" ADD COLUMN "name_is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The director's role bears the name vHold gave it until someone renames it (issue 41): readers
-- see it in their language (graphql/role-names.ts). Every level-1 role still named 'CEO' was made
-- so by vHold (the votes' assignDirector, migration 0014); a person who typed 'CEO' cannot be told
-- apart, and sees the default's words from now on until they rename it again.
UPDATE "roles" SET "name_is_default" = true WHERE "level" = 1 AND "name" = 'CEO';--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_default_name" CHECK (not "roles"."name_is_default" or "roles"."level" = 1);
