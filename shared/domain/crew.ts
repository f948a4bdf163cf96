// Crew punches (issue 15): how the crew list is ordered, why one worker of a crew punch was refused, and what the whole
// answer says. Pure, so the server, the screen and the table tests share them.

/** A crew punch names at most this many workers or entries (a large site's day shift). */
export const MAX_CREW_SIZE = 100;

/** Why one worker of a crew punch was not clocked in or out. */
export const CREW_REFUSAL_CODES = [
  "already_clocked_in",
  "already_clocked_out",
  "inactive",
  "archived",
  "not_on_crew",
  "not_found",
  "project_completed",
  "too_far",
  "period_locked",
  "invalid_time",
  // Crew actions (breaks and switches of each worker's open entry):
  "not_clocked_in",
  "break_running",
  "no_break_running",
  "already_on_project",
] as const;
export type CrewRefusalCode = (typeof CREW_REFUSAL_CODES)[number];

/** 201 (or 200 for a clock-out) when anyone was punched, else 409: the same body either way. */
export function crewAnswerStatus(punched: number, success: 200 | 201): 200 | 201 | 409 {
  return punched > 0 ? success : 409;
}

/** What a crew request did to each worker, as its answer's line says it ("Nobody was ..."). */
export type CrewVerb = "clocked in" | "clocked out" | "switched" | `put on a ${"meal" | "rest"} break` | `back from the ${"meal" | "rest"} break`;

/**
 * The answer's one line: '3 clocked in, 2 refused'. `late`: taps kept for the office as late punches (issue 27: their
 * week was approved before the phone synced), which count as taken: '2 clocked in, 1 sent to the office as a late punch'.
 */
export function crewAnswerMessage(punched: number, refused: number, verb: CrewVerb, late = 0): string {
  const sent = late === 0 ? null : `${late} sent to the office as ${late === 1 ? "a late punch" : "late punches"}`;
  if (punched === 0 && sent === null) return refused === 0 ? `Nobody to be ${verb}` : `Nobody was ${verb}: ${refused} refused`;
  const parts = [punched > 0 ? `${punched} ${verb}` : null, sent, refused > 0 ? `${refused} refused` : null];
  return parts.filter((part) => part !== null).join(", ");
}

export interface CrewListPerson {
  id: number;
  name: string;
}

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * The crew list of the GPS clock: the people on the clock first, then the rest, each part A to Z ignoring case and
 * accents with numbers in number order ('Worker 2' before 'Worker 10'); equal names in id order.
 */
export function crewListOrder<P extends CrewListPerson>(people: readonly P[], onClock: (person: P) => boolean): P[] {
  return [...people].sort((a, b) => {
    const clock = Number(onClock(b)) - Number(onClock(a));
    if (clock !== 0) return clock;
    return byName.compare(a.name, b.name) || a.id - b.id;
  });
}
