// One queued punch in words, the same wherever the phone lists it: 'Clock in · Tom · RiNo · tapped at 7:02 AM'.
import { formatDate, formatTime } from "@/lib/format";
import type { QueuedPunch } from "@/lib/punch-queue";
import { punchLabel } from "../punch-label";

type PunchSummaryProps = {
  punch: QueuedPunch;
  /** Adds the day: a punch saved before owners were recorded may be days old, and the person must recognise it. */
  withDate?: boolean;
};

export function PunchSummary({ punch, withDate = false }: PunchSummaryProps) {
  return (
    <>
      {punchLabel(punch.kind, punch.body)} · {punch.workerName}
      {punch.projectName ? ` · ${punch.projectName}` : ""} · tapped at{" "}
      <span className="tabular-nums">{formatTime(punch.tappedAt)}</span>
      {withDate ? ` on ${formatDate(punch.tappedAt)}` : ""}
    </>
  );
}
