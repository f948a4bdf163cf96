// The demo loader: an empty database gets a coherent Denver contractor, in one transaction, with nothing after `now`.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  jobs,
  materials,
  materialTransactions,
  projects,
  projectWorkers,
  safetyChecklistItems,
  safetyChecklists,
  timeEntries,
  workers,
} from "@shared/schema";
import { haversineDistanceMeters } from "@shared/domain/geofence";
import { TRADE_TAXONOMY } from "@shared/domain/trades";
import { WORKER_ROLES } from "@shared/domain/roles";
import { MATERIAL_CATEGORIES, MATERIAL_UNITS } from "@shared/domain/materials-catalogue";
import type { Database } from "../../server/db/client";
import { isDatabaseEmpty, seedDemo } from "../../server/db/seed-demo";
import { createTestDatabase } from "../support/db";

const opened: Database[] = [];
async function freshDatabase(): Promise<Database> {
  const database = await createTestDatabase();
  opened.push(database);
  return database;
}
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
});

/** yyyy-MM-dd of an instant in a zone, computed without the loader's own helpers. */
function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

function localHourMinute(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(instant);
  const hour = Number(parts.find((p) => p.type === "hour")!.value);
  const minute = Number(parts.find((p) => p.type === "minute")!.value);
  return hour * 60 + minute;
}

function dayDifference(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const scenarios = [
  // A Tuesday mid-morning in Denver, two days after the spring DST change.
  { label: "weekday morning in Denver", timeZone: "America/Denver", now: new Date("2026-03-10T16:00:00Z") },
  // A Saturday just after 5 a.m.: open entries must not be in the future or before midnight.
  { label: "Saturday before dawn in Denver", timeZone: "America/Denver", now: new Date("2026-06-13T11:10:00Z") },
  // Late evening in a zone far from UTC, where the UTC date is already tomorrow.
  { label: "weekday evening in Tokyo", timeZone: "Asia/Tokyo", now: new Date("2026-09-16T12:45:00Z") },
];

describe.each(scenarios)("seedDemo: $label", ({ timeZone, now }) => {
  it("fills an empty database with a coherent demo company", async () => {
    const { db } = await freshDatabase();
    expect(await isDatabaseEmpty(db)).toBe(true);

    const counts = await seedDemo(db, { timeZone, now });
    expect(await isDatabaseEmpty(db)).toBe(false);

    const [projectRows, workerRows, jobRows, entryRows, materialRows, checklistRows, itemRows, crewRows, movementRows] =
      await Promise.all([
        db.select().from(projects),
        db.select().from(workers),
        db.select().from(jobs),
        db.select().from(timeEntries),
        db.select().from(materials),
        db.select().from(safetyChecklists),
        db.select().from(safetyChecklistItems),
        db.select().from(projectWorkers),
        db.select().from(materialTransactions),
      ]);
    expect(counts).toEqual({
      projects: projectRows.length,
      workers: workerRows.length,
      jobs: jobRows.length,
      timeEntries: entryRows.length,
      materials: materialRows.length,
      checklists: checklistRows.length,
    });

    // Projects: five, every status, progress consistent with status, real coordinates in the Denver metro.
    expect(projectRows).toHaveLength(5);
    expect(new Set(projectRows.map((p) => p.status))).toEqual(new Set(["planning", "in-progress", "completed", "delayed"]));
    for (const p of projectRows) {
      expect(p.latitude).toMatch(/^39\.\d{8}$/);
      expect(p.longitude).toMatch(/^-10[45]\.\d{8}$/);
      expect(p.locationRadius).toBeGreaterThanOrEqual(75);
      expect(p.locationRadius).toBeLessThanOrEqual(250);
      expect(p.endDate! >= p.startDate!).toBe(true);
      if (p.status === "completed") expect(p.progress).toBe(100);
      if (p.status === "planning") expect(p.progress).toBe(0);
      // Completed on its end date (in the past), so "Completed This Month" has a real instant to count.
      if (p.status === "completed") expect(p.completedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      else expect(p.completedAt).toBeNull();
    }

    // Workers: twenty, every role, trades from the taxonomy, two inactive.
    expect(workerRows).toHaveLength(20);
    expect(new Set(workerRows.map((w) => w.role))).toEqual(new Set(WORKER_ROLES));
    expect(workerRows.filter((w) => !w.isActive)).toHaveLength(2);
    for (const w of workerRows) {
      const trades = TRADE_TAXONOMY as Record<string, readonly string[]>;
      expect(trades[w.category]).toContain(w.subcategory);
      expect(w.phone).toMatch(/^\((303|720)\) 555-01\d\d$/);
      expect(w.hourlyRate).toMatch(/^\d+\.\d\d$/);
    }
    expect(crewRows.length).toBeGreaterThanOrEqual(20);

    // Time entries: nothing after now, one open entry at most per worker, 2-3 open today, active workers only.
    const workerById = new Map(workerRows.map((w) => [w.id, w]));
    const projectById = new Map(projectRows.map((p) => [p.id, p]));
    const today = localDate(now, timeZone);
    const open = entryRows.filter((e) => e.clockOutTime === null);
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(open.length).toBeLessThanOrEqual(3);
    expect(new Set(open.map((e) => e.workerId)).size).toBe(open.length);
    for (const e of open) expect(localDate(e.clockInTime, timeZone)).toBe(today);

    const hoursByWorkerDay = new Map<string, number>();
    for (const e of entryRows) {
      expect(e.clockInTime.getTime()).toBeLessThanOrEqual(now.getTime());
      if (e.clockOutTime) expect(e.clockOutTime.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(workerById.get(e.workerId)!.isActive).toBe(true);
      const project = projectById.get(e.projectId)!;
      expect(project.status).not.toBe("planning");
      expect(e.hourlyRate).toBe(workerById.get(e.workerId)!.hourlyRate);
      expect(e.isLocationVerified).toBe(true);
      expect(e.geofenceVerdict).toBe("inside");
      const distance = haversineDistanceMeters(
        { latitude: Number(e.clockInLatitude), longitude: Number(e.clockInLongitude) },
        { latitude: Number(project.latitude), longitude: Number(project.longitude) },
      );
      expect(distance).toBeLessThanOrEqual(project.locationRadius!);
      expect(Math.abs(Number(e.distanceMeters) - distance)).toBeLessThan(0.5);
      expect(Number(e.locationAccuracy)).toBeGreaterThanOrEqual(5);
      expect(Number(e.locationAccuracy)).toBeLessThanOrEqual(40);

      const day = localDate(e.clockInTime, timeZone);
      expect(dayDifference(day, today)).toBeLessThanOrEqual(13);
      if (e.clockOutTime) {
        const hours = (e.clockOutTime.getTime() - e.clockInTime.getTime()) / 3_600_000;
        expect(e.hoursWorked).toBe(hours.toFixed(2));
        const key = `${e.workerId}/${day}`;
        hoursByWorkerDay.set(key, (hoursByWorkerDay.get(key) ?? 0) + hours);
        const clockInMinute = localHourMinute(e.clockInTime, timeZone);
        expect(clockInMinute).toBeGreaterThanOrEqual(6 * 60 + 30);
        expect(clockInMinute).toBeLessThanOrEqual(7 * 60 + 30);
      }
    }
    expect(Math.max(...hoursByWorkerDay.values())).toBeGreaterThan(8);
    expect(entryRows.some((e) => e.notes)).toBe(true);

    // A worker's entries never overlap.
    const byWorker = new Map<number, (typeof entryRows)[number][]>();
    for (const e of entryRows) byWorker.set(e.workerId, [...(byWorker.get(e.workerId) ?? []), e]);
    for (const entries of byWorker.values()) {
      const sorted = [...entries].sort((a, b) => a.clockInTime.getTime() - b.clockInTime.getTime());
      for (let i = 1; i < sorted.length; i++) {
        expect(sorted[i - 1].clockOutTime).not.toBeNull();
        expect(sorted[i - 1].clockOutTime!.getTime()).toBeLessThanOrEqual(sorted[i].clockInTime.getTime());
      }
    }

    // Jobs: a week around today, past ones completed, workers assigned.
    expect(jobRows.length).toBeGreaterThanOrEqual(15);
    expect(jobRows.length).toBeLessThanOrEqual(20);
    for (const j of jobRows) {
      const offset = dayDifference(today, j.scheduledDate);
      expect(offset).toBeGreaterThanOrEqual(-3);
      expect(offset).toBeLessThanOrEqual(4);
      if (offset < 0) expect(j.status).toBe("completed");
      if (offset > 0) expect(j.status).toBe("scheduled");
      expect(j.scheduledTime).toMatch(/^\d\d:\d\d$/);
      expect(j.assignedWorkerIds.length).toBeGreaterThan(0);
      for (const id of j.assignedWorkerIds) expect(workerById.get(id)?.isActive).toBe(true);
    }
    expect(new Set(jobRows.map((j) => j.priority))).toEqual(new Set(["high", "medium", "low"]));

    // Materials: categories and units from the catalogue, some low, some in the warning band.
    expect(materialRows.length).toBeGreaterThanOrEqual(18);
    expect(new Set(materialRows.map((m) => m.category))).toEqual(new Set(MATERIAL_CATEGORIES));
    expect(new Set(materialRows.map((m) => m.unit))).toEqual(new Set(MATERIAL_UNITS));
    expect(materialRows.some((m) => m.currentStock <= m.minStockLevel)).toBe(true);
    expect(materialRows.some((m) => m.currentStock > m.minStockLevel && m.currentStock * 2 <= m.minStockLevel * 3)).toBe(true);
    expect(movementRows.length).toBeGreaterThan(0);
    for (const t of movementRows) {
      expect(t.transactionDate.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(["received", "used"]).toContain(t.transactionType);
    }
    // Every unit on the shelf is explained by its movements, as for stock entered through the app.
    for (const m of materialRows) {
      const net = movementRows
        .filter((t) => t.materialId === m.id)
        .reduce((sum, t) => sum + (t.transactionType === "used" ? -t.quantity : t.quantity), 0);
      expect(net, m.name).toBe(m.currentStock);
    }

    // Checklists: status agrees with the items.
    expect(checklistRows).toHaveLength(3);
    expect(new Set(checklistRows.map((c) => c.status))).toEqual(new Set(["completed", "in_progress", "pending"]));
    for (const c of checklistRows) {
      const items = itemRows.filter((i) => i.checklistId === c.id);
      expect(items.length).toBeGreaterThanOrEqual(4);
      expect(items.length).toBeLessThanOrEqual(6);
      const done = items.filter((i) => i.isCompleted);
      const expected = done.length === items.length ? "completed" : done.length === 0 ? "pending" : "in_progress";
      expect(c.status).toBe(expected);
      for (const i of done) {
        expect(i.completedAt).not.toBeNull();
        expect(i.completedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      }
      if (c.status === "completed") expect(c.completedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      else expect(c.completedAt).toBeNull();
    }
  });
});

describe("seedDemo", () => {
  const options = { timeZone: "America/Denver", now: new Date("2026-03-10T16:00:00Z") };

  it("loads the same demo every time for the same day", async () => {
    const [a, b] = await Promise.all([freshDatabase(), freshDatabase()]);
    await seedDemo(a.db, options);
    await seedDemo(b.db, options);
    const snapshot = (database: Database) =>
      database.db
        .select({
          workerId: timeEntries.workerId,
          clockIn: timeEntries.clockInTime,
          hours: timeEntries.hoursWorked,
          latitude: timeEntries.clockInLatitude,
        })
        .from(timeEntries)
        .orderBy(timeEntries.id);
    expect(await snapshot(a)).toEqual(await snapshot(b));
  });

  it("leaves nothing behind when an insert fails part-way", async () => {
    const { db } = await freshDatabase();
    // Time entries are inserted after projects and workers: refusing them must undo everything before.
    await db.execute(sql`alter table time_entries add constraint demo_refuse check (false) not valid`);
    await expect(seedDemo(db, options)).rejects.toThrow();
    expect(await isDatabaseEmpty(db)).toBe(true);
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(projectWorkers);
    expect(count).toBe(0);
  });
});
