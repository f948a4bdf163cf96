// The clocked-in worker's breaks on the GPS clock: "Start meal break" / "Start rest break", or "End break" with what is
// running since when. Big enough for a gloved thumb. Online only for now: offline, the buttons say why they wait.
import { Coffee, Play, UtensilsCrossed, WifiOff } from "lucide-react";
import { BREAK_KIND_LABELS, type BreakKind } from "@shared/domain/breaks";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/lib/format";
import { useOnline } from "@/lib/use-online";
import { useTakeBreak } from "../breaks-api";
import type { TimeEntryView } from "../api";

const OFFLINE_NOTE = "Breaks need a connection: you're offline. Try again when you're back online.";

export function BreakButtons({ entry }: { entry: TimeEntryView }) {
  const online = useOnline();
  const take = useTakeBreak(entry.id, entry.workerId);
  const running = entry.breaks.find((b) => b.endedAt === null) ?? null;
  const pendingKind = take.isPending ? take.variables.kind : null;
  const noteId = `break-offline-${entry.id}`;
  const offline = online ? {} : { disabled: true, "aria-describedby": noteId };

  const start = (kind: BreakKind) => take.mutate({ action: "start", kind });

  return (
    <div className="grid grid-cols-1 gap-2" data-testid="break-controls">
      {running ? (
        <>
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-base font-semibold text-amber-950" role="status" data-testid="on-break">
            On {BREAK_KIND_LABELS[running.kind].toLowerCase()} break since {formatTime(running.startedAt)}
            {running.paid ? " (paid)" : ""}
          </p>
          <Button
            size="lg"
            variant="secondary"
            className="h-14 w-full text-lg"
            onClick={() => take.mutate({ action: "end", kind: running.kind })}
            pending={take.isPending}
            {...offline}
          >
            {take.isPending ? "Ending break..." : (
              <>
                <Play aria-hidden="true" /> End break
              </>
            )}
          </Button>
        </>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          {(["meal", "rest"] as const).map((kind) => (
            <Button
              key={kind}
              size="lg"
              variant="outline"
              // Two side by side on a 390 px phone: the label wraps rather than running out of its button.
              className="h-auto min-h-14 w-full px-2 py-1 text-base leading-tight whitespace-normal"
              onClick={() => start(kind)}
              pending={pendingKind === kind}
              disabled={take.isPending || !online}
              aria-describedby={online ? undefined : noteId}
            >
              {pendingKind === kind ? "Starting..." : (
                <>
                  {kind === "meal" ? <UtensilsCrossed aria-hidden="true" /> : <Coffee aria-hidden="true" />} Start {kind} break
                </>
              )}
            </Button>
          ))}
        </div>
      )}
      {online ? null : (
        <p id={noteId} className="flex items-center gap-2 text-sm text-slate-700">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" /> {OFFLINE_NOTE}
        </p>
      )}
    </div>
  );
}
