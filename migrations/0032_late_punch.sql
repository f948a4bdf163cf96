-- Issue 27: a punch a device queued that reaches the server after its pay period was approved is kept as a
-- correction request of a new kind, late_punch, for the office: a clock-in has no entry yet (time_entry_id null), and a
-- late punch is never refused because another request for the entry waits (the one-pending index leaves it out).
ALTER TABLE "correction_requests" DROP CONSTRAINT "correction_requests_kind_check";--> statement-breakpoint
DROP INDEX "correction_requests_one_pending_idx";--> statement-breakpoint
ALTER TABLE "correction_requests" ALTER COLUMN "time_entry_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "correction_requests_one_pending_idx" ON "correction_requests" USING btree ("time_entry_id") WHERE "correction_requests"."status" = 'pending' and "correction_requests"."kind" <> 'late_punch';--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_entry_check" CHECK ("correction_requests"."time_entry_id" is not null or "correction_requests"."kind" = 'late_punch');--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_kind_check" CHECK ("correction_requests"."kind" in ('missed_punch', 'wrong_time', 'wrong_project', 'late_punch'));