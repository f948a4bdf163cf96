-- Issue 27: an approved period is a record. Each payroll row keeps the worker's line as shown, under the period's
-- version; the period keeps the settings the figures were computed under. Periods approved before have neither and
-- are recomputed, as they were. One row per worker and version (reopening makes the next version).
DROP INDEX "payroll_entries_period_worker_idx";--> statement-breakpoint
ALTER TABLE "pay_periods" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_periods" ADD COLUMN "settings_used" jsonb;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_entries" ADD COLUMN "figures" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_entries_period_version_worker_idx" ON "payroll_entries" USING btree ("pay_period_id","version","worker_id");