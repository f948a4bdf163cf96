// The Clock In / Clock Out dialog's content: worker, project, optional location (GPS button) and notes; a clocked-in
// worker sees Clock Out with the elapsed time. A crew member's worker is themself.
import { useQuery } from "@tanstack/react-query";
import { Crosshair, LogIn, LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { formatCoordinates, getCurrentPosition, isGeolocationSupported, TRACKER_OPTIONS } from "@/lib/geolocation";
import { timeClockQueries, useClockIn, useClockOut } from "../api";
import { ownWorkerOnly, type Clocker } from "../clocker";
import { formatElapsed } from "../format";
import { useNow } from "../use-now";
import { ProjectSelect, WorkerSelect } from "@/components/worker-project-selects";
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open ? <ClockDialogBody own={ownWorkerOnly(clocker)} onDone={() => onOpenChange(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function ClockDialogBody({ own, onDone }: { own: number | null; onDone: () => void }) {
  const [picked, setWorkerId] = useState<number | null>(null);
  const workerId = own ?? picked;
  const [projectId, setProjectId] = useState<number | null>(null);
  const [location, setLocation] = useState("");
  const [notes, setNotes] = useState("");
  const [locating, setLocating] = useState(false);
  const workers = useQuery(timeClockQueries.workers());
  const active = useQuery({ ...timeClockQueries.activeEntry(workerId ?? 0), enabled: workerId !== null });
  const clockIn = useClockIn();
  const clockOut = useClockOut();
  const now = useNow(30_000);
  const workerName = workers.data?.find((w) => w.id === workerId)?.name ?? "";
  const activeEntry = workerId !== null ? (active.data ?? null) : null;

  async function fillLocation() {
    if (!isGeolocationSupported()) {
      toast({ title: "Location Not Available", description: "Your browser doesn't support location services", variant: "destructive" });
      return;
    }
    setLocating(true);
    try {
      const fix = await getCurrentPosition(TRACKER_OPTIONS);
      setLocation(formatCoordinates(fix.latitude, fix.longitude));
    } catch {
      toast({ title: "Location Error", description: "Could not get your current location", variant: "destructive" });
    } finally {
      setLocating(false);
    }
  }

  function submitIn() {
    if (workerId === null || projectId === null) {
      toast({ title: "Missing Information", description: "Please select both worker and project", variant: "destructive" });
      return;
    }
    clockIn.mutate(
      { workerId, projectId, ...(location.trim() ? { location: location.trim() } : {}), ...(notes.trim() ? { notes: notes.trim() } : {}) },
      {
        onSuccess: () => {
          toast({ title: "Clocked In", description: workerName, variant: "success" });
          onDone();
        },
      },
    );
  }

  function submitOut() {
    if (!activeEntry) {
      toast({ title: "No active time entry found", variant: "destructive" });
      return;
    }
    clockOut.mutate(
      { timeEntryId: activeEntry.id, ...(notes.trim() ? { notes: notes.trim() } : {}) },
      {
        onSuccess: () => {
          toast({ title: "Clocked Out", description: workerName, variant: "success" });
          onDone();
        },
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{activeEntry ? "Clock Out" : "Clock In"}</DialogTitle>
        <DialogDescription>
          {own === null ? `Choose the worker${activeEntry ? "" : " and the project"}.` : activeEntry ? "Clock yourself out." : "Choose the project."}
        </DialogDescription>
      </DialogHeader>
      <div className="grid grid-cols-1 gap-4">
        {own === null ? (
          <WorkerSelect id="clock-dialog-worker" value={workerId} onChange={setWorkerId} />
        ) : (
          <OwnWorkerField workerId={own} />
        )}
        {activeEntry ? (
          <p className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-base text-green-900" data-testid="dialog-active-entry">
            Clocked in at {activeEntry.projectName} for <span className="font-semibold tabular-nums">{formatElapsed(activeEntry.clockInTime, now)}</span>
          </p>
        ) : (
          <>
            <ProjectSelect id="clock-dialog-project" value={projectId} onChange={setProjectId} />
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
        {activeEntry ? (
          <Button variant="destructive" pending={clockOut.isPending} onClick={submitOut}>
            {clockOut.isPending ? null : <LogOut aria-hidden="true" />}
            {clockOut.isPending ? "Clocking Out..." : "Clock Out"}
          </Button>
        ) : (
          <Button pending={clockIn.isPending} onClick={submitIn} disabled={workerId !== null && active.isPending}>
            {clockIn.isPending ? null : <LogIn aria-hidden="true" />}
            {clockIn.isPending ? "Clocking In..." : "Clock In"}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
