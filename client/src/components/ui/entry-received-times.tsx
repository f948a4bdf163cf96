// When an entry's punches reached the server, where that is not when they are paid (issue 26, QUALITY 26): a tap
// queued on a phone or kiosk without signal is paid at the tap, and the time it arrived is said beside it. Shown
// wherever an entry is read in full; nothing for punches that arrived at once.
import { receivedTimeLines, type ReceivedTimes } from "@shared/domain/tap-time";
import { cn } from "@/lib/cn";

type Props = { entry: ReceivedTimes; formatTime: (iso: string) => string; className?: string };

export function EntryReceivedTimes({ entry, formatTime, className }: Props) {
  const lines = receivedTimeLines(entry, formatTime);
  if (lines.length === 0) return null;
  return (
    <ul className={cn("text-sm text-slate-700 tabular-nums", className)} data-testid="entry-received-times">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
