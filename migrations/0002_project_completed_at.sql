ALTER TABLE "projects" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_completed_at_check" CHECK ("projects"."completed_at" is null or "projects"."status" = 'completed');--> statement-breakpoint
-- Hand-written backfill (issue 12, item 5): projects completed before completed_at existed take their end date,
-- once. A date has no instant, so it becomes noon UTC of that day, which is the same calendar day in every zone
-- from UTC-12 to UTC+11 (APP_TIME_ZONE is not known to SQL). The last write (updated_at) is an upper bound on
-- when the status became completed: an end date after it (finished early) or no end date at all falls back to it.
UPDATE "projects"
SET "completed_at" = CASE
  WHEN "end_date" IS NULL THEN "updated_at"
  ELSE least(("end_date" + time '12:00') AT TIME ZONE 'UTC', "updated_at")
END
WHERE "status" = 'completed' AND "completed_at" IS NULL;
