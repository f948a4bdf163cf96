// Crew mode of the GPS clock (issue 15), for foremen and the office: one GPS fix, a site in range, the crew on it with
// checkboxes, and one tap "Clock in N" / "Clock out N", or a break or a switch for those on the clock (crew-actions.tsx). Each tap is one queued punch with its own Idempotency-Key
// (offline it waits, "Waiting to sync"); the answer lists each worker's result in plain words.
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, LocateFixed, LogIn, LogOut } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { projectsApi, timeEntriesApi } from "@shared/api/routes";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { endpointQuery } from "@/lib/endpoint-client";
import { accuracyOf, formatCoordinates } from "@/lib/geolocation";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import type { CrewPunchKind } from "@/lib/punch-queue";
import { useLocationFix } from "@/lib/use-location-fix";
import { useCompanyTimeZone } from "@/lib/use-company-time-zone";
import { useNow } from "@/lib/use-now";
import { signOffOpenLater } from "@shared/domain/sign-off";
import { timeClockQueries } from "../api";
import { useSiteInRange } from "../use-site-in-range";
import type { CrewClockOutAnswer } from "@shared/api/crew-punches";
import type { BreakKind } from "@shared/domain/breaks";
import type { PositionFix } from "@/lib/geolocation";
import { crewClockOutTarget, crewMembers, keepPlaces, toClockIn, toClockOut, toEndBreak, type CrewMember } from "../crew-selection";
import { crewWorkersText, type CrewAnswer, type CrewPunchBody } from "../crew-punches";
import { punchQueue, useMyPunchQueue } from "../offline-queue";
import { CrewList } from "./crew-list";
import { CrewActions, type CrewSwitchChoice } from "./crew-actions";
import { CrewResults, type CrewPunchReport, type CrewReportKind } from "./crew-results";
import { useSignOffPrompt } from "./sign-off-prompt";
import { useClockInCostCode } from "./clock-in-cost-code";
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

function CrewOnSite({ siteId, siteName, fix }: { siteId: number; siteName: string; fix: PositionFix }) {
  const team = useQuery(endpointQuery(projectsApi.team, { params: { id: siteId } }));
  const entries = useQuery(endpointQuery(timeEntriesApi.list, { query: { projectId: siteId } }));
  const workers = useQuery(timeClockQueries.workers());
  const { punches, ownerId } = useMyPunchQueue();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  // Each row's place on this site for the visit (keepPlaces): rows do not move while the foreman taps.
  const places = useRef(new Map<number, number>());
  const [submitting, setSubmitting] = useState<CrewReportKind | null>(null);
  const [report, setReport] = useState<CrewPunchReport | null>(null);
  const signOff = useSignOffPrompt();
  const costCode = useClockInCostCode("crew-clock-in-cost-code");

  const members = useMemo(() => {
    const openHere = new Map<number, number>();
    const breaksHere = new Map<number, BreakKind>();
    const people = new Map<number, { id: number; name: string; activeTimeEntryId: number | null }>();
    const activeOf = new Map((workers.data ?? []).map((w) => [w.id, w.activeTimeEntryId]));
    for (const w of team.data ?? []) if (w.isActive) people.set(w.id, { id: w.id, name: w.name, activeTimeEntryId: activeOf.get(w.id) ?? null });
    for (const e of entries.data ?? []) {
      if (e.clockOutTime !== null) continue;
      openHere.set(e.workerId, e.id);
      const running = e.breaks.find((b) => b.endedAt === null);
      if (running) breaksHere.set(e.workerId, running.kind);
      // Someone on the clock here who is not on the team (the office clocked them in) is listed too.
      if (!people.has(e.workerId)) people.set(e.workerId, { id: e.workerId, name: e.workerName, activeTimeEntryId: e.id });
    }
    const listed = crewMembers({ people: [...people.values()], openHere, breaksHere, siteId, punches });
    // Places are taken once the team and who is on the clock here are known (those on the clock first).
    return team.data && entries.data ? keepPlaces(listed, places.current) : listed;
  }, [team.data, entries.data, workers.data, punches, siteId]);

  // Each person's shift here of today whose sign-off is missing (skipped, or clocked out offline): answered later.
  const now = useNow(60_000);
  const timeZone = useCompanyTimeZone();
  const dueSignOffs = useMemo(() => {
    const due = new Map<number, { id: number; workerName: string }>();
    for (const e of entries.data ?? []) if (signOffOpenLater(e, new Date(now), timeZone)) due.set(e.workerId, { id: e.id, workerName: e.workerName });
    return due;
  }, [entries.data, now, timeZone]);
  const signOffOf = (memberId: number) => {
    const due = dueSignOffs.get(memberId);
    return due ? () => signOff.askLater({ timeEntryId: due.id, workerId: memberId, workerName: due.workerName, projectName: siteName }) : undefined;
  };

  const inList = toClockIn(members, selected);
  const outList = toClockOut(members, selected);
  const outTarget = crewClockOutTarget(members, selected);
  const gpsFields = { locationAccuracy: accuracyOf(fix), location: formatCoordinates(fix.latitude, fix.longitude) };

  /** One tap: one queued crew punch or action with its own key; the answer (or "Waiting to sync") is the report. */
  async function submitCrew<K extends CrewPunchKind>(
    kind: K,
    reportKind: CrewReportKind,
    chosen: readonly CrewMember[],
    body: CrewPunchBody<K>,
    tappedAt: string,
    what: { action?: string; projectName?: string } = {},
  ): Promise<{ answer: CrewAnswer } | { queuedKey: string } | null> {
    if (ownerId === null) return null;
    setSubmitting(reportKind);
    const key = newIdempotencyKey();
    try {
      const outcome = await punchQueue.submit({
        kind,
        key,
        tappedAt,
        workerId: 0,
        workerName: what.action ? `${crewWorkersText(chosen.length)}, ${what.action}` : crewWorkersText(chosen.length),
        projectName: what.projectName ?? siteName,
        ownerId,
        crewWorkerIds: chosen.map((m) => m.id),
        body,
      });
      // Done or saved on the phone: the selection clears for the next action (issue 26 item 4); a refusal keeps it.
      if (outcome.status === "synced") {
        const answer = outcome.response as CrewAnswer;
        setReport({ status: "answered", kind: reportKind, answer });
        setSelected(new Set());
        return { answer };
      }
      if (outcome.status === "queued") {
        setReport({ status: "queued", kind: reportKind, count: chosen.length, tappedAt });
        setSelected(new Set());
        return { queuedKey: key };
      }
      setReport(null); // refused as a whole: the queue says why (a toast and the card above)
      return null;
    } finally {
      setSubmitting(null);
    }
  }

  async function punch(kind: "crew-clock-in" | "crew-clock-out") {
    const tappedAt = new Date().toISOString();
    if (kind === "crew-clock-in") {
      const body = { projectId: siteId, workerIds: inList.map((m) => m.id), clockInLatitude: fix.latitude, clockInLongitude: fix.longitude, clientClockInTime: tappedAt };
      await submitCrew(kind, "in", inList, { ...body, ...costCode.body, ...gpsFields }, tappedAt);
      return;
    }
    const target = outTarget.kind === "entries" ? { timeEntryIds: outTarget.timeEntryIds } : { projectId: siteId };
    const gps = { clockOutLatitude: fix.latitude, clockOutLongitude: fix.longitude, clientClockOutTime: tappedAt };
    const sent = await submitCrew(kind, "out", outList, { ...target, ...gps, ...gpsFields }, tappedAt);
    // The crew clocked out: their foreman answers the sign-off for each of them (those refused are still working).
    // Offline, each answer waits on the queued crew clock-out and goes with that worker's entry once it syncs.
    if (sent && "answer" in sent) {
      void signOff.ask(
        (sent.answer as CrewClockOutAnswer).results.flatMap((r) =>
          r.outcome === "refused" || r.entry === null ? [] : [{ timeEntryId: r.entry.id, workerName: r.workerName ?? members.find((m) => m.id === r.workerId)?.name ?? "Worker" }],
        ),
      );
    } else if (sent) {
      void signOff.ask(outList.map((m) => ({ afterKey: sent.queuedKey, workerId: m.id, workerName: m.name, projectName: siteName })));
    }
  }

  async function startBreak(kind: BreakKind, chosen: CrewMember[]) {
    const body = { workerIds: chosen.map((m) => m.id), action: "start" as const, kind };
    await submitCrew("crew-break", "break-start", chosen, body, new Date().toISOString(), { action: `start ${kind}` });
  }

  async function endBreaks() {
    // One crew break per kind running among them (the end names the kind, as the single break's does).
    for (const group of toEndBreak(members, selected)) {
      const body = { workerIds: group.members.map((m) => m.id), action: "end" as const, kind: group.kind };
      await submitCrew("crew-break", "break-end", group.members, body, new Date().toISOString(), { action: `end ${group.kind}` });
    }
  }

  /** To this site (where the foreman stands) from another, or to another cost code on it: one crew switch either way. */
  async function switchHere(choice: CrewSwitchChoice) {
    const tappedAt = new Date().toISOString();
    const body = {
      workerIds: choice.members.map((m) => m.id),
      projectId: siteId,
      ...(choice.costCodeId === null ? {} : { costCodeId: choice.costCodeId }),
      clockInLatitude: fix.latitude,
      clockInLongitude: fix.longitude,
      clientTime: tappedAt,
      ...gpsFields,
    };
    await submitCrew("crew-switch", choice.kind, choice.members, body, tappedAt, choice.kind === "recode" ? { action: "change cost code" } : {});
  }

  if (team.isPending || entries.isPending) return <Skeleton className="h-40" />;
  if (team.isError) return <p className="text-base text-red-900">Could not load the crew: {errorMessage(team.error)}</p>;

  return (
    <div className="grid gap-4">
      {members.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-base text-slate-800">Nobody is on this site's team yet.</p>
      ) : (
        <CrewList members={members} selected={selected} onChange={setSelected} signOffOf={signOffOf} />
      )}
      {members.some((m) => m.onClockHere || m.onClockElsewhere) ? (
        <CrewActions
          members={members}
          selected={selected}
          siteName={siteName}
          submitting={submitting}
          onStartBreak={(kind, chosen) => void startBreak(kind, chosen)}
          onEndBreak={() => void endBreaks()}
          onSwitch={(choice) => void switchHere(choice)}
        />
      ) : null}
      {report ? <CrewResults report={report} nameOf={(id) => members.find((m) => m.id === id)?.name} /> : null}
      {signOff.element}
      {inList.length > 0 ? costCode.picker : null}
      <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-10 -mx-4 grid gap-2 border-t border-slate-200 bg-white px-4 pt-3 pb-1 sm:-mx-6 sm:px-6 lg:static">
        {outTarget.kind === "blocked" ? <p className="text-sm text-amber-900">{outTarget.reason}</p> : null}
        {inList.length === 0 && outList.length === 0 && outTarget.kind !== "blocked" ? (
          <p className="text-sm text-slate-600">Select people off the clock to clock them in, or on the clock to clock them out.</p>
        ) : null}
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
