ALTER TABLE "time_entries" ADD COLUMN "forgotten_alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "auto_closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "time_entries_auto_closed_idx" ON "time_entries" USING btree ("clock_in_time") WHERE "time_entries"."auto_closed_at" is not null;