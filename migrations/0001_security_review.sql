CREATE TABLE "rate_limit_counters" (
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone,
	"user_id" integer,
	CONSTRAINT "rate_limit_counters_scope_key_hash_pk" PRIMARY KEY("scope","key_hash")
);
--> statement-breakpoint
CREATE TABLE "worker_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worker_changes_field_check" CHECK ("worker_changes"."field" in ('hourlyRate', 'isActive'))
);
--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "clocked_out_by" integer;--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD CONSTRAINT "rate_limit_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_changes" ADD CONSTRAINT "worker_changes_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_changes" ADD CONSTRAINT "worker_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_locked_idx" ON "rate_limit_counters" USING btree ("window_ends_at") WHERE "rate_limit_counters"."locked_at" is not null;--> statement-breakpoint
CREATE INDEX "worker_changes_worker_idx" ON "worker_changes" USING btree ("worker_id","changed_at");--> statement-breakpoint
CREATE INDEX "worker_changes_changed_at_idx" ON "worker_changes" USING btree ("changed_at");--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_clocked_out_by_users_id_fk" FOREIGN KEY ("clocked_out_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;