-- Issue 15: weekly overtime moves from the payroll settings row to the Company settings row, so it has one store.
-- The admin's stored choice is carried over (nothing is lost); the payroll row keeps its other keys.
INSERT INTO "app_settings" ("key", "value", "updated_at", "updated_by")
SELECT 'company', jsonb_build_object('weeklyOvertime', "value"->'weeklyOvertime'), "updated_at", "updated_by"
FROM "app_settings"
WHERE "key" = 'payroll' AND jsonb_typeof("value"->'weeklyOvertime') = 'boolean'
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
UPDATE "app_settings" SET "value" = "value" - 'weeklyOvertime' WHERE "key" = 'payroll';
