// The photos a site kiosk took at an entry's punches, for office users (the image route is office-only): the person at
// the tablet beside the worker's name, to tell whether the right person punched.
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatDate } from "@/lib/format";
import type { TimeEntryView } from "../api";
import { photographedPunches, punchPhotoUrl, type Punch } from "../kiosk-entries-api";
import { formatTimeIn } from "@/lib/zoned-time";

type Props = { entry: TimeEntryView; timeZone: string; onClose: () => void };

export function PunchPhotosDialog({ entry, timeZone, onClose }: Props) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Punch photos</DialogTitle>
          <DialogDescription>
            {entry.workerName} · {entry.projectName} · {formatDate(entry.clockInTime)}
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {photographedPunches(entry).map((punch) => (
            <PunchPhoto key={punch} entry={entry} punch={punch} timeZone={timeZone} />
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function PunchPhoto({ entry, punch, timeZone }: { entry: TimeEntryView; punch: Punch; timeZone: string }) {
  const [failed, setFailed] = useState(false);
  const at = punch === "in" ? entry.clockInTime : entry.clockOutTime;
  const caption = `${punch === "in" ? "Clock-in" : "Clock-out"}${at ? ` · ${formatTimeIn(at, timeZone)}` : ""}`;
  return (
    <figure className="grid grid-cols-1 gap-1">
      {failed ? (
        // Deleted after the retention period since the list was read, or the connection dropped.
        <p className="grid aspect-[4/3] place-items-center rounded-lg border border-slate-200 bg-slate-50 p-3 text-center text-base text-slate-700">
          The photo could not be shown. It may have been deleted after the retention period.
        </p>
      ) : (
        <img
          src={punchPhotoUrl(entry.id, punch)}
          alt={`${entry.workerName} at the ${punch === "in" ? "clock-in" : "clock-out"}`}
          className="aspect-[4/3] w-full rounded-lg border border-slate-200 bg-slate-100 object-contain"
          onError={() => setFailed(true)}
        />
      )}
      <figcaption className="text-base text-slate-700 tabular-nums">{caption}</figcaption>
    </figure>
  );
}
