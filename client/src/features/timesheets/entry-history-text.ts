// The words of an entry's history (issue 14, "who did it"): who punched it in and out, an account or a site kiosk, and
// what each recorded change was and who made it. Pure, for the Correct and History dialogs and their tests.
import type { TimeEntryChangeView, TimeEntryDetail } from "@shared/api/time-clock";

type PunchFacts = Pick<TimeEntryDetail, "source" | "clockInByName" | "clockOutByName" | "clockOutTime" | "clockInKioskId" | "clockOutKioskId"> & {
  changes?: Pick<TimeEntryChangeView, "action">[];
};

/** The server names a kiosk punch "Kiosk: <name>" and an account's punch by the account's name (timeEntryDetailSchema). */
function punchLine(verb: string, byName: string | null, atKiosk: boolean): string {
  if (atKiosk) return `${verb} at ${byName ?? "a removed kiosk"}`;
  // Entries from before accounts were recorded, or whose account was deleted.
  return byName === null ? `${verb}; who is not recorded` : `${verb} by ${byName}`;
}

/**
 * "Clocked in by Maria Lopez" / "Clocked in at Kiosk: Gate tablet", then the same for the clock-out once there is one.
 * An entry added by hand has no punches: its 'add' change says who added it.
 */
export function punchedByLines(entry: PunchFacts): string[] {
  if (entry.source === "manual") return [];
  const lines = [punchLine("Clocked in", entry.clockInByName, entry.clockInKioskId !== null)];
  if (entry.clockOutTime === null) return lines;
  // No account clocked out a forgotten entry the server closed (its 'auto_close' change says when and why).
  const autoClosed = entry.changes?.some((c) => c.action === "auto_close") && !entry.changes.some((c) => c.action === "tapped_clock_out");
  if (entry.clockOutByName === null && autoClosed) lines.push("Clocked out by Crewline (auto-closed)");
  else lines.push(punchLine("Clocked out", entry.clockOutByName, entry.clockOutKioskId !== null));
  return lines;
}

const CHANGE_VERBS: Record<TimeEntryChangeView["action"], string> = {
  correct: "Corrected",
  close: "Clocked out",
  add: "Added by hand",
  verify: "Confirmed",
  unverify: "Marked unverified",
  auto_close: "Auto-closed",
  review: "Auto-close confirmed",
  tapped_clock_out: "Clock-out tapped before the auto-close",
  late_tap: "Tapped without signal, sent later",
};

/**
 * "Corrected by Ana Ruiz", "Confirmed by Sam Office" (a kiosk's offline punch confirmed by the office), "Marked
 * unverified at Kiosk: Gate tablet" (a tap it took offline), "Auto-closed by Crewline" (a forgotten clock-out),
 * "Auto-close confirmed by Sam Office".
 */
export function changeHeading(change: Pick<TimeEntryChangeView, "action" | "changedBy" | "changedByName">): string {
  // No account closes a forgotten clock-out: the server's job does (its reason says after how many hours).
  if (change.action === "auto_close") return "Auto-closed by Crewline";
  // No account takes a kiosk's offline tap: the kiosk did (its reason says which tap).
  // An account's late tap is marked by the account that sent it; a kiosk's tap names the kiosk.
  if (change.action === "unverify" && change.changedBy === null) return `${CHANGE_VERBS.unverify} at ${change.changedByName ?? "a removed kiosk"}`;
  return `${CHANGE_VERBS[change.action]} by ${change.changedByName ?? "a removed account"}`;
}

/**
 * The fields a change lists under its heading: a confirmation's or an unverified mark's heading says it all; an entry added by hand names its
 * worker and project in the dialog's heading already.
 */
export function listedChangeFields(change: Pick<TimeEntryChangeView, "action" | "changes">): [string, [unknown, unknown]][] {
  if (change.action === "verify" || change.action === "unverify" || change.action === "review") return [];
  return Object.entries(change.changes).filter(([field]) => !(change.action === "add" && (field === "workerId" || field === "projectId")));
}
