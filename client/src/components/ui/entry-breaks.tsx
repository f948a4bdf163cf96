// An entry's timed breaks wherever an entry is read in full ("Meal 12:02 PM–12:32 PM, unpaid"); nothing without breaks.
// `formatTime` writes a time in the screen's zone (the phone's on the clock, the company's on the timesheet).
import type { EntryBreakView } from "@shared/api/time-clock";
import { breakLine } from "@shared/domain/breaks";
import { cn } from "@/lib/cn";

type Props = { breaks: EntryBreakView[]; formatTime: (iso: string) => string; className?: string };

export function EntryBreaks({ breaks, formatTime, className }: Props) {
  if (breaks.length === 0) return null;
  return (
    <div className={cn("text-base", className)} data-testid="entry-breaks">
      <p className="text-slate-600">Breaks</p>
      <ul className="tabular-nums">
        {breaks.map((b) => (
          <li key={b.id}>{breakLine(b, formatTime)}</li>
        ))}
      </ul>
    </div>
  );
}
