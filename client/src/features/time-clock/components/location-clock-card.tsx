// The location-aware clock card: signal, address, coordinates, nearby sites, and the Clock In / Clock Out action
// (kept at the bottom of the screen on phones, within reach of the thumb).
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Clock, LocateFixed, LogIn, LogOut, MapPin, Navigation } from "lucide-react";
import { useState } from "react";
import type { BreakActionInput } from "@shared/api/breaks";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/state-message";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatTime } from "@/lib/format";
import { formatCoordinates } from "@/lib/geolocation";
import { useLocationFix } from "@/lib/use-location-fix";
import { timeClockQueries, type TimeEntryView, type WorkerView } from "../api";
import { takeBreak } from "../breaks-api";
import { useSiteInRange } from "../use-site-in-range";
import { formatDistance, formatElapsed } from "../format";
import { useNow } from "@/lib/use-now";
import { GPS_SCREEN_TITLES, useWorkerClock } from "../use-worker-clock";
import { BreakButtons, breakViewOf } from "./break-buttons";
import { GpsQualityBadge } from "./gps-quality-badge";
import { useClockInCostCode } from "./clock-in-cost-code";
import { useSignOffPrompt } from "./sign-off-prompt";
import { SwitchProject, type CurrentEntry } from "./switch-project";

export function LocationClockCard({ worker, activeEntry }: { worker: WorkerView; activeEntry: TimeEntryView | null }) {
  const location = useLocationFix();
  const now = useNow(30_000);
  const [breakBusy, setBreakBusy] = useState<BreakActionInput | null>(null);
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

  // The worker as the server has them, with the taps still on this phone laid over it; the punches go through the one
  // clock the tracker and the dialog use too.
  const clock = useWorkerClock({ id: worker.id, name: worker.name }, activeEntry, signOff, GPS_SCREEN_TITLES, worker.activeTimeEntryId);
  const { punchState, working, link, workingProject, workingProjectId, workingSince, submitting } = clock;
  const opening = punchState.opening;
  const current: CurrentEntry | null =
    link && workingProjectId !== null ? { link, projectId: workingProjectId, projectName: workingProject, entry: opening ? null : activeEntry } : null;
  const breaks = breakViewOf(punchState, activeEntry);
  const hasError = location.status === "error";
  const who = { id: worker.id, name: worker.name };

  async function clockIn() {
    const site = selectedSite;
    if (!fix || !site) return;
    await clock.clockIn(site.project, { fix, locationText: addressText }, costCode.body);
  }

  async function clockOut() {
    await clock.clockOut({ fix, locationText: addressText || null });
  }

  async function breakTap(action: BreakActionInput) {
    if (!link) return;
    setBreakBusy(action);
    try {
      await takeBreak({ worker: who, link, projectName: workingProject || null, action });
    } finally {
      setBreakBusy(null);
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

        {/* What the worker is on, their breaks and switches scroll with the card; only the punch button stays in
            reach at the bottom, so the sticky bar never covers "Refresh Location" above it (issue 26). */}
        {working ? (
          <>
            <div className="flex flex-wrap items-center gap-2" data-testid="currently-working">
              <Clock className="size-5 text-green-700" aria-hidden="true" />
              <p className="text-base font-semibold text-slate-900">Currently Working - {workingProject}</p>
              {workingSince ? <span className="text-base text-slate-700 tabular-nums">{formatElapsed(workingSince, now)}</span> : null}
              {opening ? <Badge variant="warning">Waiting to sync</Badge> : null}
            </div>
            {link ? <BreakButtons {...breaks} busy={breakBusy} onAction={(action) => void breakTap(action)} /> : null}
            <SwitchProject worker={worker} current={current} fix={fix} address={addressText} />
          </>
        ) : null}
        <div
          className={cn(
            "sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-10 -mx-4 grid gap-2 border-t border-slate-200 bg-white px-4 pt-3 pb-1 sm:-mx-6 sm:px-6 lg:static",
          )}
        >
          {working ? (
            <Button
              size="lg"
              variant="destructive"
              className="h-14 w-full text-lg"
              onClick={() => void clockOut()}
              pending={submitting === "out"}
              // Not while the clock-in is still on its way: the clock-out would wait on it for nothing.
              disabled={hasError || submitting === "in"}
            >
              {submitting === "out" ? null : <LogOut aria-hidden="true" />}
              {submitting === "out" ? "Clocking Out..." : "Clock Out"}
            </Button>
          ) : (
            <>
              {punchState.closing ? (
                <p className="text-base text-amber-900" data-testid="clock-out-waiting">
                  <Badge variant="warning">Waiting to sync</Badge> Clock-out tapped at {formatTime(punchState.closing.tappedAt)}
                  {punchState.pending?.kind === "sign-off" ? ", with its sign-off" : ""}
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
