// Loads a believable demo company (a Denver general contractor) into an empty database, in one transaction.
import { TZDate } from "@date-fns/tz";
import { asc, eq } from "drizzle-orm";
import {
  demoRows,
  insertMaterialSchema,
  insertProjectSchema,
  insertWorkerSchema,
  jobs,
  materials,
  materialTransactions,
  projectMaterials,
  projects,
  projectWorkers,
  safetyChecklistItems,
  safetyChecklists,
  timeEntries,
  users,
  workers,
  type DemoRowTable,
} from "@shared/schema";
import { jobFieldsSchema } from "@shared/api/jobs";
import { checklistStatus } from "@shared/domain/checklist-status";
import { geofenceVerdict, haversineDistanceMeters, isWithinRange, type GeoPoint } from "@shared/domain/geofence";
import { centsTimesFraction, centsTimesMinutes, centsToDecimalString, parseCents } from "@shared/domain/money";
import { DAILY_REGULAR_MINUTES, OVERTIME_RATE_DENOMINATOR, OVERTIME_RATE_NUMERATOR } from "@shared/domain/payroll";
import type { Db } from "./client";
import {
  CHECKLISTS,
  ENTRY_NOTES,
  JOBS,
  MATERIAL_ESTIMATES,
  MATERIAL_MOVEMENTS,
  MATERIALS,
  OPEN_ENTRY_WORKERS_WEEKDAY,
  OPEN_ENTRY_WORKERS_WEEKEND,
  PROJECTS,
  TIME_ENTRY_DAYS,
  WORKERS,
  type MaterialMovementSeed,
  type ProjectKey,
  type ProjectSeed,
  type WorkerKey,
  type WorkerSeed,
} from "./demo-company";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface SeedDemoOptions {
  /** The company's IANA time zone: local days and wall-clock punch times are computed in it. */
  timeZone: string;
  now: Date;
}

export interface SeedDemoCounts {
  projects: number;
  workers: number;
  jobs: number;
  timeEntries: number;
  materials: number;
  checklists: number;
}

/** True while nothing of the business exists yet; users do not count, since the admin is created first. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [project, worker, material, entry] = await Promise.all([
    db.select({ id: projects.id }).from(projects).limit(1),
    db.select({ id: workers.id }).from(workers).limit(1),
    db.select({ id: materials.id }).from(materials).limit(1),
    db.select({ id: timeEntries.id }).from(timeEntries).limit(1),
  ]);
  return project.length === 0 && worker.length === 0 && material.length === 0 && entry.length === 0;
}

/** Records rows as the demo's, so "Remove demo data" (modules/demo-data) deletes exactly them and nothing else. */
async function markDemoRows(tx: Tx, tableName: DemoRowTable, ids: number[]): Promise<void> {
  if (ids.length) await tx.insert(demoRows).values(ids.map((rowId) => ({ tableName, rowId })));
}

// ---------------------------------------------------------------------------
// Determinism and local time

const SEED = 0x5eed_c0de;

/** mulberry32: a tiny seeded PRNG, so the demo looks the same on every load. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Integer in [min, max], both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
  };
}
type Random = ReturnType<typeof createRandom>;

const MINUTE_MS = 60_000;

/** A calendar day in the company's zone, as an offset from today, with helpers for wall-clock instants on it. */
class LocalCalendar {
  private readonly today: TZDate;

  constructor(
    readonly timeZone: string,
    readonly now: Date,
  ) {
    this.today = new TZDate(now.getTime(), timeZone);
  }

  /** The instant of hh:mm local time on the day `dayOffset` days from today (DST-aware). */
  at(dayOffset: number, hours: number, minutes = 0): Date {
    const t = this.today;
    return new Date(new TZDate(t.getFullYear(), t.getMonth(), t.getDate() + dayOffset, hours, minutes, this.timeZone).getTime());
  }

  /** yyyy-MM-dd of the day `dayOffset` days from today. */
  date(dayOffset: number): string {
    const d = new TZDate(this.at(dayOffset, 12).getTime(), this.timeZone);
    return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
  }

  /** 0 = Sunday ... 6 = Saturday, in the company's zone. */
  weekday(dayOffset: number): number {
    return new TZDate(this.at(dayOffset, 12).getTime(), this.timeZone).getDay();
  }

  /** Minutes since local midnight of now. */
  minutesIntoToday(): number {
    return Math.floor((this.now.getTime() - this.at(0, 0).getTime()) / MINUTE_MS);
  }
}

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

function isWeekday(weekday: number): boolean {
  return weekday >= 1 && weekday <= 5;
}


export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedDemoCounts> {
  const calendar = new LocalCalendar(options.timeZone, options.now);
  const random = createRandom(SEED);

  return db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, "admin"))
      .orderBy(asc(users.id))
      .limit(1);
    const adminId = admin?.id ?? null;

    const projectIds = await insertProjects(tx, calendar);
    const workerIds = await insertWorkers(tx, calendar, projectIds);
    const jobCount = await insertJobs(tx, calendar, projectIds, workerIds);
    const timeEntryCount = await insertTimeEntries(tx, calendar, random, projectIds, workerIds);
    const materialCount = await insertMaterials(tx, calendar, projectIds, adminId);
    const checklistCount = await insertChecklists(tx, calendar, projectIds, adminId);

    return {
      projects: projectIds.size,
      workers: workerIds.size,
      jobs: jobCount,
      timeEntries: timeEntryCount,
      materials: materialCount,
      checklists: checklistCount,
    };
  });
}

async function insertProjects(tx: Tx, calendar: LocalCalendar): Promise<Map<ProjectKey, number>> {
  const rows = PROJECTS.map((p) =>
    insertProjectSchema.parse({
      name: p.name,
      location: p.location,
      latitude: p.latitude,
      longitude: p.longitude,
      locationRadius: p.locationRadius,
      description: p.description,
      status: p.status,
      progress: p.progress,
      startDate: calendar.date(p.startOffsetDays),
      endDate: calendar.date(p.endOffsetDays),
      budget: p.budget,
      estimatedHours: p.estimatedHours,
      teamSize: WORKERS.filter((w) => w.crews.includes(p.key)).length,
    }),
  );
  // A finished demo site was signed off at the end of its last day ("Completed This Month" counts this instant).
  const completedAt = (p: ProjectSeed) => (p.status === "completed" ? calendar.at(p.endOffsetDays, 17) : null);
  const inserted = await tx
    .insert(projects)
    .values(rows.map((row, i) => ({ ...row, completedAt: completedAt(PROJECTS[i]) })))
    .returning({ id: projects.id });
  await markDemoRows(tx, "projects", inserted.map((r) => r.id));
  return new Map(PROJECTS.map((p, i) => [p.key, inserted[i].id]));
}

async function insertWorkers(
  tx: Tx,
  calendar: LocalCalendar,
  projectIds: Map<ProjectKey, number>,
): Promise<Map<WorkerKey, number>> {
  const rows = WORKERS.map((w) => ({
    ...insertWorkerSchema.parse({
      name: w.name,
      role: w.role,
      category: w.category,
      subcategory: w.subcategory,
      phone: w.phone,
      email: w.email,
      hourlyRate: w.hourlyRate,
      isActive: w.isActive,
    }),
    createdAt: calendar.at(-w.hiredDaysAgo, 9),
  }));
  const inserted = await tx.insert(workers).values(rows).returning({ id: workers.id });
  await markDemoRows(tx, "workers", inserted.map((r) => r.id));
  const workerIds = new Map(WORKERS.map((w, i) => [w.key, inserted[i].id]));

  const crewRows = WORKERS.flatMap((w) =>
    w.crews.map((project) => ({ projectId: projectIds.get(project)!, workerId: workerIds.get(w.key)! })),
  );
  const crew = await tx.insert(projectWorkers).values(crewRows).returning({ id: projectWorkers.id });
  await markDemoRows(tx, "project_workers", crew.map((r) => r.id));
  return workerIds;
}

async function insertJobs(
  tx: Tx,
  calendar: LocalCalendar,
  projectIds: Map<ProjectKey, number>,
  workerIds: Map<WorkerKey, number>,
): Promise<number> {
  const nowMinutes = calendar.minutesIntoToday();
  const rows = JOBS.map((j) => {
    const [hours, minutes] = j.time.split(":").map(Number);
    const started = j.dayOffset < 0 || (j.dayOffset === 0 && hours * 60 + minutes <= nowMinutes);
    const status = j.dayOffset < 0 ? "completed" : started ? "in-progress" : "scheduled";
    return jobFieldsSchema.parse({
      title: j.title,
      description: j.description,
      projectId: projectIds.get(j.project)!,
      assignedWorkerIds: j.workers.map((key) => workerIds.get(key)!),
      scheduledDate: calendar.date(j.dayOffset),
      scheduledTime: j.time,
      estimatedHours: j.estimatedHours,
      status,
      priority: j.priority,
    });
  });
  const inserted = await tx.insert(jobs).values(rows).returning({ id: jobs.id });
  await markDemoRows(tx, "jobs", inserted.map((r) => r.id));
  return rows.length;
}

/** The project a worker is on that day, or null when none of their sites is running (or the site is still in planning). */
function siteFor(worker: WorkerSeed, calendar: LocalCalendar, dayOffset: number): ProjectSeed | null {
  const weekday = calendar.weekday(dayOffset);
  for (const rule of worker.sites) {
    if (rule.weekdays && !rule.weekdays.includes(weekday)) continue;
    const project = PROJECTS.find((p) => p.key === rule.project)!;
    if (project.status === "planning") continue;
    if (dayOffset < project.startOffsetDays || dayOffset > project.endOffsetDays) continue;
    return project;
  }
  return null;
}

interface Fix {
  latitude: string;
  longitude: string;
  accuracy: string;
  distanceMeters: number;
  label: string;
}

/** A GPS fix near a site whose whole accuracy circle lies inside the geofence. */
function fixNear(project: ProjectSeed, random: Random): Fix {
  const centre: GeoPoint = { latitude: Number(project.latitude), longitude: Number(project.longitude) };
  const accuracy = random.int(500, 4000) / 100;
  const maxDistance = Math.min(project.locationRadius * 0.6, project.locationRadius - accuracy - 1);
  const distance = 2 + random.next() * (maxDistance - 2);
  const bearing = random.next() * 2 * Math.PI;
  const metersPerDegree = 111_320;
  const latitude = centre.latitude + (distance * Math.cos(bearing)) / metersPerDegree;
  const longitude =
    centre.longitude + (distance * Math.sin(bearing)) / (metersPerDegree * Math.cos((centre.latitude * Math.PI) / 180));
  const point = { latitude: Number(latitude.toFixed(8)), longitude: Number(longitude.toFixed(8)) };
  const distanceMeters = Math.round(haversineDistanceMeters(point, centre) * 100) / 100;
  return {
    latitude: point.latitude.toFixed(8),
    longitude: point.longitude.toFixed(8),
    accuracy: accuracy.toFixed(2),
    distanceMeters,
    label: `${point.latitude.toFixed(6)}, ${point.longitude.toFixed(6)}`,
  };
}

function clockInFields(project: ProjectSeed, fix: Fix) {
  const accuracyMeters = Number(fix.accuracy);
  const verdict = geofenceVerdict({ distanceMeters: fix.distanceMeters, accuracyMeters, radiusMeters: project.locationRadius });
  return {
    location: fix.label,
    clockInLatitude: fix.latitude,
    clockInLongitude: fix.longitude,
    locationAccuracy: fix.accuracy,
    distanceMeters: fix.distanceMeters.toFixed(2),
    geofenceVerdict: verdict,
    isLocationVerified: isWithinRange(fix.distanceMeters, project.locationRadius),
  };
}

/** Minutes on the clock that day: usually a full shift, long days on a behind-schedule job, short Fridays now and then. */
function shiftMinutes(worker: WorkerSeed, project: ProjectSeed, weekday: number, random: Random): number {
  if (worker.key === "luis" && weekday !== 5) return random.int(565, 630);
  const longChance = project.status === "delayed" ? 0.45 : worker.role === "foreman" || worker.role === "supervisor" ? 0.25 : 0.12;
  if (random.chance(longChance)) return random.int(540, 630);
  if (weekday === 5 && random.chance(0.3)) return random.int(300, 420);
  return random.int(455, 500);
}

async function insertTimeEntries(
  tx: Tx,
  calendar: LocalCalendar,
  random: Random,
  projectIds: Map<ProjectKey, number>,
  workerIds: Map<WorkerKey, number>,
): Promise<number> {
  const now = calendar.now.getTime();
  const todayIsWeekday = isWeekday(calendar.weekday(0));
  const openWorkers = todayIsWeekday ? OPEN_ENTRY_WORKERS_WEEKDAY : OPEN_ENTRY_WORKERS_WEEKEND;
  const rows: (typeof timeEntries.$inferInsert)[] = [];
  let noteIndex = 0;

  for (let dayOffset = -(TIME_ENTRY_DAYS - 1); dayOffset <= 0; dayOffset++) {
    const weekday = calendar.weekday(dayOffset);
    if (!isWeekday(weekday)) continue;
    for (const worker of WORKERS) {
      if (!worker.isActive) continue;
      // Today's open entries are added below; those workers have nothing else today.
      if (dayOffset === 0 && openWorkers.includes(worker.key)) continue;
      const present = random.chance(worker.attendance);
      const project = siteFor(worker, calendar, dayOffset);
      const startMinute = random.int(6 * 60 + 30, 7 * 60 + 30);
      const minutes = project ? shiftMinutes(worker, project, weekday, random) : 0;
      const inFix = project ? fixNear(project, random) : null;
      const outFix = project ? fixNear(project, random) : null;
      const withNote = random.chance(0.08);
      if (!present || !project || !inFix || !outFix) continue;

      const clockIn = calendar.at(dayOffset, 0, startMinute);
      const clockOut = new Date(clockIn.getTime() + minutes * MINUTE_MS);
      if (clockOut.getTime() > now) continue;

      const rateCents = parseCents(worker.hourlyRate)!;
      const overtimeMinutes = Math.max(0, minutes - DAILY_REGULAR_MINUTES);
      const overtimeRateCents = centsTimesFraction(rateCents, OVERTIME_RATE_NUMERATOR, OVERTIME_RATE_DENOMINATOR);
      const payCents =
        centsTimesMinutes(rateCents, minutes - overtimeMinutes) +
        centsTimesFraction(rateCents, overtimeMinutes * OVERTIME_RATE_NUMERATOR, 60 * OVERTIME_RATE_DENOMINATOR);
      rows.push({
        workerId: workerIds.get(worker.key)!,
        projectId: projectIds.get(project.key)!,
        clockInTime: clockIn,
        clockOutTime: clockOut,
        hoursWorked: (Math.round((minutes * 100) / 60) / 100).toFixed(2),
        hourlyRate: worker.hourlyRate,
        overtimeHours: (Math.round((overtimeMinutes * 100) / 60) / 100).toFixed(2),
        overtimeRate: centsToDecimalString(overtimeRateCents),
        totalPay: centsToDecimalString(payCents),
        ...clockInFields(project, inFix),
        clockOutLocation: outFix.label,
        clockOutLatitude: outFix.latitude,
        clockOutLongitude: outFix.longitude,
        clockOutAccuracy: outFix.accuracy,
        notes: withNote ? ENTRY_NOTES[noteIndex++ % ENTRY_NOTES.length] : null,
        createdAt: clockIn,
        updatedAt: clockOut,
      });
    }
  }

  // Clocked in this morning and still on site: never in the future, never before local midnight.
  const startOfToday = calendar.at(0, 0).getTime();
  openWorkers.forEach((key, index) => {
    const worker = WORKERS.find((w) => w.key === key)!;
    const project = siteFor(worker, calendar, 0) ?? PROJECTS.find((p) => p.key === worker.sites[0].project)!;
    const planned = calendar.at(0, 6, 35 + index * 12).getTime();
    const clockIn = new Date(Math.max(startOfToday, Math.min(planned, now - (20 + index * 9) * MINUTE_MS)));
    rows.push({
      workerId: workerIds.get(worker.key)!,
      projectId: projectIds.get(project.key)!,
      clockInTime: clockIn,
      clockOutTime: null,
      hoursWorked: null,
      hourlyRate: worker.hourlyRate,
      ...clockInFields(project, fixNear(project, random)),
      notes: todayIsWeekday ? null : "Weekend catch-up shift",
      createdAt: clockIn,
      updatedAt: clockIn,
    });
  });

  const inserted = await tx.insert(timeEntries).values(rows).returning({ id: timeEntries.id });
  await markDemoRows(tx, "time_entries", inserted.map((r) => r.id));
  return rows.length;
}

async function insertMaterials(
  tx: Tx,
  calendar: LocalCalendar,
  projectIds: Map<ProjectKey, number>,
  adminId: number | null,
): Promise<number> {
  const rows = MATERIALS.map((m) =>
    insertMaterialSchema.parse({
      name: m.name,
      description: m.description,
      category: m.category,
      unit: m.unit,
      unitCost: m.unitCost,
      supplier: m.supplier,
      sku: m.sku,
      minStockLevel: m.minStockLevel,
      currentStock: m.currentStock,
    }),
  );
  const inserted = await tx.insert(materials).values(rows).returning({ id: materials.id });
  await markDemoRows(tx, "materials", inserted.map((r) => r.id));
  const materialIds = new Map(MATERIALS.map((m, i) => [m.key, inserted[i].id]));

  // Every unit on the shelf is explained by a movement, as it is for stock entered through the app: what was there
  // before the listed movements is recorded as an opening count a month ago.
  const openingMovements: MaterialMovementSeed[] = [];
  for (const material of MATERIALS) {
    const movements = MATERIAL_MOVEMENTS.filter((t) => t.material === material.key);
    const net = movements.reduce((sum, t) => sum + (t.type === "received" ? t.quantity : -t.quantity), 0);
    const opening = material.currentStock - net;
    if (opening < 0) throw new Error(`Demo stock movements overdraw ${material.name}`);
    let balance = opening;
    for (const t of movements) {
      balance += t.type === "received" ? t.quantity : -t.quantity;
      if (balance < 0) throw new Error(`Demo stock movements overdraw ${material.name}`);
    }
    if (opening > 0) {
      openingMovements.push({ material: material.key, type: "received", quantity: opening, daysAgo: 30, notes: "Opening stock count" });
    }
  }

  const transactionRows = [...openingMovements, ...MATERIAL_MOVEMENTS].map((t) => {
    const material = MATERIALS.find((m) => m.key === t.material)!;
    const unitCents = parseCents(material.unitCost)!;
    return {
      materialId: materialIds.get(t.material)!,
      projectId: t.project ? projectIds.get(t.project)! : null,
      transactionType: t.type,
      quantity: t.quantity,
      unitCost: material.unitCost,
      totalCost: centsToDecimalString(unitCents * t.quantity),
      notes: t.notes,
      transactionDate: calendar.at(-t.daysAgo, t.type === "received" ? 10 : 14, 15),
      createdBy: adminId,
    };
  });
  const movements = await tx.insert(materialTransactions).values(transactionRows).returning({ id: materialTransactions.id });
  await markDemoRows(tx, "material_transactions", movements.map((r) => r.id));

  // Actual use is what the movements above used on the project, priced as the app prices a use (unit cost x quantity).
  for (const t of MATERIAL_MOVEMENTS) {
    if (t.project && !MATERIAL_ESTIMATES.some((e) => e.material === t.material && e.project === t.project)) {
      throw new Error(`Demo use of ${t.material} on ${t.project} has no project material row`);
    }
  }
  const estimateRows = MATERIAL_ESTIMATES.map((e) => {
    const unitCents = parseCents(MATERIALS.find((m) => m.key === e.material)!.unitCost)!;
    const used = MATERIAL_MOVEMENTS.filter((t) => t.material === e.material && t.project === e.project && t.type === "used");
    const actualQuantity = used.reduce((sum, t) => sum + t.quantity, 0);
    return {
      projectId: projectIds.get(e.project)!,
      materialId: materialIds.get(e.material)!,
      estimatedQuantity: e.estimatedQuantity,
      actualQuantity,
      budgetedCost: centsToDecimalString(unitCents * e.estimatedQuantity),
      actualCost: centsToDecimalString(unitCents * actualQuantity),
    };
  });
  const estimates = await tx.insert(projectMaterials).values(estimateRows).returning({ id: projectMaterials.id });
  await markDemoRows(tx, "project_materials", estimates.map((r) => r.id));
  return rows.length;
}

async function insertChecklists(
  tx: Tx,
  calendar: LocalCalendar,
  projectIds: Map<ProjectKey, number>,
  adminId: number | null,
): Promise<number> {
  const now = calendar.now.getTime();
  // This morning's walk if it has already happened, otherwise yesterday's.
  const inspectionDay = calendar.at(0, 7, 20).getTime() <= now ? 0 : -1;

  for (const [index, checklist] of CHECKLISTS.entries()) {
    const status = checklistStatus(checklist.items.map((item) => ({ isCompleted: item.done })));
    const createdAt =
      checklist.type === "daily" ? calendar.at(inspectionDay, 6, 40) : calendar.at(-1 - index, 7, 5);
    const itemDoneAt = (itemIndex: number) => new Date(createdAt.getTime() + (8 + itemIndex * 6) * MINUTE_MS);
    const completedAt = status === "completed" ? itemDoneAt(checklist.items.length) : null;

    const [row] = await tx
      .insert(safetyChecklists)
      .values({
        projectId: projectIds.get(checklist.project)!,
        checklistType: checklist.type,
        title: checklist.title,
        createdBy: adminId,
        completedBy: completedAt ? adminId : null,
        status,
        completedAt,
        notes: checklist.notes,
        createdAt,
      })
      .returning({ id: safetyChecklists.id });
    await markDemoRows(tx, "safety_checklists", [row.id]);

    const items = await tx
      .insert(safetyChecklistItems)
      .values(
        checklist.items.map((item, itemIndex) => ({
          checklistId: row.id,
          category: item.category,
          description: item.description,
          isRequired: true,
          isCompleted: item.done,
          completedBy: item.done ? adminId : null,
          completedAt: item.done ? itemDoneAt(itemIndex) : null,
          notes: item.notes ?? null,
          priority: item.priority,
          sortOrder: itemIndex,
        })),
      )
      .returning({ id: safetyChecklistItems.id });
    await markDemoRows(tx, "safety_checklist_items", items.map((r) => r.id));
  }
  return CHECKLISTS.length;
}
