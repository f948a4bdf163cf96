CREATE TABLE "demo_rows" (
	"table_name" text NOT NULL,
	"row_id" integer NOT NULL,
	CONSTRAINT "demo_rows_table_name_row_id_pk" PRIMARY KEY("table_name","row_id"),
	CONSTRAINT "demo_rows_table_check" CHECK ("demo_rows"."table_name" in ('safety_checklist_items', 'safety_checklists', 'material_transactions', 'project_materials', 'materials', 'time_entries', 'jobs', 'project_workers', 'workers', 'projects'))
);
--> statement-breakpoint
CREATE TABLE "time_entry_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"time_entry_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"worker_name" text NOT NULL,
	"project_id" integer NOT NULL,
	"project_name" text NOT NULL,
	"clock_in_time" timestamp with time zone NOT NULL,
	"clock_out_time" timestamp with time zone,
	"source" text NOT NULL,
	"entry" jsonb NOT NULL,
	"reason" text NOT NULL,
	"deleted_by" integer,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "worker_changes" DROP CONSTRAINT "worker_changes_field_check";--> statement-breakpoint
ALTER TABLE "time_entry_changes" DROP CONSTRAINT "time_entry_changes_time_entry_id_time_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "source" text DEFAULT 'clock' NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "archived_by" integer;--> statement-breakpoint
ALTER TABLE "time_entry_deletions" ADD CONSTRAINT "time_entry_deletions_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entry_deletions_entry_idx" ON "time_entry_deletions" USING btree ("time_entry_id");--> statement-breakpoint
CREATE INDEX "time_entry_deletions_clock_in_idx" ON "time_entry_deletions" USING btree ("clock_in_time");--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_completed_at_check" CHECK ("projects"."completed_at" is null or "projects"."status" = 'completed');--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_source_check" CHECK ("time_entries"."source" in ('clock', 'manual'));--> statement-breakpoint
ALTER TABLE "worker_changes" ADD CONSTRAINT "worker_changes_field_check" CHECK ("worker_changes"."field" in ('hourlyRate', 'isActive', 'archived'));--> statement-breakpoint
-- Hand-written backfill (issue 12, item 5): projects completed before completed_at existed take their end date,
-- once. A date has no instant, so it becomes noon UTC of that day, which is the same calendar day in every zone
-- from UTC-12 to UTC+11 (APP_TIME_ZONE is not known to SQL). The last write (updated_at) is an upper bound on
-- when the status became completed: an end date after it (finished early) or no end date at all falls back to it.
UPDATE "projects"
SET "completed_at" = CASE
  WHEN "end_date" IS NULL THEN "updated_at"
  ELSE least(("end_date" + time '12:00') AT TIME ZONE 'UTC', "updated_at")
END
WHERE "status" = 'completed' AND "completed_at" IS NULL;
--> statement-breakpoint
-- demo_rows backfill (hand-written): marks what the demo seed created in a database seeded before demo_rows existed.
-- The seed ran once, in one transaction, on an empty database. Its projects, jobs and materials took that
-- transaction's now() as created_at (the seed's instant, found from two or more of its known projects); its workers
-- carry the seed's .example addresses and hire dates before that instant; its time entries have no createdBy and a
-- created_at equal to their clock-in; its stock movements and checklists are dated before that instant, while
-- everything the app records later is stamped after it.
INSERT INTO "demo_rows" ("table_name", "row_id")
SELECT 'projects', p."id" FROM "projects" p
WHERE p."created_at" = (
  SELECT s."created_at" FROM "projects" s
  WHERE (s."name", s."location") IN (
    ('RiNo Brighton Lofts', '3001 Brighton Blvd, Denver, CO 80216'),
    ('Highlands Victorian Renovation', '3418 W 32nd Ave, Denver, CO 80211'),
    ('Washington Park Bungalow Kitchen & Bath', '1147 S Gaylord St, Denver, CO 80210'),
    ('Central Park Rec Center Gym Addition', '9651 E Martin Luther King Jr Blvd, Denver, CO 80238'),
    ('South Broadway Storefront Remodel', '1518 S Broadway, Denver, CO 80210')
  )
  GROUP BY s."created_at" HAVING count(*) >= 2
  ORDER BY s."created_at" LIMIT 1
)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id")
SELECT 'workers', w."id" FROM "workers" w
WHERE w."email" IN (
    'marcus.delgado@frontrangebuilders.example', 'karen.whitfield@frontrangebuilders.example',
    'tom.brennan@frontrangebuilders.example', 'luis.ortega@frontrangebuilders.example',
    'dana.kowalski@frontrangebuilders.example', 'jamal.washington@frontrangebuilders.example',
    'hector.ramirez@frontrangebuilders.example', 'emily.sorensen@frontrangebuilders.example',
    'ryan.oneill@frontrangebuilders.example', 'samuel.tesfaye@frontrangebuilders.example',
    'kevin.nguyen@frontrangebuilders.example', 'miguel.santos@frontrangebuilders.example',
    'brian@milehighelectric.example', 'andrea@vasquezplumbing.example', 'derek@summitmechanical.example',
    'chris@frontrangeroofing.example', 'paul@mercerglass.example', 'tyler.jensen@frontrangebuilders.example',
    'maria.chavez@frontrangebuilders.example', 'jordan.brooks@frontrangebuilders.example'
  )
  AND w."created_at" < (SELECT min(p."created_at") FROM "projects" p JOIN "demo_rows" d ON d."table_name" = 'projects' AND d."row_id" = p."id")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id")
SELECT 'project_workers', pw."id" FROM "project_workers" pw
WHERE pw."project_id" IN (SELECT "row_id" FROM "demo_rows" WHERE "table_name" = 'projects')
  AND pw."worker_id" IN (SELECT "row_id" FROM "demo_rows" WHERE "table_name" = 'workers')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id")
SELECT 'jobs', j."id" FROM "jobs" j
JOIN "projects" p ON p."id" = j."project_id"
JOIN "demo_rows" d ON d."table_name" = 'projects' AND d."row_id" = p."id"
WHERE j."created_at" = p."created_at"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id")
SELECT 'time_entries', e."id" FROM "time_entries" e
WHERE e."project_id" IN (SELECT "row_id" FROM "demo_rows" WHERE "table_name" = 'projects')
  AND e."worker_id" IN (SELECT "row_id" FROM "demo_rows" WHERE "table_name" = 'workers')
  AND e."created_by" IS NULL
  AND e."created_at" = e."clock_in_time"
  AND e."created_at" < (SELECT min(p."created_at") FROM "projects" p JOIN "demo_rows" d ON d."table_name" = 'projects' AND d."row_id" = p."id")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id")
SELECT 'materials', m."id" FROM "materials" m
WHERE m."created_at" = (SELECT min(p."created_at") FROM "projects" p JOIN "demo_rows" d ON d."table_name" = 'projects' AND d."row_id" = p."id")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id")
SELECT 'material_transactions', t."id" FROM "material_transactions" t
WHERE t."material_id" IN (SELECT "row_id" FROM "demo_rows" WHERE "table_name" = 'materials')
  AND (t."project_id" IS NULL OR t."project_id" IN (SELECT "row_id" FROM "demo_rows" WHERE "table_name" = 'projects'))
  AND t."transaction_date" < (SELECT min(p."created_at") FROM "projects" p JOIN "demo_rows" d ON d."table_name" = 'projects' AND d."row_id" = p."id")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id")
SELECT 'safety_checklists', c."id" FROM "safety_checklists" c
WHERE c."project_id" IN (SELECT "row_id" FROM "demo_rows" WHERE "table_name" = 'projects')
  AND c."created_at" < (SELECT min(p."created_at") FROM "projects" p JOIN "demo_rows" d ON d."table_name" = 'projects' AND d."row_id" = p."id")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A checklist's items are written with it (the app adds none later), so a demo checklist's items are the seed's.
INSERT INTO "demo_rows" ("table_name", "row_id")
SELECT 'safety_checklist_items', i."id" FROM "safety_checklist_items" i
WHERE i."checklist_id" IN (SELECT "row_id" FROM "demo_rows" WHERE "table_name" = 'safety_checklists')
ON CONFLICT DO NOTHING;
-- end of demo_rows backfill
