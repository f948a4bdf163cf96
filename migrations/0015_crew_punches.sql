ALTER TABLE "time_entries" ADD COLUMN "crew_clock_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "crew_clock_out" boolean DEFAULT false NOT NULL;