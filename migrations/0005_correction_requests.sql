CREATE TABLE "correction_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"time_entry_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"clock_in_time" timestamp with time zone,
	"clock_out_time" timestamp with time zone,
	"proposed_project_id" integer,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	CONSTRAINT "correction_requests_kind_check" CHECK ("correction_requests"."kind" in ('missed_punch', 'wrong_time', 'wrong_project')),
	CONSTRAINT "correction_requests_status_check" CHECK ("correction_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correction_requests" ADD CONSTRAINT "correction_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "correction_requests_one_pending_idx" ON "correction_requests" USING btree ("time_entry_id") WHERE "correction_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "correction_requests_entry_idx" ON "correction_requests" USING btree ("time_entry_id");--> statement-breakpoint
CREATE INDEX "correction_requests_status_idx" ON "correction_requests" USING btree ("status","requested_at");