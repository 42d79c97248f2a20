ALTER TABLE "file_object_removals" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "file_storages" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "file_storages" ADD COLUMN "part_size" bigint;--> statement-breakpoint
ALTER TABLE "file_storages" ADD CONSTRAINT "file_storages_parts" CHECK (("file_storages"."upload_id" is null or "file_storages"."part_size" >= 5242880) and ("file_storages"."upload_id" is null or "file_storages"."confirmed_at" is null));--> statement-breakpoint
-- A file_storages row that goes with an upload in parts still open queues its upload id with its
-- key: the files.objects sweep aborts the upload (its parts go) before it removes the key, so a
-- canceled, expired or deleted large upload leaves no parts behind (decision 0027).
CREATE OR REPLACE FUNCTION "file_storages_removal_queue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO file_object_removals (s3_key, upload_id) VALUES (OLD.s3_key, OLD.upload_id)
    ON CONFLICT (s3_key) DO UPDATE SET upload_id = coalesce(file_object_removals.upload_id, excluded.upload_id);
  IF OLD.confirmed_at IS NOT NULL THEN
    UPDATE file_usage SET used_bytes = greatest(0, used_bytes - OLD.size) WHERE company_id = OLD.company_id;
  END IF;
  RETURN OLD;
END $$;
