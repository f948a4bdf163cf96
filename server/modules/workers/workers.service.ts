// The worker roster: list, create, edit, activate and deactivate, archive, delete, import a CSV roster, the kiosk PIN;
// every rate, active, archived and PIN change is kept with who made it. Crew read only their own record and a foreman
// their crew (issue 14); mount strips the rates from what either gets.
import type { Served } from "@shared/api/contract";
import { readRoster } from "@shared/api/roster-rows";
import type { RosterImportResultView, RosterPreviewView } from "@shared/api/worker-import";
import {
  workersApi,
  type CreateWorkerInput,
  type UpdateWorkerInput,
  type WorkerChangeView,
  type WorkerAccountView,
  type WorkerHistoryEntryView,
  type WorkerView,
} from "@shared/api/workers";
import { seesEveryRow, type AccountRole, type InviteRole } from "@shared/domain/account-roles";
import type { Worker } from "@shared/schema";
import type { InstantRange } from "@shared/domain/work-week";
import { accountName } from "../../lib/account-name";
import type { Page } from "../../lib/endpoint-router";
import { AppError } from "../../lib/errors";
import { decodeSortKey, toKeysetPage } from "../../lib/keyset.repo";
import { pageLimit } from "../../lib/paging";
import { hashPassword, signedInLane } from "../auth/passwords";
import { seesWorker, workerFilter, type ScopeCaller, type ScopeService } from "../scope/scope.service";
import type { WorkerAccountRows } from "./worker-accounts.repo";
import type { AccountChangeRow } from "./worker-history.repo";
import { type NewWorkerChange, type WorkerChangeRow, type WorkersRepo, type WorkerWithActiveEntry } from "./workers.repo";

export interface Actor {
  userId: number;
}

/** The worker answer: a row just written (with its PIN's hash) or read for the roster (with hasPin); never the hash. */
function toView(worker: WorkerWithActiveEntry | (Worker & { activeTimeEntryId?: number | null })): Served<WorkerView> {
  if ("pinHash" in worker) {
    const { pinHash, ...row } = worker;
    return { ...row, hasPin: pinHash !== null, activeTimeEntryId: worker.activeTimeEntryId ?? null };
  }
  return { ...worker, activeTimeEntryId: worker.activeTimeEntryId ?? null };
}

/** Joined (an account is linked), else invited (the invitation still works) or invite_expired, else null. */
export function accountView(rows: WorkerAccountRows, workerId: number, at: Date): Served<WorkerAccountView> | null {
  const account = rows.joined.get(workerId);
  if (account) return { status: "joined", role: account.role as AccountRole, since: account.createdAt };
  const invite = rows.invited.get(workerId);
  if (!invite) return null;
  const status = invite.expiresAt > at ? "invited" : "invite_expired";
  return { status, role: invite.role as InviteRole, since: invite.createdAt, expiresAt: invite.expiresAt };
}

/** The audit rows of an edit: one per pay-relevant field whose stored value really changed (a no-op writes none). */
export function payChanges(before: Pick<Worker, "hourlyRate" | "isActive">, after: Pick<Worker, "hourlyRate" | "isActive">): NewWorkerChange[] {
  const changes: NewWorkerChange[] = [];
  if (before.hourlyRate !== after.hourlyRate) changes.push({ field: "hourlyRate", fromValue: before.hourlyRate, toValue: after.hourlyRate });
  if (before.isActive !== after.isActive) changes.push({ field: "isActive", fromValue: String(before.isActive), toValue: String(after.isActive) });
  return changes;
}

type ChangeByline = Pick<WorkerChangeRow, "id" | "workerName" | "changedAt" | "changedBy"> &
  Record<"changedByFirstName" | "changedByLastName" | "changedByUsername" | "changedByEmail", string | null>;

function bylineOf(row: ChangeByline, workerId: number) {
  return {
    id: row.id,
    workerId,
    workerName: row.workerName,
    changedAt: row.changedAt.toISOString(),
    changedBy: row.changedBy,
    changedByName: accountName({
      firstName: row.changedByFirstName,
      lastName: row.changedByLastName,
      username: row.changedByUsername,
      email: row.changedByEmail,
    }),
  };
}

function changeView(row: WorkerChangeRow): WorkerChangeView {
  const base = bylineOf(row, row.workerId);
  if (row.field === "isActive") return { ...base, field: "isActive", from: row.fromValue === "true", to: row.toValue === "true" };
  if (row.field === "archived") return { ...base, field: "archived", from: row.fromValue === "true", to: row.toValue === "true" };
  if (row.field === "pin") return { ...base, field: "pin", from: row.fromValue === "true", to: row.toValue === "true" };
  return { ...base, field: "hourlyRate", from: row.fromValue, to: row.toValue };
}

/** An account change as the worker's history shows it: a link or unlink is told from this worker's side. */
function accountChangeView(row: AccountChangeRow, workerId: number): WorkerHistoryEntryView {
  const base = { ...bylineOf(row, workerId), accountId: row.accountId, accountName: row.accountName };
  if (row.field === "workerId") {
    return { ...base, field: "accountLink", from: row.fromValue === String(workerId), to: row.toValue === String(workerId) };
  }
  if (row.field === "isActive") {
    return { ...base, field: "accountActive", from: row.fromValue === null ? null : row.fromValue === "true", to: row.toValue === "true" };
  }
  return { ...base, field: "accountRole", from: row.fromValue as AccountRole | null, to: row.toValue as AccountRole };
}

export function createWorkersService(repo: WorkersRepo, options: { scopes: ScopeService; now?: () => Date; bcryptCost?: number }) {
  const { scopes } = options;
  const now = options.now ?? (() => new Date());

  async function viewOf(id: number): Promise<Served<WorkerView>> {
    const row = await repo.findById(id);
    if (!row) throw new AppError("not_found", "Worker not found");
    return toView(row);
  }

  /**
   * For the office, each worker with whether their person joined or was invited (`ids`: the workers', null: read every
   * worker's, for the whole roster); crew and foremen get the views as they are.
   */
  async function withAccounts(caller: ScopeCaller, views: Served<WorkerView>[], ids: number[] | null): Promise<Served<WorkerView>[]> {
    if (!seesEveryRow(caller.role) || !views.length) return views;
    const rows = await repo.accountsOf(ids);
    const at = now();
    return views.map((view) => ({ ...view, account: accountView(rows, view.id, at) }));
  }

  /** Reads the file against the e-mail addresses on file; a file-level problem is a 400 naming it. */
  function readFile(csv: string, owners: Map<string, string>) {
    const read = readRoster(csv, owners);
    if (!read.ok) throw new AppError("validation_failed", read.message, { csv: [read.message] });
    return read;
  }

  return {
    /**
     * The current roster; with `archived`, only the archived workers (the Workers screen's Archived filter). The
     * office sees everyone, a foreman their crew, a crew member themself.
     */
    async list(caller: ScopeCaller, options: { archived: boolean } = { archived: false }): Promise<Served<WorkerView>[]> {
      const scope = await scopes.of(caller);
      return withAccounts(caller, (await repo.list({ archived: options.archived, workerIds: workerFilter(scope) })).map(toView), null);
    },

    /** A worker outside the caller's scope answers as a missing one, so the 404 does not say they exist. */
    async get(caller: ScopeCaller, id: number): Promise<Served<WorkerView>> {
      if (!seesWorker(await scopes.of(caller), id)) throw new AppError("not_found", "Worker not found");
      const [view] = await withAccounts(caller, [await viewOf(id)], [id]);
      return view;
    },

    /** A starting rate is recorded as a change from no rate, so the history begins with the rate the worker started on. */
    async create(input: CreateWorkerInput, actor: Actor): Promise<Served<WorkerView>> {
      const worker = await repo.insert(input, { userId: actor.userId, at: now() }, (created) =>
        created.hourlyRate === null ? [] : [{ field: "hourlyRate", fromValue: null, toValue: created.hourlyRate }],
      );
      return toView({ ...worker, activeTimeEntryId: null });
    },

    /** Deactivating a clocked-in worker is allowed: the open entry can still be clocked out, so no hours are lost. */
    async update(id: number, input: UpdateWorkerInput, actor: Actor): Promise<Served<WorkerView>> {
      if (!Object.keys(input).length) throw new AppError("validation_failed", "Send at least one field to change");
      const updated = await repo.update(id, input, { userId: actor.userId, at: now() }, payChanges);
      if (!updated) throw new AppError("not_found", "Worker not found");
      return viewOf(id);
    },

    /** Only a worker with no time entries can go: payroll needs the rows of anyone who worked. */
    async remove(id: number): Promise<void> {
      const result = await repo.delete(id);
      if (result === "missing") throw new AppError("not_found", "Worker not found");
      if (result === "has_time_entries") {
        throw new AppError("conflict", "This worker has time entries, so payroll needs their record: archive them instead of deleting.");
      }
    },

    /** Sets the kiosk PIN (its bcrypt hash; the PIN itself is kept nowhere) or, with null, removes it. */
    async setPin(id: number, pin: string | null, actor: Actor): Promise<Served<WorkerView>> {
      // Hashed on the signed-in lane: the office's work never waits behind sign-ins or kiosk taps, nor they behind it.
      const pinHash = pin === null ? null : await hashPassword(pin, options.bcryptCost, signedInLane);
      const result = await repo.setPin(id, pinHash, { userId: actor.userId, at: now() });
      if (result.kind === "missing") throw new AppError("not_found", "Worker not found");
      return viewOf(id);
    },

    /** Archived workers leave pickers, the default list and the counters; their hours stay in payroll. */
    async setArchived(id: number, archived: boolean, actor: Actor): Promise<Served<WorkerView>> {
      const result = await repo.setArchived(id, archived, { userId: actor.userId, at: now() });
      if (result.kind === "missing") throw new AppError("not_found", "Worker not found");
      if (result.kind === "clocked_in") throw new AppError("conflict", "This worker is clocked in: clock them out before archiving.");
      return viewOf(id);
    },

    async previewImport(csv: string): Promise<RosterPreviewView> {
      const read = readFile(csv, await repo.emailOwners());
      const rows = read.rows.map(({ line, values, errors }) => ({ line, values, errors }));
      return { columns: read.columns, rows, errorRowCount: rows.filter((row) => row.errors.length).length };
    },

    /** All rows or none: a file with any row error stores nothing and says which lines to fix. */
    async importRoster(csv: string, actor: Actor): Promise<RosterImportResultView> {
      let problems: Record<string, string[]> = {};
      const stored = await repo.insertAll((owners) => {
        const read = readFile(csv, owners);
        problems = Object.fromEntries(
          read.rows.filter((row) => row.errors.length).map((row) => [`line ${row.line}`, row.errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message))]),
        );
        return Object.keys(problems).length ? null : read.rows.map((row) => row.worker!);
      }, { userId: actor.userId, at: now() });
      if (!stored) {
        const count = Object.keys(problems).length;
        throw new AppError("validation_failed", `${count} ${count === 1 ? "row has" : "rows have"} errors, so nothing was imported. Fix them and try again.`, problems);
      }
      return { imported: stored.length };
    },

    /**
     * One page of the worker's history, newest first: its own changes and its accounts' (worker-history.repo.ts), each
     * read up to a page after the cursor and merged by their shared key; 404 for an unknown worker.
     */
    async changes(id: number, page: { cursor?: string; limit?: number } = {}): Promise<Page<WorkerHistoryEntryView>> {
      const after = decodeSortKey(page.cursor);
      const limit = pageLimit(workersApi.changes.page, page.limit);
      const [own, linked, total] = await Promise.all([
        repo.changesOf(id, { after, limit: limit + 1 }),
        repo.accountChangesOf(id, { after, limit: limit + 1 }),
        repo.countHistory(id),
      ]);
      if (!total && !(await repo.exists(id))) throw new AppError("not_found", "Worker not found");
      const merged = [
        ...own.map((row) => ({ id: row.keyId, sortKey: row.sortKey, view: changeView(row) as WorkerHistoryEntryView })),
        ...linked.map((row) => ({ id: row.keyId, sortKey: row.sortKey, view: accountChangeView(row, id) })),
      ]
        // The keys' instants are UTC text of one width (never empty), so they compare as text; the key id breaks a tie.
        .sort((a, b) => (a.sortKey === b.sortKey ? b.id - a.id : (a.sortKey ?? "") < (b.sortKey ?? "") ? 1 : -1))
        .slice(0, limit + 1);
      const paged = toKeysetPage(merged, limit, total);
      return { ...paged, rows: paged.rows.map((row) => row.view) };
    },

    /** Every rate and active change made within the range, oldest first (the Payroll tab's week). */
    async changesWithin(range: InstantRange): Promise<WorkerChangeView[]> {
      return (await repo.changesWithin(range)).map(changeView);
    },
  };
}

export type WorkersService = ReturnType<typeof createWorkersService>;
