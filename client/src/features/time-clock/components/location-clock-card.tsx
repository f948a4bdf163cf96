// The location-aware clock card: signal, address, coordinates, nearby sites, and the Clock In / Clock Out action
// (kept at the bottom of the screen on phones, within reach of the thumb).
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Clock, LocateFixed, LogIn, LogOut, MapPin, Navigation } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { formatTime } from "@/lib/format";
import { formatCoordinates } from "@/lib/geolocation";
import { timeClockQueries, type TimeEntryView, type WorkerView } from "../api";
import { useSiteInRange } from "../use-site-in-range";
import { formatDistance, formatElapsed } from "../format";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { punchQueue, useMyPunchQueue } from "../offline-queue";
import { workerPunchState, type PunchOutcome } from "@/lib/punch-queue";
import { useLocationFix } from "@/lib/use-location-fix";
import { useNow } from "../use-now";
import { BreakButtons } from "./break-buttons";
import { GpsQualityBadge } from "./gps-quality-badge";
import { useClockInCostCode } from "./clock-in-cost-code";
import { useSignOffPrompt } from "./sign-off-prompt";
import { SwitchProject } from "./switch-project";

function announce(outcome: PunchOutcome, kind: "in" | "out", what: string, tappedAt: string, offlineNote = "") {
  if (outcome.status === "synced") {
    toast({ title: kind === "in" ? "Clocked In Successfully" : "Clocked Out Successfully", description: what, variant: "success" });
  } else if (outcome.status === "queued") {
    toast({
      title: "Waiting to sync",
      description: `No connection: the clock-${kind} tapped at ${formatTime(tappedAt)} is saved on this phone and will be sent when you're back online.${offlineNote}`,
    });
  }
  // Refusals are announced once by the queue with the server's message.
}

export function LocationClockCard({ worker, activeEntry }: { worker: WorkerView; activeEntry: TimeEntryView | null }) {
  const location = useLocationFix();
  const { punches, ownerId } = useMyPunchQueue();
  const now = useNow(30_000);
  const [submitting, setSubmitting] = useState<"in" | "out" | null>(null);
  const costCode = useClockInCostCode();
  const signOff = useSignOffPrompt();

  const fix = location.fix;
  const address = useQuery({
    ...timeClockQueries.reverseGeocode(fix?.latitude ?? 0, fix?.longitude ?? 0),
    enabled: fix !== null,
    staleTime: 10 * 60_000,
  });
  const coordinatesText = fix ? formatCoordinates(fix.latitude, fix.longitude) : "";
  // Without a geocoder the server echoes the (rounded) query position; the phone's own coordinates are more exact.
  const addressText = address.data?.source === "geocoder" && address.data.address ? address.data.address : coordinatesText;

  const { nearby, siteId: selectedProjectId, site: selectedSite, listProps } = useSiteInRange(fix);

  const punchState = workerPunchState(worker.id, activeEntry !== null || worker.activeTimeEntryId !== null, punches);
  const pendingIn = punchState.pending?.kind === "clock-in" ? punchState.pending : null;
  const working = punchState.clockedIn;
  const workingProject = pendingIn?.projectName ?? activeEntry?.projectName ?? "";
  const workingSince = pendingIn?.tappedAt ?? activeEntry?.clockInTime ?? null;
  const hasError = location.status === "error";

  async function clockIn() {
    const site = selectedSite;
    if (!fix || !site || ownerId === null) return;
    const tappedAt = new Date().toISOString();
    setSubmitting("in");
    try {
      const outcome = await punchQueue.submit({
        kind: "clock-in",
        key: newIdempotencyKey(),
        tappedAt,
        workerId: worker.id,
        workerName: worker.name,
        projectName: site.project.name,
        ownerId,
        body: {
          workerId: worker.id,
          projectId: site.project.id,
          location: addressText,
          clockInLatitude: fix.latitude,
          clockInLongitude: fix.longitude,
          locationAccuracy: Math.round(fix.accuracyMeters * 100) / 100,
          clockInTime: tappedAt,
          ...costCode.body,
        },
      });
      announce(outcome, "in", `${worker.name} at ${site.project.name}`, tappedAt);
    } finally {
      setSubmitting(null);
    }
  }

  async function clockOut() {
    if (ownerId === null) return;
    const timeEntryId = pendingIn ? undefined : (activeEntry?.id ?? worker.activeTimeEntryId ?? undefined);
    if (!pendingIn && timeEntryId === undefined) {
      toast({ title: "No active time entry found", variant: "destructive" });
      return;
    }
    const tappedAt = new Date().toISOString();
    const body: Record<string, unknown> = { location: addressText || null, clockOutTime: tappedAt };
    if (timeEntryId !== undefined) body.timeEntryId = timeEntryId;
    if (fix) {
      body.clockOutLatitude = fix.latitude;
      body.clockOutLongitude = fix.longitude;
      body.locationAccuracy = Math.round(fix.accuracyMeters * 100) / 100;
    }
    setSubmitting("out");
    try {
      const outcome = await punchQueue.submit({
        kind: "clock-out",
        key: newIdempotencyKey(),
        tappedAt,
        workerId: worker.id,
        workerName: worker.name,
        projectName: workingProject || null,
        ownerId,
        afterKey: pendingIn?.key ?? null,
        body,
      });
      announce(outcome, "out", `${worker.name}${workingProject ? ` at ${workingProject}` : ""}`, tappedAt, signOff.asked ? " The sign-off can't be asked offline." : "");
      if (outcome.status === "synced") signOff.ask([{ timeEntryId: (outcome.response as TimeEntryView).id, workerName: worker.name }]);
    } finally {
      setSubmitting(null);
    }
  }

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Location</CardTitle>
        <GpsQualityBadge accuracyMeters={fix?.accuracyMeters ?? null} error={hasError} />
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {location.status === "idle" ? (
          <div className="rounded-lg bg-slate-100 px-4 py-3 text-base text-slate-800">
            <p>Click "Refresh Location" to get your current position</p>
            <p className="text-slate-600">Location is required for time tracking</p>
          </div>
        ) : null}
        {location.status === "locating" && !fix ? (
          <div className="grid grid-cols-1 gap-2" aria-label="Getting your location">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : null}
        {hasError ? (
          <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900">
            <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">Location Error</p>
              <p>{location.error}</p>
              <p>Please enable location access in your browser settings.</p>
            </div>
          </div>
        ) : null}
        {fix ? (
          <dl className="grid grid-cols-1 gap-2">
            <div className={cn("flex gap-2", addressText === coordinatesText && "hidden")}>
              <dt className="sr-only">Current address</dt>
              <MapPin className="mt-0.5 size-5 shrink-0 text-slate-600" aria-hidden="true" />
              <dd className="text-base font-medium text-slate-900" data-testid="current-address">
                {address.isPending ? <Skeleton className="h-6 w-56" /> : addressText}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="sr-only">Coordinates</dt>
              <Navigation className="mt-0.5 size-5 shrink-0 text-slate-600" aria-hidden="true" />
              <dd className="text-base text-slate-700 tabular-nums" data-testid="current-coordinates">
                {coordinatesText}
              </dd>
            </div>
          </dl>
        ) : null}
        <Button variant="outline" onClick={() => void location.refresh()} pending={location.status === "locating"}>
          {location.status === "locating" ? null : <LocateFixed aria-hidden="true" />}
          {location.status === "locating" ? "Getting location..." : "Refresh Location"}
        </Button>

        {working ? null : (
          <NearbySites {...listProps} />
        )}
        {working || !fix ? null : costCode.picker}

        <div
          className={cn(
            "sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-10 -mx-4 grid gap-2 border-t border-slate-200 bg-white px-4 pt-3 pb-1 sm:-mx-6 sm:px-6 lg:static",
          )}
        >
          {working ? (
            <>
              <div className="flex flex-wrap items-center gap-2" data-testid="currently-working">
                <Clock className="size-5 text-green-700" aria-hidden="true" />
                <p className="text-base font-semibold text-slate-900">Currently Working - {workingProject}</p>
                {workingSince ? (
                  <span className="text-base text-slate-700 tabular-nums">{formatElapsed(workingSince, now)}</span>
                ) : null}
                {pendingIn ? <Badge variant="warning">Waiting to sync</Badge> : null}
              </div>
              {activeEntry && !pendingIn ? <BreakButtons entry={activeEntry} /> : null}
              <SwitchProject worker={worker} activeEntry={pendingIn ? null : activeEntry} fix={fix} address={addressText} />
              <Button
                size="lg"
                variant="destructive"
                className="h-14 w-full text-lg"
                onClick={() => void clockOut()}
                pending={submitting === "out"}
                disabled={hasError}
              >
                {submitting === "out" ? null : <LogOut aria-hidden="true" />}
                {submitting === "out" ? "Clocking Out..." : "Clock Out"}
              </Button>
            </>
          ) : (
            <>
              {punchState.pending?.kind === "clock-out" ? (
                <p className="text-base text-amber-900">
                  <Badge variant="warning">Waiting to sync</Badge> Clock-out tapped at {formatTime(punchState.pending.tappedAt)}
                </p>
              ) : null}
              <Button
                size="lg"
                className="h-14 w-full text-lg"
                onClick={() => void clockIn()}
                pending={submitting === "in"}
                disabled={hasError || !fix || selectedProjectId === null}
              >
                {submitting === "in" ? null : <LogIn aria-hidden="true" />}
                {submitting === "in" ? "Clocking In..." : "Clock In"}
              </Button>
              {!fix && !hasError ? <p className="text-center text-sm text-slate-600">Get your location to clock in.</p> : null}
              {fix && selectedProjectId === null && nearby.length > 1 ? (
                <p className="text-center text-sm text-slate-600">Choose the job site above.</p>
              ) : null}
            </>
          )}
        </div>
      </CardContent>
      {signOff.element}
    </Card>
  );
}

type NearbySite = { id: number; name: string; distanceMeters: number; radiusMeters: number };

/** The sites within range of the fix, to choose one (the crew clock uses it too). */
export function NearbySites({
  hasFix,
  loading,
  error,
  onRetry,
  sites,
  selectedId,
  onSelect,
}: {
  hasFix: boolean;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  sites: NearbySite[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  if (!hasFix) return null;
  return (
    <section aria-labelledby="nearby-sites-heading" className="grid grid-cols-1 gap-2">
      <h3 id="nearby-sites-heading" className="text-base font-semibold text-slate-900">
        Nearby job sites
      </h3>
      {loading ? <Skeleton className="h-16" /> : null}
      {error ? <ErrorState title="Could not load job sites" message={error} onRetry={onRetry} /> : null}
      {!loading && !error && sites.length === 0 ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-base text-amber-950">
          No job sites found within range. You may need to be closer to a project location to clock in.
        </p>
      ) : null}
      {sites.length > 0 ? (
        <div className="grid grid-cols-1 gap-2" role="radiogroup" aria-label="Job site">
          {sites.map((site) => {
            const selected = site.id === selectedId;
            return (
              <button
                key={site.id}
                type="button"
                role="radio"
                aria-checked={selected}
                onClick={() => onSelect(site.id)}
                className={cn(
                  "flex min-h-14 w-full items-center justify-between gap-3 rounded-lg border-2 px-3 py-2 text-left transition-colors",
                  selected ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white hover:border-slate-400",
                )}
              >
                <span className="min-w-0">
                  <span className="block text-base font-semibold text-slate-900">{site.name}</span>
                  <span className="block text-sm text-slate-700 tabular-nums">
                    {formatDistance(site.distanceMeters)} away · site radius {formatDistance(site.radiusMeters)}
                  </span>
                </span>
                {selected ? <Badge variant="default">Selected</Badge> : null}
              </button>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
