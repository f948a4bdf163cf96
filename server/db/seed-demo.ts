// Loads a believable demo company (a Denver general contractor) into an empty database, in one transaction.
// The demo's facts are in demo-company.ts, demo-activity.ts and demo-materials.ts; this file and the other
// seed-demo-*.ts files turn them into rows (time entries and materials each have their own), deterministically.
import { asc, eq } from "drizzle-orm";
import { insertProjectSchema } from "@shared/api/projects";
import {
  jobs,
  materials,
  projects,
  projectWorkers,
  safetyChecklistItems,
  safetyChecklists,
  timeEntries,
  users,
  workers,
} from "@shared/schema";
import { workerFieldsSchema } from "@shared/api/workers";
import { jobFieldsSchema } from "@shared/api/jobs";
import { checklistStatus } from "@shared/domain/checklist-status";
import type { Db, Tx } from "./client";
import { PROJECTS, WORKERS, type ProjectKey, type ProjectSeed, type WorkerKey } from "./demo-company";
import { CHECKLISTS, JOBS } from "./demo-activity";
import { createRandom, LocalCalendar, MINUTE_MS, SEED } from "./seed-demo-calendar";
import { insertMaterials } from "./seed-demo-materials";
import { markDemoRows } from "./seed-demo-rows";
import { insertTimeEntries } from "./seed-demo-time-entries";

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
    ...workerFieldsSchema.parse({
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
