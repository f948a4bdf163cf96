// What a queued punch is called on the phone ('Clock in', 'Start meal break', 'Switch project'), the same in the
// 'Waiting to sync' list, a refusal and a sync's toast. Plain text: the queue loads with the app on every screen.
import type { QueuedPunchKind } from "@/lib/punch-queue";

const KIND_LABEL: Record<QueuedPunchKind, string> = {
  "clock-in": "Clock in",
  "clock-out": "Clock out",
  break: "Break",
  switch: "Switch project",
  "sign-off": "Sign-off",
  "crew-clock-in": "Crew clock in",
  "crew-clock-out": "Crew clock out",
  "crew-break": "Crew break",
  "crew-switch": "Crew switch",
};

/**
 * One worker's break says which and whether it starts or ends ('End meal break'); the body is the queued one. (A crew
 * break says it after the crew's name: 'Crew break · Crew of 2, start rest'.)
 */
export function punchLabel(kind: QueuedPunchKind, body: Record<string, unknown>): string {
  if (kind !== "break") return KIND_LABEL[kind];
  return `${body.action === "end" ? "End" : "Start"} ${body.kind === "rest" ? "rest" : "meal"} break`;
}
