-- Issue 17: the unread count every signed-in page shows (the header's statement) counts the
-- unread notifications from this partial index alone, instead of reading every notification a
-- person ever had (notifications_user_idx) and filtering them: its cost follows the unread ones.
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","type") WHERE "notifications"."read_at" is null;
