-- Issue 27 step 6: each payroll file's mapping, set once by the office (the company's code at the provider and the
-- provider's code for each earning).
CREATE TABLE "payroll_export_mappings" (
	"profile" text PRIMARY KEY NOT NULL,
	"company_code" text,
	"earning_codes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "payroll_export_mappings" ADD CONSTRAINT "payroll_export_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;