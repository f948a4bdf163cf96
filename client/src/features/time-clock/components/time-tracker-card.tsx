// The Daily tab's GPS time tracker: pick worker and project, and the punch carries the phone's 'lat,lng'. A crew member
// clocks only themself; a foreman's pickers hold their crew and their projects (the server's lists).
import { useQuery } from "@tanstack/react-query";
import { LogIn, LogOut, MapPin } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { formatCoordinates, getCurrentPosition, locationErrorMessage, TRACKER_OPTIONS } from "@/lib/geolocation";
import { timeClockQueries, useClockIn, useClockOut } from "../api";
import { ownWorkerOnly, type Clocker } from "../clocker";
import { formatElapsed } from "../format";
import { useNow } from "../use-now";
import { ProjectSelect, WorkerSelect } from "@/components/worker-project-selects";
import { OwnWorkerField } from "./own-worker-field";

/**
 * 'lat,lng' for the punch, or null after showing the spec's 'Location Error' toast (SPEC 8): the tracker's punches
 * always carry where they were made, so without a fix nothing is sent; the Clock In / Out dialog beside it punches
 * without a location.
 */
async function trackerLocation(): Promise<string | null> {
  try {
    const fix = await getCurrentPosition(TRACKER_OPTIONS);
    return formatCoordinates(fix.latitude, fix.longitude, ",");
  } catch (error) {
    toast({ title: "Location Error", description: locationErrorMessage(error, "tracker"), variant: "destructive" });
    return null;
  }
}

export function TimeTrackerCard({ clocker }: { clocker: Clocker }) {
  const own = ownWorkerOnly(clocker);
  const [picked, setWorkerId] = useState<number | null>(null);
  const workerId = own ?? picked;
  const [projectId, setProjectId] = useState<number | null>(null);
  const [notes, setNotes] = useState("");
  const [locating, setLocating] = useState(false);
  const active = useQuery({ ...timeClockQueries.activeEntry(workerId ?? 0), enabled: workerId !== null });
  const clockIn = useClockIn();
  const clockOut = useClockOut();
  const now = useNow(30_000);
  const activeEntry = workerId !== null ? (active.data ?? null) : null;

  async function doClockIn() {
    if (workerId === null || projectId === null) return;
    setLocating(true);
    const location = await trackerLocation();
    setLocating(false);
    if (location === null) return;
    clockIn.mutate(
      { workerId, projectId, location, notes: notes.trim() || null },
      {
        onSuccess: () => {
          setNotes("");
          toast({ title: "Clocked in successfully", variant: "success" });
        },
      },
    );
  }

  async function doClockOut() {
    if (!activeEntry) {
      toast({ title: "No active time entry found", variant: "destructive" });
      return;
    }
    setLocating(true);
    const location = await trackerLocation();
    setLocating(false);
    if (location === null) return;
    clockOut.mutate(
      { timeEntryId: activeEntry.id, notes: notes.trim() || null, clockOutLocation: location },
      {
        onSuccess: () => {
          setNotes("");
          toast({ title: "Clocked out successfully", variant: "success" });
        },
      },
    );
  }

  const busy = locating || clockIn.isPending || clockOut.isPending;

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
        {activeEntry ? (
          <p className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-base text-green-900">
            Working at {activeEntry.projectName} · <span className="font-semibold tabular-nums">{formatElapsed(activeEntry.clockInTime, now)}</span>
          </p>
        ) : (
          <ProjectSelect id="tracker-project" value={projectId} onChange={setProjectId} />
        )}
        <FormField id="tracker-notes" label="Notes (optional)">
          {(control) => <Input {...control} value={notes} onChange={(e) => setNotes(e.target.value)} />}
        </FormField>
        {activeEntry ? (
          <Button variant="destructive" size="lg" className="w-full" pending={busy} onClick={() => void doClockOut()}>
            {busy ? null : <LogOut aria-hidden="true" />}
            {locating ? "Getting location..." : busy ? "Clocking Out..." : "Clock Out"}
          </Button>
        ) : (
          <Button
            size="lg"
            className="w-full"
            pending={busy}
            disabled={workerId === null || projectId === null || active.isPending}
            onClick={() => void doClockIn()}
          >
            {busy ? null : <LogIn aria-hidden="true" />}
            {locating ? "Getting location..." : busy ? "Clocking In..." : "Clock In"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
