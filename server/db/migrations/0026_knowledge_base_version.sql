-- Issue 17: the knowledge base's tree is kept in each server process while this counter stands;
-- every statement that changes one of its four tables moves it, in its own transaction, so a
-- reader sees the new count exactly when it sees the change. Reading it is one row, where the
-- version was the sum of every category's and post's transaction id (two table scans per page).
CREATE TABLE "knowledge_base_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "knowledge_base_version_one_row" CHECK ("knowledge_base_version"."id")
);
--> statement-breakpoint
INSERT INTO "knowledge_base_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
-- An upsert, so that a table emptied by hand (its one row gone) starts counting again.
CREATE FUNCTION "knowledge_base_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "knowledge_base_version" ("id", "version") VALUES (true, 1)
    ON CONFLICT ("id") DO UPDATE SET "version" = "knowledge_base_version"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "knowledge_base_categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "knowledge_base_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "knowledge_base_changed"();
--> statement-breakpoint
CREATE TRIGGER "knowledge_base_category_translations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "knowledge_base_category_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "knowledge_base_changed"();
--> statement-breakpoint
CREATE TRIGGER "knowledge_base_posts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "knowledge_base_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "knowledge_base_changed"();
--> statement-breakpoint
CREATE TRIGGER "knowledge_base_post_translations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "knowledge_base_post_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "knowledge_base_changed"();
