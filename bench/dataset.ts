// The bench data set, inserted in bulk with INSERT ... SELECT over generate_series: 50 projects, 500 workers,
// 100,000 closed time entries (4 a day, Monday to Friday, over the 10 weeks before this one) and 500 materials.
import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client";
import { addDays, dayKey, weekStartKey, type DateKey } from "@shared/domain/work-week";

export const PROJECT_COUNT = 50;
export const WORKER_COUNT = 500;
export const MATERIAL_COUNT = 500;
export const WEEK_COUNT = 10;
/** Local start minute and length of the day's four punches; the last one runs 0-60 min longer by worker (overtime). */
const SLOT_STARTS = [7 * 60, 9 * 60 + 15, 12 * 60 + 30, 15 * 60 + 15];
const SLOT_MINUTES = [120, 165, 150, 135];

export interface Dataset {
  /** The Sunday of the first data week and of the last one (the week before the current one). */
  firstWeekKey: DateKey;
  lastWeekKey: DateKey;
  counts: { projects: number; workers: number; timeEntries: number; materials: number };
}

const FIRST_NAMES = ["Ana", "Ben", "Carla", "Dev", "Eli", "Fatima", "Gus", "Hana", "Ivan", "Jo", "Kofi", "Lena", "Marco", "Nia", "Omar", "Pia", "Quinn", "Rosa", "Sam", "Tariq"];
const LAST_NAMES = ["Alvarez", "Brooks", "Chen", "Diaz", "Evans", "Fischer", "Garcia", "Hughes", "Ito", "Jensen", "Khan", "Lopez", "Miller", "Nguyen", "Okafor", "Patel", "Reyes", "Smith", "Tanaka", "Walsh", "Young", "Zimmer", "Novak", "Silva", "Moreau"];
const TRADES = [
  ["Carpenter", "Carpentry"],
  ["Electrician", "Electrical"],
  ["Plumber", "Plumbing"],
  ["Laborer", "General Labor"],
  ["Mason", "Masonry"],
  ["Foreman", "Supervision"],
];

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`);

export async function buildDataset(db: Db, options: { timeZone: string; now: Date }): Promise<Dataset> {
  const { timeZone } = options;
  const currentWeekKey = weekStartKey(dayKey(options.now, timeZone));
  const firstWeekKey = addDays(currentWeekKey, -7 * WEEK_COUNT);
  const lastWeekKey = addDays(currentWeekKey, -7);

  await db.execute(sql`
    insert into projects (name, location, latitude, longitude, location_radius, description, status, progress,
                          start_date, end_date, budget, estimated_hours, team_size, created_at, updated_at)
    select 'Project ' || lpad(g::text, 2, '0') || ' - ' || (array['Riverside Lofts','Oak St Clinic','Depot Renovation','Hillcrest School','Union Station Annex'])[1 + g % 5],
           (100 + g) || ' Market St, Denver, CO',
           39.7392 + g * 0.001, -104.9903 - g * 0.001, 150,
           'Bench project ' || g,
           case when g % 10 = 0 then 'planning' when g % 10 = 1 then 'delayed' else 'in-progress' end,
           (g * 7) % 100, date '2026-01-05', date '2026-12-18', 250000 + g * 1000, 4000, 10,
           now() - g * interval '1 day', now() - g * interval '1 day'
    from generate_series(1, ${PROJECT_COUNT}) g`);

  await db.execute(sql`
    insert into workers (name, role, category, subcategory, phone, email, hourly_rate, is_active, created_at)
    select (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' || (${textArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] || ' ' || g,
           (${textArray(TRADES.map((t) => t[0]))})[1 + g % ${TRADES.length}],
           (${textArray(TRADES.map((t) => t[1]))})[1 + g % ${TRADES.length}],
           null, '+1 303 555 ' || lpad(g::text, 4, '0'), 'worker' || g || '@example.com',
           (22 + (g % 20))::numeric + 0.50, true, now() - g * interval '1 hour'
    from generate_series(1, ${WORKER_COUNT}) g`);

  await db.execute(sql`
    with w as (select id, (row_number() over (order by id) - 1)::int as n from workers),
         p as (select id, (row_number() over (order by id) - 1)::int as n from projects)
    insert into project_workers (project_id, worker_id)
    select distinct p.id, w.id from w join p on p.n = w.n % ${PROJECT_COUNT} or p.n = (w.n * 7 + 3) % ${PROJECT_COUNT}
    on conflict do nothing`);

  // Each entry: the worker's project for that half of the day, clock-in at the slot's local time in the company zone.
  await db.execute(sql`
    with w as (select id, hourly_rate, (row_number() over (order by id) - 1)::int as n from workers),
         p as (select id, latitude, longitude, (row_number() over (order by id) - 1)::int as n from projects),
         d as (select (${firstWeekKey}::date + g) as day from generate_series(0, ${WEEK_COUNT * 7 - 1}) g
               where extract(isodow from ${firstWeekKey}::date + g) < 6),
         e as (
           select w.id as worker_id, w.hourly_rate, w.n, s,
                  ((d.day::timestamp + make_interval(mins => (${sql.raw(`array[${SLOT_STARTS.join(",")}]`)})[s + 1])) at time zone ${timeZone}) as clock_in,
                  (${sql.raw(`array[${SLOT_MINUTES.join(",")}]`)})[s + 1] + case when s = 3 then (w.n % 5) * 15 else 0 end as minutes
           from w cross join d cross join generate_series(0, 3) s)
    insert into time_entries (worker_id, project_id, clock_in_time, clock_out_time, hours_worked, hourly_rate, total_pay,
                              location, clock_out_location, clock_in_latitude, clock_in_longitude, location_accuracy,
                              distance_meters, geofence_verdict, is_location_verified, break_time, created_at, updated_at)
    select e.worker_id, p.id, e.clock_in, e.clock_in + make_interval(mins => e.minutes),
           round(e.minutes / 60.0, 2), e.hourly_rate, round(e.hourly_rate * e.minutes / 60.0, 2),
           p.latitude || ',' || p.longitude, p.latitude || ',' || p.longitude, p.latitude, p.longitude, 12.5,
           8.25, 'inside', true, 0, e.clock_in, e.clock_in + make_interval(mins => e.minutes)
    from e join p on p.n = case when e.s < 2 then e.n % ${PROJECT_COUNT} else (e.n * 7 + 3) % ${PROJECT_COUNT} end`);

  await db.execute(sql`
    insert into materials (name, description, category, unit, unit_cost, supplier, sku, min_stock_level, current_stock)
    select (array['Lumber 2x4','Drywall sheet','Concrete bag','Rebar #4','Copper pipe','PVC pipe','Wire 12/2','Roofing shingle','Insulation roll','Paint'])[1 + g % 10] || ' ' || g,
           'Bench material ' || g,
           (array['Lumber','Drywall','Concrete','Steel','Plumbing','Plumbing','Electrical','Roofing','Insulation','Finishes'])[1 + g % 10],
           (array['piece','sheet','bag','piece','ft','ft','ft','bundle','roll','gallon'])[1 + g % 10],
           (3 + g % 50)::numeric + 0.25, 'Supplier ' || (1 + g % 12), 'SKU-' || lpad(g::text, 5, '0'),
           10 + g % 20, 50 + (g * 13) % 400
    from generate_series(1, ${MATERIAL_COUNT}) g`);

  await db.execute(sql`analyze`);

  const count = async (table: string) => {
    const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
    return Number(rows[0].n);
  };
  return {
    firstWeekKey,
    lastWeekKey,
    counts: {
      projects: await count("projects"),
      workers: await count("workers"),
      timeEntries: await count("time_entries"),
      materials: await count("materials"),
    },
  };
}
