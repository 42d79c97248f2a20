ALTER TABLE "file_storages" ADD COLUMN "reserved_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_usage" ADD COLUMN "reserved_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_storages" ADD CONSTRAINT "file_storages_reserved" CHECK ("file_storages"."reserved_bytes" >= 0 and ("file_storages"."confirmed_at" is null or "file_storages"."reserved_bytes" = 0));--> statement-breakpoint
ALTER TABLE "file_usage" ADD CONSTRAINT "file_usage_reserved" CHECK ("file_usage"."reserved_bytes" >= 0);--> statement-breakpoint
-- An upload holds its room from its start (issue 39; decision 0027, "Uploads hold their room"):
-- the files service adds a pending row's reserved_bytes to file_usage.reserved_bytes when it
-- makes the row, by one conditional update, and turns it into used_bytes at confirmation. Every
-- other way the row goes (canceled, swept after a day, its node removed, its role or company
-- deleted by cascade) gives it back here, in the same transaction, so no path leaves room held.
-- Rows pending before this migration hold nothing (0): they are checked at confirmation as before.
CREATE OR REPLACE FUNCTION "file_storages_removal_queue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO file_object_removals (s3_key, upload_id) VALUES (OLD.s3_key, OLD.upload_id)
    ON CONFLICT (s3_key) DO UPDATE SET upload_id = coalesce(file_object_removals.upload_id, excluded.upload_id);
  IF OLD.confirmed_at IS NOT NULL THEN
    UPDATE file_usage SET used_bytes = greatest(0, used_bytes - OLD.size) WHERE company_id = OLD.company_id;
  ELSIF OLD.reserved_bytes > 0 THEN
    UPDATE file_usage SET reserved_bytes = greatest(0, reserved_bytes - OLD.reserved_bytes) WHERE company_id = OLD.company_id;
  END IF;
  RETURN OLD;
END $$;
