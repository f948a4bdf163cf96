CREATE TABLE "time_entry_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"time_entry_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"worker_name" text NOT NULL,
	"project_id" integer NOT NULL,
	"project_name" text NOT NULL,
	"clock_in_time" timestamp with time zone NOT NULL,
	"clock_out_time" timestamp with time zone,
	"source" text NOT NULL,
	"entry" jsonb NOT NULL,
	"reason" text NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_entry_changes" DROP CONSTRAINT "time_entry_changes_time_entry_id_time_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "source" text DEFAULT 'clock' NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entry_deletions" ADD CONSTRAINT "time_entry_deletions_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entry_deletions_entry_idx" ON "time_entry_deletions" USING btree ("time_entry_id");--> statement-breakpoint
CREATE INDEX "time_entry_deletions_clock_in_idx" ON "time_entry_deletions" USING btree ("clock_in_time");--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_source_check" CHECK ("time_entries"."source" in ('clock', 'manual'));