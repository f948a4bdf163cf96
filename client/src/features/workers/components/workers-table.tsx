// The roster at a desk (from 1024 px): the cards' facts and actions as a table sorted by its headers, by name first.
// Read-only (no onEdit) for a foreman: no Rate/hr column (they get no rates), the Active state as a badge, no actions.
// The office also sees a Kiosk PIN column (sorted, it lists who still needs one together), and under each name whether
// the person joined Crewline or was invited (in the name's cell: the table has no width for one more column at 1280 px).
import { History, Pencil, Send } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { RowAction, type SortableColumn, SortableTable } from "@/components/ui/sortable-table";
import { formatMoney } from "@/lib/format";
import { invitable, type WorkerView } from "../api";
import { WorkerAccountStatus } from "./worker-account-status";
import { WorkerActiveBadge, WorkerActiveSwitch } from "./worker-active-switch";
import { WorkerPinBadge } from "./worker-pin-badge";
import { WorkerRoleBadge, workerRoleLabel } from "./worker-role-badge";

type Props = {
  workers: readonly WorkerView[];
  /** The office's view: the Rate/hr column. */
  seesRates: boolean;
  /** The office's view: the Kiosk PIN column. */
  seesPins?: boolean;
  /** Keep these stable (a state setter or useCallback): the rows are memoised on them. Absent: the table only reads. */
  onEdit?: (worker: WorkerView) => void;
  onHistory?: (worker: WorkerView) => void;
  /** The office's "Invite to Crewline", offered for a current worker with an e-mail address. */
  onInvite?: (worker: WorkerView) => void;
  /** An administrator's archive/delete menu for a row. */
  menu?: (worker: WorkerView) => ReactNode;
};

const linkClass = "text-brand-800 underline-offset-4 hover:underline";

export function WorkersTable({ workers, seesRates, seesPins = false, onEdit, onHistory, onInvite, menu }: Props) {
  const columns = useMemo<SortableColumn<WorkerView>[]>(() => {
    const all: (SortableColumn<WorkerView> | null)[] = [
      {
        key: "name",
        header: "Name",
        sort: { kind: "text", value: (worker) => worker.name },
        cell: (worker) => (
          <>
            <span className="block font-semibold">{worker.name}</span>
            {worker.archivedAt ? <Badge variant="outline">Archived</Badge> : null}
            {worker.email ? (
              <a href={`mailto:${worker.email}`} title={worker.email} className={`${linkClass} block max-w-40 truncate text-sm`}>
                {worker.email}
              </a>
            ) : null}
            <WorkerAccountStatus account={worker.account} />
          </>
        ),
      },
      {
        key: "role",
        header: "Role",
        sort: { kind: "text", value: (worker) => workerRoleLabel(worker.role) },
        cell: (worker) => <WorkerRoleBadge role={worker.role} />,
      },
      {
        key: "trade",
        header: "Trade",
        sort: { kind: "text", value: (worker) => worker.category },
        cell: (worker) => (
          <>
            {worker.category}
            {worker.subcategory ? <span className="block text-sm text-slate-600">{worker.subcategory}</span> : null}
          </>
        ),
      },
      {
        key: "phone",
        header: "Phone",
        cell: (worker) =>
          worker.phone ? (
            <a href={`tel:${worker.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
              {worker.phone}
            </a>
          ) : null,
        className: "whitespace-nowrap",
      },
      !seesRates ? null : {
        key: "rate",
        header: "Rate/hr",
        numeric: true,
        sort: { kind: "number", value: (worker) => worker.hourlyRate },
        cell: (worker) => (worker.hourlyRate ? formatMoney(worker.hourlyRate) : <span className="text-sm text-slate-600">No rate set</span>),
        className: "whitespace-nowrap",
      },
      !seesPins ? null : {
        key: "pin",
        header: "Kiosk PIN",
        sort: { kind: "text", value: (worker) => (worker.hasPin ? "set" : "") },
        cell: (worker) => (worker.hasPin ? <WorkerPinBadge /> : <span className="text-sm text-slate-600">None</span>),
        className: "whitespace-nowrap",
      },
      {
        key: "status",
        header: "Status",
        sort: { kind: "text", value: (worker) => (worker.isActive ? "Active" : "Inactive") },
        cell: (worker) => (onEdit ? <WorkerActiveSwitch worker={worker} /> : <WorkerActiveBadge worker={worker} />),
        className: "whitespace-nowrap",
      },
      !onEdit && !onHistory && !onInvite && !menu ? null : {
        key: "actions",
        header: "Actions",
        pinnedEnd: true,
        cell: (worker) => (
          <span className="flex justify-end gap-1">
            {onHistory ? <RowAction label={`History of ${worker.name}`} icon={<History aria-hidden="true" />} onClick={() => onHistory(worker)} /> : null}
            {onInvite && invitable(worker) ? (
              <RowAction label={`Invite ${worker.name} to Crewline`} icon={<Send aria-hidden="true" />} onClick={() => onInvite(worker)} />
            ) : null}
            {onEdit ? <RowAction label={`Edit ${worker.name}`} icon={<Pencil aria-hidden="true" />} onClick={() => onEdit(worker)} /> : null}
            {menu?.(worker)}
          </span>
        ),
        className: "text-right",
      },
    ];
    return all.filter((column) => column !== null);
  }, [seesRates, seesPins, onEdit, onHistory, onInvite, menu]);

  return (
    <SortableTable
      label="Workers"
      rows={workers}
      columns={columns}
      rowKey={(worker) => worker.id}
      initialSort={{ columnKey: "name", direction: "ascending" }}
      rowTestId="worker-row"
    />
  );
}
