// Crew mode of the GPS clock (issue 15), for foremen and the office: one GPS fix, a site in range, the crew on it with
// checkboxes, and one tap "Clock in N" / "Clock out N". Each tap is one queued punch with its own Idempotency-Key
// (offline it waits, "Waiting to sync"); the answer lists each worker's result in plain words.
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, LocateFixed, LogIn, LogOut } from "lucide-react";
import { useMemo, useState } from "react";
import { projectsApi, timeEntriesApi } from "@shared/api/routes";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { endpointQuery } from "@/lib/endpoint-client";
import { formatCoordinates } from "@/lib/geolocation";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import type { CrewPunchKind } from "@/lib/punch-queue";
import { useLocationFix } from "@/lib/use-location-fix";
import { timeClockQueries } from "../api";
import { useSiteInRange } from "../use-site-in-range";
import { crewClockOutTarget, crewMembers, toClockIn, toClockOut } from "../crew-selection";
import { crewWorkersText, type CrewAnswer } from "../crew-punches";
import { punchQueue, useMyPunchQueue } from "../offline-queue";
import { CrewList } from "./crew-list";
import { CrewResults, type CrewPunchReport } from "./crew-results";
import { useSignOffPrompt } from "./sign-off-prompt";
import { GpsQualityBadge } from "./gps-quality-badge";
import { NearbySites } from "./location-clock-card";

export function CrewClockCard() {
  const location = useLocationFix();
  const fix = location.fix;
  const { site: siteInRange, listProps } = useSiteInRange(fix);
  const site = siteInRange?.project ?? null;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Crew on site</CardTitle>
        <GpsQualityBadge accuracyMeters={fix?.accuracyMeters ?? null} error={location.status === "error"} />
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {location.status === "error" ? (
          <p role="alert" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-base text-red-900">
            <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {location.error}
          </p>
        ) : null}
        {fix ? <p className="text-base text-slate-700 tabular-nums">{formatCoordinates(fix.latitude, fix.longitude)}</p> : null}
        <Button variant="outline" onClick={() => void location.refresh()} pending={location.status === "locating"}>
          {location.status === "locating" ? null : <LocateFixed aria-hidden="true" />}
          {location.status === "locating" ? "Getting location..." : "Refresh Location"}
        </Button>
        {!fix && location.status !== "error" && location.status !== "locating" ? (
          <p className="text-base text-slate-600">Get your location: one fix clocks the whole crew.</p>
        ) : null}
        <NearbySites {...listProps} />
        {site && fix ? <CrewOnSite key={site.id} siteId={site.id} siteName={site.name} fix={fix} /> : null}
      </CardContent>
    </Card>
  );
}

function CrewOnSite({ siteId, siteName, fix }: { siteId: number; siteName: string; fix: { latitude: number; longitude: number; accuracyMeters: number } }) {
  const team = useQuery(endpointQuery(projectsApi.team, { params: { id: siteId } }));
  const entries = useQuery(endpointQuery(timeEntriesApi.list, { query: { projectId: siteId } }));
  const workers = useQuery(timeClockQueries.workers());
  const { punches, ownerId } = useMyPunchQueue();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [submitting, setSubmitting] = useState<"in" | "out" | null>(null);
  const [report, setReport] = useState<CrewPunchReport | null>(null);
  const signOff = useSignOffPrompt();

  const members = useMemo(() => {
    const openHere = new Map<number, number>();
    const people = new Map<number, { id: number; name: string; activeTimeEntryId: number | null }>();
    const activeOf = new Map((workers.data ?? []).map((w) => [w.id, w.activeTimeEntryId]));
    for (const w of team.data ?? []) if (w.isActive) people.set(w.id, { id: w.id, name: w.name, activeTimeEntryId: activeOf.get(w.id) ?? null });
    for (const e of entries.data ?? []) {
      if (e.clockOutTime !== null) continue;
      openHere.set(e.workerId, e.id);
      // Someone on the clock here who is not on the team (the office clocked them in) is listed too.
      if (!people.has(e.workerId)) people.set(e.workerId, { id: e.workerId, name: e.workerName, activeTimeEntryId: e.id });
    }
    return crewMembers({ people: [...people.values()], openHere, siteId, punches });
  }, [team.data, entries.data, workers.data, punches, siteId]);

  const inList = toClockIn(members, selected);
  const outList = toClockOut(members, selected);
  const outTarget = crewClockOutTarget(members, selected);

  async function punch(kind: CrewPunchKind) {
    if (ownerId === null) return;
    const chosen = kind === "crew-clock-in" ? inList : outList;
    const tappedAt = new Date().toISOString();
    const gps =
      kind === "crew-clock-in"
        ? { clockInLatitude: fix.latitude, clockInLongitude: fix.longitude, clientClockInTime: tappedAt }
        : { clockOutLatitude: fix.latitude, clockOutLongitude: fix.longitude, clientClockOutTime: tappedAt };
    const target =
      kind === "crew-clock-in"
        ? { projectId: siteId, workerIds: chosen.map((m) => m.id) }
        : outTarget.kind === "entries"
          ? { timeEntryIds: outTarget.timeEntryIds }
          : { projectId: siteId };
    const which = kind === "crew-clock-in" ? "in" : "out";
    setSubmitting(which);
    try {
      const outcome = await punchQueue.submit({
        kind,
        key: newIdempotencyKey(),
        tappedAt,
        workerId: 0,
        workerName: crewWorkersText(chosen.length),
        projectName: siteName,
        ownerId,
        crewWorkerIds: chosen.map((m) => m.id),
        body: { ...target, ...gps, locationAccuracy: Math.round(fix.accuracyMeters * 100) / 100, location: formatCoordinates(fix.latitude, fix.longitude) },
      });
      if (outcome.status === "synced") {
        const answer = outcome.response as CrewAnswer;
        setReport({ status: "answered", kind: which, answer });
        // The crew clocked out: their foreman answers the sign-off for each of them (those refused are still working).
        if (kind === "crew-clock-out") {
          signOff.ask(
            answer.results.flatMap((r) =>
              r.outcome === "refused" || r.entry === null ? [] : [{ timeEntryId: r.entry.id, workerName: r.workerName ?? members.find((m) => m.id === r.workerId)?.name ?? "Worker" }],
            ),
          );
        }
      }
      else if (outcome.status === "queued") setReport({ status: "queued", kind: which, count: chosen.length, tappedAt });
      else setReport(null); // refused as a whole: the queue says why (a toast and the card above)
    } finally {
      setSubmitting(null);
    }
  }

  if (team.isPending || entries.isPending) return <Skeleton className="h-40" />;
  if (team.isError) return <p className="text-base text-red-900">Could not load the crew: {errorMessage(team.error)}</p>;

  return (
    <div className="grid gap-4">
      {members.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-base text-slate-800">Nobody is on this site's team yet.</p>
      ) : (
        <CrewList members={members} selected={selected} onChange={setSelected} />
      )}
      {report ? <CrewResults report={report} nameOf={(id) => members.find((m) => m.id === id)?.name} signOffOffline={signOff.asked} /> : null}
      {signOff.element}
      <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-10 -mx-4 grid gap-2 border-t border-slate-200 bg-white px-4 pt-3 pb-1 sm:-mx-6 sm:px-6 lg:static">
        {outTarget.kind === "blocked" ? <p className="text-sm text-amber-900">{outTarget.reason}</p> : null}
        <div className="grid grid-cols-2 gap-2">
          <Button
            size="lg"
            className="h-14 text-lg"
            onClick={() => void punch("crew-clock-in")}
            pending={submitting === "in"}
            disabled={inList.length === 0 || submitting !== null}
          >
            {submitting === "in" ? null : <LogIn aria-hidden="true" />}
            Clock in {inList.length}
          </Button>
          <Button
            size="lg"
            variant="destructive"
            className="h-14 text-lg"
            onClick={() => void punch("crew-clock-out")}
            pending={submitting === "out"}
            disabled={outList.length === 0 || outTarget.kind === "blocked" || submitting !== null}
          >
            {submitting === "out" ? null : <LogOut aria-hidden="true" />}
            Clock out {outList.length}
          </Button>
        </div>
      </div>
    </div>
  );
}
