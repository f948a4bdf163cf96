// Kiosks (issue 14), on the admin dashboard: the tablets made a time clock for one project, newest first (revoked ones
// too, saying by whom), "Make this device a kiosk", Revoke after confirmation, and the company's kiosk photo settings.
// A table at a desk, cards on a phone. The dialog and the settings form bring zod, so they load in their own chunks.
import { useQuery } from "@tanstack/react-query";
import { Ban, Tablet } from "lucide-react";
import { Suspense, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { type SortableColumn, SortableTable } from "@/components/ui/sortable-table";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/state-message";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { byAccount, formatDate, formatTime } from "@/lib/format";
import { lazyNamed } from "@/lib/lazy-named";
import { useDeskLayout } from "@/lib/use-desk-layout";
import { kioskQueries, kioskStateText, useRevokeKiosk, type KioskView } from "../kiosks-api";

const MakeKioskDialog = lazyNamed(() => import("./make-kiosk-dialog"), "MakeKioskDialog");
const KioskSettingsForm = lazyNamed(() => import("./kiosk-settings-form"), "KioskSettingsForm");

/** 'Mar 5, 2026, 2:05 PM', or `empty`. */
const when = (iso: string | null, empty = "") => (iso ? `${formatDate(iso)}, ${formatTime(iso)}` : empty);

export function KiosksCard() {
  const [making, setMaking] = useState(false);
  const [revoking, setRevoking] = useState<KioskView | null>(null);
  return (
    <Card className="mt-6" aria-labelledby="kiosks-title">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle id="kiosks-title" className="flex items-center gap-2">
            <Tablet className="size-5 text-slate-600" aria-hidden="true" />
            Kiosks
          </CardTitle>
          <CardDescription>A tablet that stays on site as the time clock for one project: workers tap their name and type their PIN.</CardDescription>
        </div>
        <Button className="w-full shrink-0 sm:w-auto" onClick={() => setMaking(true)}>
          <Tablet aria-hidden="true" /> Make this device a kiosk
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6">
        <KioskList onRevoke={setRevoking} />
        <section aria-labelledby="kiosk-settings-title" className="grid gap-3 border-t border-slate-200 pt-4">
          <h3 id="kiosk-settings-title" className="text-lg font-semibold text-slate-900">
            Punch photos
          </h3>
          <Suspense fallback={<Skeleton className="h-40" />}>
            <KioskSettingsForm />
          </Suspense>
        </section>
      </CardContent>
      {making ? (
        <Suspense fallback={null}>
          <MakeKioskDialog onClose={() => setMaking(false)} />
        </Suspense>
      ) : null}
      <RevokeKioskDialog kiosk={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}

function KioskList({ onRevoke }: { onRevoke: (kiosk: KioskView) => void }) {
  const kiosks = useQuery(kioskQueries.list());
  const desk = useDeskLayout();
  if (kiosks.isPending) return <LoadingState label="Loading kiosks..." rows={2} />;
  if (kiosks.isError) {
    return <ErrorState title="Could not load the kiosks" message={errorMessage(kiosks.error)} onRetry={() => void kiosks.refetch()} retrying={kiosks.isFetching} />;
  }
  if (kiosks.data.length === 0) {
    return <EmptyState icon={<Tablet />} title="No kiosks yet" description="On the site's tablet, sign in as an admin, open this dashboard and make it a kiosk." />;
  }
  return desk ? <KiosksTable kiosks={kiosks.data} onRevoke={onRevoke} /> : <KioskCards kiosks={kiosks.data} onRevoke={onRevoke} />;
}

function KioskState({ kiosk }: { kiosk: KioskView }) {
  return <Badge variant={kiosk.revokedAt ? "outline" : "success"}>{kioskStateText(kiosk)}</Badge>;
}

/** A time at a desk: the date, the time, then who, each on its line, so the table's columns stay narrow at 1280 px. */
function Stamp({ iso, by }: { iso: string; by?: string | null }) {
  return (
    <>
      <span className="block whitespace-nowrap tabular-nums">{formatDate(iso)}</span>
      <span className="block text-sm whitespace-nowrap text-slate-600 tabular-nums">{formatTime(iso)}</span>
      {by !== undefined ? <span className="block text-sm whitespace-nowrap text-slate-600">{byAccount(by)}</span> : null}
    </>
  );
}

function RevokeButton({ kiosk, onRevoke }: { kiosk: KioskView; onRevoke: (kiosk: KioskView) => void }) {
  if (kiosk.revokedAt) return null;
  return (
    <Button variant="outline" size="sm" onClick={() => onRevoke(kiosk)} aria-label={`Revoke ${kiosk.name}`}>
      <Ban aria-hidden="true" /> Revoke
    </Button>
  );
}

type ListProps = { kiosks: readonly KioskView[]; onRevoke: (kiosk: KioskView) => void };

function KiosksTable({ kiosks, onRevoke }: ListProps) {
  const columns = useMemo<SortableColumn<KioskView>[]>(
    () => [
      {
        key: "name",
        header: "Name",
        sort: { kind: "text", value: (k) => k.name },
        cell: (k) => <span className="font-semibold [overflow-wrap:anywhere]">{k.name}</span>,
        className: "min-w-40",
      },
      { key: "project", header: "Project", sort: { kind: "text", value: (k) => k.projectName }, cell: (k) => k.projectName },
      { key: "made", header: "Made", sort: { kind: "date", value: (k) => k.createdAt }, cell: (k) => <Stamp iso={k.createdAt} by={k.createdByName} /> },
      {
        key: "seen",
        header: "Last seen",
        sort: { kind: "date", value: (k) => k.lastSeenAt },
        cell: (k) => (k.lastSeenAt ? <Stamp iso={k.lastSeenAt} /> : <span className="text-slate-600">Not yet</span>),
      },
      {
        key: "state",
        header: "State",
        sort: { kind: "text", value: (k) => kioskStateText(k) },
        cell: (k) => (
          <span className="grid justify-items-start gap-1">
            <KioskState kiosk={k} />
            {k.revokedAt ? (
              <span>
                <Stamp iso={k.revokedAt} by={k.revokedByName} />
              </span>
            ) : null}
          </span>
        ),
      },
      { key: "actions", header: "Actions", pinnedEnd: true, cell: (k) => <RevokeButton kiosk={k} onRevoke={onRevoke} />, className: "text-right" },
    ],
    [onRevoke],
  );
  return (
    <SortableTable
      label="Kiosks"
      rows={kiosks}
      columns={columns}
      rowKey={(k) => k.id}
      initialSort={{ columnKey: "made", direction: "descending" }}
      rowTestId="kiosk-row"
    />
  );
}

function KioskCards({ kiosks, onRevoke }: ListProps) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Kiosks">
      {kiosks.map((k) => (
        <li key={k.id} className={`grid gap-2 rounded-card border border-slate-200 p-4 ${k.revokedAt ? "bg-slate-50" : ""}`} data-testid="kiosk-card">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-lg leading-tight font-semibold [overflow-wrap:anywhere] text-slate-900">{k.name}</p>
              <p className="text-base text-slate-700">{k.projectName}</p>
            </div>
            <KioskState kiosk={k} />
          </div>
          <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold text-slate-700">Made</dt>
            <dd className="text-slate-700 tabular-nums">
              {when(k.createdAt)} {byAccount(k.createdByName)}
            </dd>
            <dt className="font-semibold text-slate-700">Last seen</dt>
            <dd className="text-slate-700 tabular-nums">{when(k.lastSeenAt, "Not yet")}</dd>
            {k.revokedAt ? (
              <>
                <dt className="font-semibold text-slate-700">Revoked</dt>
                <dd className="text-slate-700 tabular-nums">
                  {when(k.revokedAt)} {byAccount(k.revokedByName)}
                </dd>
              </>
            ) : null}
          </dl>
          {k.revokedAt ? null : (
            <div className="flex justify-end">
              <RevokeButton kiosk={k} onRevoke={onRevoke} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function RevokeKioskDialog({ kiosk, onClose }: { kiosk: KioskView | null; onClose: () => void }) {
  const revoke = useRevokeKiosk();
  return (
    <ConfirmDialog
      open={kiosk !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Revoke this kiosk?"
      description={
        kiosk
          ? `${kiosk.name} (${kiosk.projectName}) stops working at its next tap: no one can punch on it any more. To use the tablet again, sign in on it as an admin and make it a kiosk again.`
          : ""
      }
      confirmLabel="Revoke Kiosk"
      pendingLabel="Revoking..."
      pending={revoke.isPending}
      onConfirm={() =>
        kiosk &&
        revoke.mutate(kiosk.id, {
          onSuccess: () => {
            toast({ title: "Kiosk Revoked", description: `${kiosk.name} no longer works as a kiosk.`, variant: "success" });
            onClose();
          },
        })
      }
    />
  );
}
