ALTER TABLE "worker_changes" DROP CONSTRAINT "worker_changes_field_check";--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "archived_by" integer;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_changes" ADD CONSTRAINT "worker_changes_field_check" CHECK ("worker_changes"."field" in ('hourlyRate', 'isActive', 'archived'));