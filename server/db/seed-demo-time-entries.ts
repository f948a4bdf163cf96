// The demo's time entries: weekday shifts of the last TIME_ENTRY_DAYS days at each worker's site, with GPS fixes inside
// the geofence and pay from the shared payroll rules, and this morning's entries still open.
import { timeEntries } from "@shared/schema";
import { geofenceVerdict, haversineDistanceMeters, isWithinRange, type GeoPoint } from "@shared/domain/geofence";
import { parseCents } from "@shared/domain/money";
import type { PayrollEntry } from "@shared/domain/payroll";
import { SPEC_WORKWEEK_STARTS_ON } from "@shared/domain/work-week";
import { entryPayFigures } from "../modules/payroll/entry-pay";
import { PROJECTS, WORKERS, type ProjectKey, type ProjectSeed, type WorkerKey, type WorkerSeed } from "./demo-company";
import { ENTRY_NOTES, OPEN_ENTRY_WORKERS_WEEKDAY, OPEN_ENTRY_WORKERS_WEEKEND, TIME_ENTRY_DAYS } from "./demo-activity";
import { isWeekday, MINUTE_MS, type LocalCalendar, type Random } from "./seed-demo-calendar";
import { markDemoRows } from "./seed-demo-rows";
import type { Tx } from "./client";

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

type TimeEntryInsert = typeof timeEntries.$inferInsert;
type Shift = PayrollEntry & { row: TimeEntryInsert };

/**
 * Sets the pay figures a clock-out stores on each closed shift, by the shared payroll rules over all of a worker's
 * shifts (with a new company's settings: daily overtime only), each entry's pay rounded on its own.
 */
function addPay(shifts: Shift[], timeZone: string): void {
  const payable = shifts.map((shift, id) => ({ ...shift, id, hourlyRate: shift.row.hourlyRate ?? null, breakTime: 0 }));
  for (const figures of entryPayFigures(payable, { timeZone, rule: "daily8", workweekStartsOn: SPEC_WORKWEEK_STARTS_ON })) {
    const { hoursWorked, overtimeHours, overtimeRate, totalPay } = figures;
    Object.assign(shifts[figures.id].row, { hoursWorked, overtimeHours, overtimeRate, totalPay });
  }
}

export async function insertTimeEntries(
  tx: Tx,
  calendar: LocalCalendar,
  random: Random,
  projectIds: Map<ProjectKey, number>,
  workerIds: Map<WorkerKey, number>,
): Promise<number> {
  const now = calendar.now.getTime();
  const todayIsWeekday = isWeekday(calendar.weekday(0));
  const openWorkers = todayIsWeekday ? OPEN_ENTRY_WORKERS_WEEKDAY : OPEN_ENTRY_WORKERS_WEEKEND;
  const rows: TimeEntryInsert[] = [];
  const shifts: Shift[] = [];
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

      const row: TimeEntryInsert = {
        workerId: workerIds.get(worker.key)!,
        projectId: projectIds.get(project.key)!,
        clockInTime: clockIn,
        clockOutTime: clockOut,
        // Punched with signal: each reached the server as it was tapped.
        clockInReceivedAt: clockIn,
        clockOutReceivedAt: clockOut,
        hourlyRate: worker.hourlyRate,
        ...clockInFields(project, inFix),
        clockOutLocation: outFix.label,
        clockOutLatitude: outFix.latitude,
        clockOutLongitude: outFix.longitude,
        clockOutAccuracy: outFix.accuracy,
        notes: withNote ? ENTRY_NOTES[noteIndex++ % ENTRY_NOTES.length] : null,
        createdAt: clockIn,
        updatedAt: clockOut,
      };
      rows.push(row);
      shifts.push({ row, workerId: row.workerId, clockInTime: clockIn, clockOutTime: clockOut, hourlyRateCents: parseCents(worker.hourlyRate) });
    }
  }
  addPay(shifts, calendar.timeZone);

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
      clockInReceivedAt: clockIn,
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
