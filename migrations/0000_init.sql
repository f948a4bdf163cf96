CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"project_id" integer NOT NULL,
	"assigned_worker_ids" integer[] DEFAULT '{}' NOT NULL,
	"scheduled_date" date NOT NULL,
	"scheduled_time" text,
	"estimated_hours" numeric(6, 2),
	"status" text DEFAULT 'scheduled' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('scheduled', 'in-progress', 'completed', 'cancelled')),
	CONSTRAINT "jobs_priority_check" CHECK ("jobs"."priority" in ('high', 'medium', 'low'))
);
--> statement-breakpoint
CREATE TABLE "material_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_id" integer NOT NULL,
	"project_id" integer,
	"transaction_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost" numeric(10, 2),
	"total_cost" numeric(10, 2),
	"notes" text,
	"transaction_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"unit" text NOT NULL,
	"unit_cost" numeric(10, 2),
	"supplier" text,
	"sku" text,
	"min_stock_level" integer DEFAULT 0 NOT NULL,
	"current_stock" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_stock_check" CHECK ("materials"."current_stock" >= 0),
	CONSTRAINT "materials_min_check" CHECK ("materials"."min_stock_level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pay_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"pay_date" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"approved_at" timestamp with time zone,
	"approved_by" integer
);
--> statement-breakpoint
CREATE TABLE "payroll_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"pay_period_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"regular_hours" numeric(10, 2) DEFAULT '0' NOT NULL,
	"overtime_hours" numeric(10, 2) DEFAULT '0' NOT NULL,
	"regular_rate" numeric(10, 2),
	"overtime_rate" numeric(10, 2),
	"gross_pay" numeric(10, 2),
	"deductions" numeric(10, 2) DEFAULT '0' NOT NULL,
	"net_pay" numeric(10, 2),
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"estimated_quantity" integer DEFAULT 0 NOT NULL,
	"actual_quantity" integer DEFAULT 0 NOT NULL,
	"budgeted_cost" numeric(10, 2),
	"actual_cost" numeric(10, 2)
);
--> statement-breakpoint
CREATE TABLE "project_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"filename" text NOT NULL,
	"original_name" text NOT NULL,
	"caption" text,
	"uploaded_by" text NOT NULL,
	"uploaded_by_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"data" text NOT NULL,
	"thumbnail" text
);
--> statement-breakpoint
CREATE TABLE "project_progress_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"previous_progress" integer NOT NULL,
	"progress" integer NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_workers" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"worker_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"latitude" numeric(10, 8),
	"longitude" numeric(11, 8),
	"location_radius" integer DEFAULT 100,
	"description" text,
	"status" text DEFAULT 'planning' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"start_date" date,
	"end_date" date,
	"budget" numeric(10, 2),
	"estimated_hours" numeric(10, 2),
	"team_size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_progress_check" CHECK ("projects"."progress" between 0 and 100),
	CONSTRAINT "projects_team_size_check" CHECK ("projects"."team_size" >= 0),
	CONSTRAINT "projects_radius_check" CHECK ("projects"."location_radius" is null or "projects"."location_radius" > 0),
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('planning', 'in-progress', 'completed', 'delayed'))
);
--> statement-breakpoint
CREATE TABLE "safety_checklist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"checklist_id" integer NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_by" integer,
	"completed_at" timestamp with time zone,
	"notes" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_checklists" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"checklist_type" text NOT NULL,
	"title" text NOT NULL,
	"created_by" integer,
	"completed_by" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"completed_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"clock_in_time" timestamp with time zone NOT NULL,
	"clock_out_time" timestamp with time zone,
	"client_clock_in_time" timestamp with time zone,
	"client_clock_out_time" timestamp with time zone,
	"hours_worked" numeric(10, 2),
	"hourly_rate" numeric(10, 2),
	"overtime_hours" numeric(10, 2) DEFAULT '0' NOT NULL,
	"overtime_rate" numeric(10, 2),
	"total_pay" numeric(10, 2),
	"location" text,
	"clock_out_location" text,
	"clock_in_latitude" numeric(10, 8),
	"clock_in_longitude" numeric(11, 8),
	"clock_out_latitude" numeric(10, 8),
	"clock_out_longitude" numeric(11, 8),
	"location_accuracy" numeric(8, 2),
	"clock_out_accuracy" numeric(8, 2),
	"distance_meters" numeric(12, 2),
	"geofence_verdict" text,
	"is_location_verified" boolean DEFAULT false NOT NULL,
	"notes" text,
	"break_time" integer DEFAULT 0 NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"pay_period_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_order_check" CHECK ("time_entries"."clock_out_time" is null or "time_entries"."clock_out_time" >= "time_entries"."clock_in_time"),
	CONSTRAINT "time_entries_break_check" CHECK ("time_entries"."break_time" >= 0)
);
--> statement-breakpoint
CREATE TABLE "time_entry_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"time_entry_id" integer NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "user_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"verification_token" text,
	"verification_expires_at" timestamp with time zone,
	"user_id" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_registrations_email_unique" UNIQUE("email"),
	CONSTRAINT "user_registrations_status_check" CHECK ("user_registrations"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" text DEFAULT 'user' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"username" text,
	"password_hash" text,
	"oidc_issuer" text,
	"oidc_subject" text,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"phone" text,
	"email" text,
	"hourly_rate" numeric(10, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workers_rate_check" CHECK ("workers"."hourly_rate" is null or "workers"."hourly_rate" >= 0)
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_transactions" ADD CONSTRAINT "material_transactions_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_transactions" ADD CONSTRAINT "material_transactions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_transactions" ADD CONSTRAINT "material_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_periods" ADD CONSTRAINT "pay_periods_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_periods" ADD CONSTRAINT "pay_periods_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_pay_period_id_pay_periods_id_fk" FOREIGN KEY ("pay_period_id") REFERENCES "public"."pay_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD CONSTRAINT "payroll_entries_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_materials" ADD CONSTRAINT "project_materials_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_materials" ADD CONSTRAINT "project_materials_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_progress_updates" ADD CONSTRAINT "project_progress_updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_progress_updates" ADD CONSTRAINT "project_progress_updates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_workers" ADD CONSTRAINT "project_workers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_workers" ADD CONSTRAINT "project_workers_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checklist_items" ADD CONSTRAINT "safety_checklist_items_checklist_id_safety_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."safety_checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checklist_items" ADD CONSTRAINT "safety_checklist_items_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checklists" ADD CONSTRAINT "safety_checklists_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checklists" ADD CONSTRAINT "safety_checklists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_checklists" ADD CONSTRAINT "safety_checklists_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_pay_period_id_pay_periods_id_fk" FOREIGN KEY ("pay_period_id") REFERENCES "public"."pay_periods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_changes" ADD CONSTRAINT "time_entry_changes_time_entry_id_time_entries_id_fk" FOREIGN KEY ("time_entry_id") REFERENCES "public"."time_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_changes" ADD CONSTRAINT "time_entry_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registrations" ADD CONSTRAINT "user_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_registrations" ADD CONSTRAINT "user_registrations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_scheduled_date_idx" ON "jobs" USING btree ("scheduled_date","scheduled_time");--> statement-breakpoint
CREATE INDEX "jobs_project_idx" ON "jobs" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "material_transactions_material_idx" ON "material_transactions" USING btree ("material_id","transaction_date");--> statement-breakpoint
CREATE INDEX "material_transactions_project_idx" ON "material_transactions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "materials_category_idx" ON "materials" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_periods_range_idx" ON "pay_periods" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_entries_period_worker_idx" ON "payroll_entries" USING btree ("pay_period_id","worker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_materials_pair_idx" ON "project_materials" USING btree ("project_id","material_id");--> statement-breakpoint
CREATE INDEX "project_photos_project_idx" ON "project_photos" USING btree ("project_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "project_progress_updates_project_idx" ON "project_progress_updates" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_workers_pair_idx" ON "project_workers" USING btree ("project_id","worker_id");--> statement-breakpoint
CREATE INDEX "project_workers_worker_idx" ON "project_workers" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");--> statement-breakpoint
CREATE INDEX "safety_checklist_items_checklist_idx" ON "safety_checklist_items" USING btree ("checklist_id","sort_order");--> statement-breakpoint
CREATE INDEX "safety_checklists_project_idx" ON "safety_checklists" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "safety_checklists_created_idx" ON "safety_checklists" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_open_per_worker_idx" ON "time_entries" USING btree ("worker_id") WHERE "time_entries"."clock_out_time" is null;--> statement-breakpoint
CREATE INDEX "time_entries_worker_clock_in_idx" ON "time_entries" USING btree ("worker_id","clock_in_time");--> statement-breakpoint
CREATE INDEX "time_entries_project_clock_in_idx" ON "time_entries" USING btree ("project_id","clock_in_time");--> statement-breakpoint
CREATE INDEX "time_entries_clock_in_idx" ON "time_entries" USING btree ("clock_in_time");--> statement-breakpoint
CREATE INDEX "time_entry_changes_entry_idx" ON "time_entry_changes" USING btree ("time_entry_id","changed_at");--> statement-breakpoint
CREATE INDEX "user_registrations_status_idx" ON "user_registrations" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_identity_idx" ON "users" USING btree ("oidc_issuer","oidc_subject");--> statement-breakpoint
CREATE INDEX "workers_active_idx" ON "workers" USING btree ("is_active");