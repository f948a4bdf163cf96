-- Issue 27 step 6: files for the payroll provider. worker_payroll_identities says how each provider knows a worker
-- (office and admins only); payroll_export_batches keeps every file handed over, byte for byte (bytea), with the
-- approved period's version it was made from, each worker's figures in it and its hash.
CREATE TABLE "payroll_export_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile" text NOT NULL,
	"pay_period_id" integer NOT NULL,
	"period_version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"filename" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_payroll_identities" (
	"worker_id" integer PRIMARY KEY NOT NULL,
	"gusto_first_name" text,
	"gusto_last_name" text,
	"gusto_employee_id" text,
	"adp_file_number" text,
	"paychex_worker_id" text,
	"quickbooks_employee_name" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "payroll_export_batches" ADD CONSTRAINT "payroll_export_batches_pay_period_id_pay_periods_id_fk" FOREIGN KEY ("pay_period_id") REFERENCES "public"."pay_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_export_batches" ADD CONSTRAINT "payroll_export_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_payroll_identities" ADD CONSTRAINT "worker_payroll_identities_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_payroll_identities" ADD CONSTRAINT "worker_payroll_identities_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_export_batches_period_idx" ON "payroll_export_batches" USING btree ("pay_period_id","created_at");