-- Issue 26: the paid time of a queued punch is its tap; the server's receive time is kept beside it. Rows made before
-- this were paid at their receive time (a manual entry was received when it was added), so that is what they keep.
ALTER TABLE "time_entries" ADD COLUMN "clock_in_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "clock_out_received_at" timestamp with time zone;--> statement-breakpoint
UPDATE "time_entries" SET "clock_in_received_at" = CASE WHEN "source" = 'manual' THEN "created_at" ELSE "clock_in_time" END, "clock_out_received_at" = CASE WHEN "clock_out_time" IS NULL THEN NULL WHEN "source" = 'manual' THEN "created_at" ELSE "clock_out_time" END;--> statement-breakpoint
ALTER TABLE "time_entries" ALTER COLUMN "clock_in_received_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "time_entries" ALTER COLUMN "clock_in_received_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entry_breaks" ADD COLUMN "start_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "time_entry_breaks" ADD COLUMN "end_received_at" timestamp with time zone;--> statement-breakpoint
UPDATE "time_entry_breaks" SET "start_received_at" = "started_at", "end_received_at" = "ended_at";--> statement-breakpoint
ALTER TABLE "time_entry_breaks" ALTER COLUMN "start_received_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "time_entry_breaks" ALTER COLUMN "start_received_at" SET NOT NULL;
