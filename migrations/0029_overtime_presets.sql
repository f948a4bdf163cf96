ALTER TABLE "payroll_entries" ADD COLUMN "double_time_hours" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD COLUMN "double_time_rate" numeric(10, 2);--> statement-breakpoint
-- Issue 27: the weekly-overtime switch becomes the overtime preset it chose (daily8, or daily8-weekly40 when on).
UPDATE "app_settings"
SET "value" = ("value" - 'weeklyOvertime') || jsonb_build_object('overtimeRule',
  CASE WHEN "value"->'weeklyOvertime' = 'true'::jsonb THEN 'daily8-weekly40' ELSE 'daily8' END)
WHERE "key" = 'company' AND jsonb_typeof("value") = 'object' AND NOT ("value" ? 'overtimeRule');
