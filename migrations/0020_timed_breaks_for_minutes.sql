-- Issue 15: an entry keeps its timed breaks and breakTime is derived from them. Entries made before that (typed
-- minutes, no break rows) get the break their minutes stand for: one unpaid meal break in the middle of the shift,
-- placed as a manual entry's breakMinutes is today (shared/domain/breaks.ts middleMealBreak: the slack halved, to the
-- whole second below). Their breakTime does not change. Entries still open, already holding breaks, or whose minutes do
-- not fit in the shift are left as they are.
INSERT INTO "time_entry_breaks" ("time_entry_id", "kind", "started_at", "ended_at", "paid")
SELECT
  e."id",
  'meal',
  e."clock_in_time" + floor((extract(epoch from (e."clock_out_time" - e."clock_in_time")) - e."break_time" * 60) / 2) * interval '1 second',
  e."clock_in_time" + floor((extract(epoch from (e."clock_out_time" - e."clock_in_time")) - e."break_time" * 60) / 2) * interval '1 second'
    + e."break_time" * interval '1 minute',
  false
FROM "time_entries" e
WHERE e."clock_out_time" IS NOT NULL
  AND e."break_time" > 0
  AND e."break_time" * 60 <= extract(epoch from (e."clock_out_time" - e."clock_in_time"))
  AND NOT EXISTS (SELECT 1 FROM "time_entry_breaks" b WHERE b."time_entry_id" = e."id");
