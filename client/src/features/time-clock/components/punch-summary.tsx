// One queued punch in words, the same wherever the phone lists it: 'Clock in · Tom · RiNo · tapped at 7:02 AM'.
import { formatDate, formatTime } from "@/lib/format";
import type { QueuedPunch, QueuedPunchKind } from "@/lib/punch-queue";

export const KIND_LABEL = {
  "clock-in": "Clock in",
  "clock-out": "Clock out",
  break: "Break",
  switch: "Switch project",
  "sign-off": "Sign-off",
  "crew-clock-in": "Crew clock in",
  "crew-clock-out": "Crew clock out",
  "crew-break": "Crew break",
  "crew-switch": "Crew switch",
} as const satisfies Record<QueuedPunchKind, string>;

type PunchSummaryProps = {
  punch: QueuedPunch;
  /** Adds the day: a punch saved before owners were recorded may be days old, and the person must recognise it. */
  withDate?: boolean;
};

export function PunchSummary({ punch, withDate = false }: PunchSummaryProps) {
  return (
    <>
      {KIND_LABEL[punch.kind]} · {punch.workerName}
      {punch.projectName ? ` · ${punch.projectName}` : ""} · tapped at{" "}
      <span className="tabular-nums">{formatTime(punch.tappedAt)}</span>
      {withDate ? ` on ${formatDate(punch.tappedAt)}` : ""}
    </>
  );
}
