// The clocked-in worker's breaks on the GPS clock: "Start meal break" / "Start rest break", or "End break" with what is
// running since when. Big enough for a gloved thumb. Offline the tap is kept on the phone like a punch: the card shows
// the break as the taps leave it, marked "Waiting to sync" until the server has them.
import { Coffee, Play, UtensilsCrossed } from "lucide-react";
import type { BreakActionInput } from "@shared/api/breaks";
import { BREAK_KIND_LABELS, type BreakKind } from "@shared/domain/breaks";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/lib/format";
import type { WorkerPunchState } from "@/lib/worker-punch-state";
import type { TimeEntryView } from "../api";

/** The break running on the worker's entry: the server's, or a start still on the phone (`waiting`). */
export interface RunningBreak {
  kind: BreakKind;
  /** The server's start, or the tap's time while it waits. */
  since: string;
  /** Known once the server has the break. */
  paid: boolean | null;
  waiting: boolean;
}

type Props = {
  running: RunningBreak | null;
  /** A break end still on the phone: the buttons to start the next are shown, with this line above them. */
  endWaiting: { kind: BreakKind; tappedAt: string } | null;
  /** The tap being stored and sent now. */
  busy: BreakActionInput | null;
  onAction: (action: BreakActionInput) => void;
};

/** The break the card shows: the queued taps' when they say anything, else the server's entry's. */
export function breakViewOf(state: WorkerPunchState, activeEntry: TimeEntryView | null) {
  if (state.breaks.status === "running") {
    const { running } = state.breaks;
    return { running: { kind: running.kind, since: running.tappedAt, paid: null, waiting: true } satisfies RunningBreak, endWaiting: null };
  }
  if (state.breaks.status === "none") {
    const ended = state.breaks.ended;
    return { running: null, endWaiting: ended ? { kind: ended.body.kind === "rest" ? ("rest" as const) : ("meal" as const), tappedAt: ended.tappedAt } : null };
  }
  const open = activeEntry?.breaks.find((b) => b.endedAt === null);
  return { running: open ? ({ kind: open.kind, since: open.startedAt, paid: open.paid, waiting: false } satisfies RunningBreak) : null, endWaiting: null };
}

const breakName = (kind: BreakKind) => `${BREAK_KIND_LABELS[kind].toLowerCase()} break`;

export function BreakButtons({ running, endWaiting, busy, onAction }: Props) {
  return (
    <div className="grid grid-cols-1 gap-2" data-testid="break-controls">
      {running ? (
        <>
          <div className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2">
            <p className="text-base font-semibold text-amber-950" role="status" data-testid="on-break">
              On {breakName(running.kind)} since {formatTime(running.since)}
              {running.paid ? " (paid)" : ""}
            </p>
            {running.waiting ? <Badge variant="warning">Waiting to sync</Badge> : null}
          </div>
          <Button
            size="lg"
            variant="secondary"
            className="h-14 w-full text-lg"
            onClick={() => onAction({ action: "end", kind: running.kind })}
            pending={busy !== null}
          >
            {busy ? "Ending break..." : (
              <>
                <Play aria-hidden="true" /> End break
              </>
            )}
          </Button>
        </>
      ) : (
        <>
          {endWaiting ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800" data-testid="break-ended-waiting">
              {BREAK_KIND_LABELS[endWaiting.kind]} break ended at {formatTime(endWaiting.tappedAt)}
              <Badge variant="warning">Waiting to sync</Badge>
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-2">
            {(["meal", "rest"] as const).map((kind) => (
              <Button
                key={kind}
                size="lg"
                variant="outline"
                // Two side by side on a 390 px phone: the label wraps rather than running out of its button.
                className="h-auto min-h-14 w-full px-2 py-1 text-base leading-tight whitespace-normal"
                onClick={() => onAction({ action: "start", kind })}
                pending={busy?.kind === kind}
                disabled={busy !== null}
              >
                {busy?.kind === kind ? "Starting..." : (
                  <>
                    {kind === "meal" ? <UtensilsCrossed aria-hidden="true" /> : <Coffee aria-hidden="true" />} Start {kind} break
                  </>
                )}
              </Button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
