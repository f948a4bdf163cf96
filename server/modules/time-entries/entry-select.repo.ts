// What the entry lists and lookups select: the entry with its worker's, project's, cost code's and sign-off's names,
// who punched (account or kiosk), and the keyset orders and role scope the lists page and filter by. Split from
// time-entries.repo.ts, which runs the queries.
import { eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { costCodes, kiosks, projects, punchPhotos, timeEntries, timeEntryChanges, timeEntrySignOffs, users, workers } from "@shared/schema";
import type { TimeEntryOrder, TimeEntrySort } from "@shared/api/time-clock";
import type { Db, Tx } from "../../db/client";
import { keyset, newestFirst, type KeyKind, type SortBy } from "../../lib/keyset.repo";
import { userDisplayName } from "../../lib/user-name.repo";
import { entryBreaksColumn } from "../time-clock/break-rows.repo";
import type { EntryScope } from "../scope/entry-scope";

/** Whether a kiosk photo of this punch is kept (punch_photos' unique (entry, punch) index answers it). */
const hasPhoto = (punch: "in" | "out") =>
  sql<boolean>`exists (select 1 from ${punchPhotos} where ${punchPhotos.timeEntryId} = ${timeEntries.id} and ${punchPhotos.punch} = ${punch})`;
const signOffUser = alias(users, "sign_off_user");
const entryColumns = {
  ...getTableColumns(timeEntries),
  workerName: workers.name,
  projectName: projects.name,
  // A left join: drizzle gives null for the whole object when the entry has no code.
  costCode: { id: costCodes.id, code: costCodes.code, name: costCodes.name },
  hasClockInPhoto: hasPhoto("in"),
  hasClockOutPhoto: hasPhoto("out"),
  breaks: entryBreaksColumn,
  // Why it waits for the office: the reason of its latest 'unverify' row (an offline kiosk tap, or a tap that reached
  // the server late); read only for the few unverified entries.
  verificationReason: sql<string | null>`case when ${timeEntries.verification} = 'unverified' then (
    select c.reason from ${timeEntryChanges} c where c.time_entry_id = ${timeEntries.id} and c.action = 'unverify'
    order by c.changed_at desc, c.id desc limit 1) end`,
  // A left join (one row per entry at most: the sign-off's key is the entry's); null when none was given.
  signOff: {
    tookBreaks: timeEntrySignOffs.tookBreaks,
    injured: timeEntrySignOffs.injured,
    incidentId: timeEntrySignOffs.incidentId,
    signedAt: timeEntrySignOffs.signedAt,
    signedByName: userDisplayName(signOffUser),
    confirmed: timeEntrySignOffs.confirmed,
  },
};
export const clockInUser = alias(users, "clock_in_user");
export const clockOutUser = alias(users, "clock_out_user");
export const clockInKiosk = alias(kiosks, "clock_in_kiosk");
export const clockOutKiosk = alias(kiosks, "clock_out_kiosk");
/** Who punched: the kiosk's name when a kiosk did, else the account's. */
export const punchedBy = (kiosk: { id: AnyPgColumn; name: AnyPgColumn }, user: NonNullable<Parameters<typeof userDisplayName>[0]>) =>
  sql<string | null>`case when ${kiosk.id} is not null then 'Kiosk: ' || ${kiosk.name} else ${userDisplayName(user)} end`;
export const entryKeyset = newestFirst(timeEntries.clockInTime, timeEntries.id);

/**
 * What each sortable column sorts by: the values the desk table shows, compared as the client's table-sort rule
 * compares them (a blank location is empty, as the rule's trimmed text is).
 */
const ENTRY_SORTS: Record<TimeEntrySort, Omit<SortBy, "direction">> = {
  workerName: { value: workers.name, kind: "text" },
  projectName: { value: projects.name, kind: "text" },
  status: { value: sql`case when ${timeEntries.clockOutTime} is null then 'Active' else 'Completed' end`, kind: "text" },
  clockInTime: { value: timeEntries.clockInTime, kind: "instant" },
  hoursWorked: { value: timeEntries.hoursWorked, kind: "number", nullable: true },
  location: { value: sql`nullif(btrim(${timeEntries.location}), '')`, kind: "text", nullable: true },
};

/** The kind of a list's sort key, to read its cursor with. */
export const entryKeyKind = (order: TimeEntryOrder | null): KeyKind => (order ? ENTRY_SORTS[order.sort].kind : entryKeyset.kind);

/**
 * The list's order: newest first, or by a column either way with equal values in id order both ways (as the client's
 * rule keeps ties in the order they came), so turning a column around reverses the values, not the ties.
 */
export const keysetOf = (order: TimeEntryOrder | null) =>
  order ? keyset({ ...ENTRY_SORTS[order.sort], direction: order.direction, ties: "asc" }, timeEntries.id) : entryKeyset;
const entryScopeColumns = { workerId: sql`${timeEntries.workerId}`, projectId: sql`${timeEntries.projectId}` };

/**
 * An EntryScope as SQL over these columns (the table's, or a query's alias): the caller's own worker's entries or
 * those on their projects; nothing for an account linked to no worker.
 */
export function entryScopeCondition(scope: EntryScope, columns = entryScopeColumns): SQL {
  const parts: SQL[] = [];
  if (scope.workerId !== null) parts.push(sql`${columns.workerId} = ${scope.workerId}`);
  if (scope.projectIds.length) {
    parts.push(sql`${columns.projectId} in (${sql.join(scope.projectIds.map((id) => sql`${id}`), sql`, `)})`);
  }
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** Entries with their worker's and project's names, and any `extra` columns (a list's key). */
export function selectEntries<Extra extends Record<string, SQL>>(db: Db | Tx, extra = {} as Extra) {
  return db
    .select({ ...entryColumns, ...extra })
    .from(timeEntries)
    .innerJoin(workers, eq(workers.id, timeEntries.workerId))
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .leftJoin(costCodes, eq(costCodes.id, timeEntries.costCodeId))
    .leftJoin(timeEntrySignOffs, eq(timeEntrySignOffs.timeEntryId, timeEntries.id))
    .leftJoin(signOffUser, eq(signOffUser.id, timeEntrySignOffs.signedBy));
}

/** Who is on the clock where: an entry's ids and clock-in with its worker's and project's names, nothing more. */
export const entryWithNamesColumns = {
  id: timeEntries.id,
  workerId: timeEntries.workerId,
  projectId: timeEntries.projectId,
  clockInTime: timeEntries.clockInTime,
  workerName: workers.name,
  projectName: projects.name,
};

/** Entries with their names (crew actions' open entry, the forgotten clock-out alerts and the bell), to filter. */
export function selectEntriesWithNames(db: Db | Tx) {
  return db
    .select(entryWithNamesColumns)
    .from(timeEntries)
    .innerJoin(workers, eq(workers.id, timeEntries.workerId))
    .innerJoin(projects, eq(projects.id, timeEntries.projectId));
}
