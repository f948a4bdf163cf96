-- Issue 27: an approved period can be reopened and approved again. Each approval is a version of its record: who
-- approved it, when, under which settings, and once reopened who reopened it, when and why. The settings a period was
-- approved under move from pay_periods to its versions; every period approved so far becomes its version 1 (or the
-- version it has).
CREATE TABLE "pay_period_versions" (
	"pay_period_id" integer NOT NULL,
	"version" integer NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"approved_by" integer,
	"settings_used" jsonb,
	"reopened_at" timestamp with time zone,
	"reopened_by" integer,
	"reopen_reason" text,
	CONSTRAINT "pay_period_versions_pay_period_id_version_pk" PRIMARY KEY("pay_period_id","version")
);
--> statement-breakpoint
ALTER TABLE "pay_period_versions" ADD CONSTRAINT "pay_period_versions_pay_period_id_pay_periods_id_fk" FOREIGN KEY ("pay_period_id") REFERENCES "public"."pay_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_period_versions" ADD CONSTRAINT "pay_period_versions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_period_versions" ADD CONSTRAINT "pay_period_versions_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "pay_period_versions" ("pay_period_id", "version", "approved_at", "approved_by", "settings_used")
  SELECT "id", "version", coalesce("approved_at", "created_at"), "approved_by", "settings_used" FROM "pay_periods" WHERE "status" = 'approved';--> statement-breakpoint
ALTER TABLE "pay_periods" DROP COLUMN "settings_used";