// The Clock In / Clock Out dialog's content: worker, project, optional cost code, optional location and notes; a
// clocked-in worker sees Clock Out with the elapsed time. A crew member's worker is themself. The GPS button's fix goes
// with the punch as the GPS screen's does (checked against the site's geofence, issue 26 item 5); a place typed by
// hand (or the fix's text edited) goes as text only, stored as typed and shown to the office as not GPS. It is the GPS
// screen's clock (use-worker-clock.ts): the punch goes through the phone's queue with its tap time.
import { useQuery } from "@tanstack/react-query";
import { Crosshair, LogIn, LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { formatCoordinates, getCurrentPosition, isGeolocationSupported, TRACKER_OPTIONS, type PositionFix } from "@/lib/geolocation";
import { timeClockQueries } from "../api";
import { ownWorkerOnly, type Clocker } from "../clocker";
import { formatElapsed } from "../format";
import { useNow } from "@/lib/use-now";
import { ProjectSelect, WorkerSelect } from "@/components/worker-project-selects";
import { useWorkerClock, type ClockTitles } from "../use-worker-clock";
import { useClockInCostCode } from "./clock-in-cost-code";
import { useSignOffPrompt, type SignOffPrompt } from "./sign-off-prompt";
import { OwnWorkerField } from "./own-worker-field";

/** The dialog itself, loaded by ClockDialog (clock-dialog.tsx) the first time it is opened. */
export default function ClockDialogPanel({
  open,
  onOpenChange,
  clocker,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clocker: Clocker;
}) {
  // The sign-off asked at a clock-out outlives the dialog, which closes at the tap.
  const signOff = useSignOffPrompt();
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          {open ? <ClockDialogBody own={ownWorkerOnly(clocker)} signOff={signOff} onDone={() => onOpenChange(false)} /> : null}
        </DialogContent>
      </Dialog>
      {signOff.element}
    </>
  );
}

const DIALOG_TITLES: ClockTitles = { clockedIn: "Clocked In", clockedOut: "Clocked Out" };

function ClockDialogBody({ own, signOff, onDone }: { own: number | null; signOff: SignOffPrompt; onDone: () => void }) {
  const [picked, setWorkerId] = useState<number | null>(null);
  const workerId = own ?? picked;
  const [projectId, setProjectId] = useState<number | null>(null);
  const [location, setLocation] = useState("");
  // The GPS button's fix, while the text is still the one it wrote.
  const [fix, setFix] = useState<{ fix: PositionFix; text: string } | null>(null);
  const costCode = useClockInCostCode("clock-dialog-cost-code");
  const [notes, setNotes] = useState("");
  const [locating, setLocating] = useState(false);
  const workers = useQuery(timeClockQueries.workers());
  const projects = useQuery(timeClockQueries.projects());
  const active = useQuery({ ...timeClockQueries.activeEntry(workerId ?? 0), enabled: workerId !== null });
  const worker = workerId === null ? null : { id: workerId, name: workers.data?.find((w) => w.id === workerId)?.name ?? "" };
  const clock = useWorkerClock(worker, worker ? (active.data ?? null) : null, signOff, DIALOG_TITLES);
  const now = useNow(30_000);

  async function fillLocation() {
    if (!isGeolocationSupported()) {
      toast({ title: "Location Not Available", description: "Your browser doesn't support location services", variant: "destructive" });
      return;
    }
    setLocating(true);
    try {
      const position = await getCurrentPosition(TRACKER_OPTIONS);
      const text = formatCoordinates(position.latitude, position.longitude);
      setLocation(text);
      setFix({ fix: position, text });
    } catch {
      toast({ title: "Location Error", description: "Could not get your current location", variant: "destructive" });
    } finally {
      setLocating(false);
    }
  }

  async function submitIn() {
    const project = projects.data?.find((p) => p.id === projectId);
    if (worker === null || !project) {
      toast({ title: "Missing Information", description: "Please select both worker and project", variant: "destructive" });
      return;
    }
    const place = { fix: fix && fix.text === location ? fix.fix : null, locationText: location.trim() || null, notes: notes.trim() || null };
    const outcome = await clock.clockIn(project, place, costCode.body);
    if (outcome && outcome.status !== "refused") onDone();
  }

  async function submitOut() {
    const outcome = await clock.clockOut({ fix: null, locationText: null, notes: notes.trim() || null });
    if (outcome && outcome.status !== "refused") onDone();
  }

  const working = clock.working;
  const pending = clock.submitting;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{working ? "Clock Out" : "Clock In"}</DialogTitle>
        <DialogDescription>
          {own === null ? `Choose the worker${working ? "" : " and the project"}.` : working ? "Clock yourself out." : "Choose the project."}
        </DialogDescription>
      </DialogHeader>
      <div className="grid grid-cols-1 gap-4">
        {own === null ? (
          <WorkerSelect id="clock-dialog-worker" value={workerId} onChange={setWorkerId} />
        ) : (
          <OwnWorkerField workerId={own} />
        )}
        {working ? (
          <p className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-base text-green-900" data-testid="dialog-active-entry">
            Clocked in at {clock.workingProject}
            {clock.workingSince ? (
              <>
                {" for "}
                <span className="font-semibold tabular-nums">{formatElapsed(clock.workingSince, now)}</span>
              </>
            ) : null}
            {clock.punchState.opening ? " (waiting to sync)" : ""}
          </p>
        ) : (
          <>
            <ProjectSelect id="clock-dialog-project" value={projectId} onChange={setProjectId} />
            {costCode.picker}
            <FormField id="clock-dialog-location" label="Location (optional)">
              {(control) => (
                <div className="flex gap-2">
                  <Input {...control} value={location} onChange={(e) => setLocation(e.target.value)} placeholder="Address or lat, lng" />
                  <Button variant="outline" size="icon" aria-label="Use my GPS location" onClick={() => void fillLocation()} pending={locating}>
                    {locating ? null : <Crosshair aria-hidden="true" />}
                  </Button>
                </div>
              )}
            </FormField>
          </>
        )}
        <FormField id="clock-dialog-notes" label="Notes (optional)">
          {(control) => <Textarea {...control} rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />}
        </FormField>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        {working ? (
          <Button variant="destructive" pending={pending === "out"} onClick={() => void submitOut()}>
            {pending === "out" ? null : <LogOut aria-hidden="true" />}
            {pending === "out" ? "Clocking Out..." : "Clock Out"}
          </Button>
        ) : (
          <Button pending={pending === "in"} onClick={() => void submitIn()} disabled={active.fetchStatus === "fetching"}>
            {pending === "in" ? null : <LogIn aria-hidden="true" />}
            {pending === "in" ? "Clocking In..." : "Clock In"}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
