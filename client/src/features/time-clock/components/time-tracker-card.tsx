// The Daily tab's GPS time tracker: pick worker, project and (optionally) a cost code, and the punch carries the phone's
// fix as the GPS screen's does (coordinates and accuracy, checked against the site's geofence: one location verdict for
// every clock, issue 26 item 5) beside the spec's 'lat,lng' text. It is the GPS screen's clock (use-worker-clock.ts):
// the punch goes through the phone's queue with its tap time, so a tap without signal is kept and paid from the tap,
// and the sign-off is asked at clock-out. A crew member clocks only themself; a foreman's pickers hold their crew and
// their projects (the server's lists).
import { useQuery } from "@tanstack/react-query";
import { LogIn, LogOut, MapPin } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import {
  formatCoordinates,
  getCurrentPosition,
  locationErrorMessage,
  TRACKER_OPTIONS,
  type PositionFix,
} from "@/lib/geolocation";
import { timeClockQueries } from "../api";
import { ownWorkerOnly, type Clocker } from "../clocker";
import { formatElapsed } from "../format";
import { useNow } from "@/lib/use-now";
import { ProjectSelect, WorkerSelect } from "@/components/worker-project-selects";
import { Badge } from "@/components/ui/badge";
import { formatTime } from "@/lib/format";
import { useWorkerClock, type ClockTitles } from "../use-worker-clock";
import { useClockInCostCode } from "./clock-in-cost-code";
import { useSignOffPrompt } from "./sign-off-prompt";
import { OwnWorkerField } from "./own-worker-field";

/**
 * The phone's fix and its 'lat,lng' text for the punch, or null after showing the spec's 'Location Error' toast (SPEC
 * 8): the tracker's punches always carry where they were made, so without a fix nothing is sent; the Clock In / Out
 * dialog beside it may punch without a location.
 */
async function trackerLocation(): Promise<{ fix: PositionFix; text: string } | null> {
  try {
    const fix = await getCurrentPosition(TRACKER_OPTIONS);
    return { fix, text: formatCoordinates(fix.latitude, fix.longitude, ",") };
  } catch (error) {
    toast({ title: "Location Error", description: locationErrorMessage(error, "tracker"), variant: "destructive" });
    return null;
  }
}

const TRACKER_TITLES: ClockTitles = { clockedIn: "Clocked in successfully", clockedOut: "Clocked out successfully" };

export function TimeTrackerCard({ clocker }: { clocker: Clocker }) {
  const own = ownWorkerOnly(clocker);
  const [picked, setWorkerId] = useState<number | null>(null);
  const workerId = own ?? picked;
  const [projectId, setProjectId] = useState<number | null>(null);
  const [notes, setNotes] = useState("");
  const [locating, setLocating] = useState(false);
  const workers = useQuery(timeClockQueries.workers());
  const projects = useQuery(timeClockQueries.projects());
  const active = useQuery({ ...timeClockQueries.activeEntry(workerId ?? 0), enabled: workerId !== null });
  const worker = workerId === null ? null : { id: workerId, name: workers.data?.find((w) => w.id === workerId)?.name ?? "" };
  const signOff = useSignOffPrompt();
  const clock = useWorkerClock(worker, worker ? (active.data ?? null) : null, signOff, TRACKER_TITLES);
  const costCode = useClockInCostCode("tracker-cost-code");
  const now = useNow(30_000);

  async function doClockIn() {
    const project = projects.data?.find((p) => p.id === projectId);
    if (worker === null || !project) return;
    setLocating(true);
    const location = await trackerLocation();
    setLocating(false);
    if (location === null) return;
    const outcome = await clock.clockIn(project, { fix: location.fix, locationText: location.text, notes: notes.trim() || null }, costCode.body);
    if (outcome && outcome.status !== "refused") setNotes("");
  }

  async function doClockOut() {
    if (!clock.link) {
      toast({ title: "No active time entry found", variant: "destructive" });
      return;
    }
    setLocating(true);
    const location = await trackerLocation();
    setLocating(false);
    if (location === null) return;
    const outcome = await clock.clockOut({ fix: location.fix, locationText: location.text, notes: notes.trim() || null });
    if (outcome && outcome.status !== "refused") setNotes("");
  }

  const busy = locating || clock.submitting !== null;
  const waiting = clock.punchState.opening ?? clock.punchState.closing;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MapPin className="size-5 text-brand-700" aria-hidden="true" /> GPS Time Tracker
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {own === null ? (
          <WorkerSelect id="tracker-worker" value={workerId} onChange={setWorkerId} />
        ) : (
          <OwnWorkerField workerId={own} />
        )}
        {clock.working ? (
          <p className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-base text-green-900" data-testid="tracker-working">
            Working at {clock.workingProject}
            {clock.workingSince ? (
              <>
                {" · "}
                <span className="font-semibold tabular-nums">{formatElapsed(clock.workingSince, now)}</span>
              </>
            ) : null}
          </p>
        ) : (
          <>
            <ProjectSelect id="tracker-project" value={projectId} onChange={setProjectId} />
            {costCode.picker}
          </>
        )}
        <FormField id="tracker-notes" label="Notes (optional)">
          {(control) => <Input {...control} value={notes} onChange={(e) => setNotes(e.target.value)} />}
        </FormField>
        {waiting ? (
          <p className="text-base text-amber-900" data-testid="tracker-waiting">
            <Badge variant="warning">Waiting to sync</Badge> {waiting.kind === "clock-out" ? "Clock-out" : "Clock-in"} tapped at {formatTime(waiting.tappedAt)}
          </p>
        ) : null}
        {clock.working ? (
          <Button variant="destructive" size="lg" className="w-full" pending={busy} onClick={() => void doClockOut()}>
            {busy ? null : <LogOut aria-hidden="true" />}
            {locating ? "Getting location..." : busy ? "Clocking Out..." : "Clock Out"}
          </Button>
        ) : (
          <Button
            size="lg"
            className="w-full"
            pending={busy}
            disabled={workerId === null || projectId === null || active.fetchStatus === "fetching"}
            onClick={() => void doClockIn()}
          >
            {busy ? null : <LogIn aria-hidden="true" />}
            {locating ? "Getting location..." : busy ? "Clocking In..." : "Clock In"}
          </Button>
        )}
      </CardContent>
      {signOff.element}
    </Card>
  );
}
