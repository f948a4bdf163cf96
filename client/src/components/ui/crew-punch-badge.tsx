// "Crew punch" beside an entry's location badge, wherever entries are listed: a foreman (or the office) clocked a group
// in or out with one GPS fix, so the position vouches for the crew, not for each worker's own phone.
import { Users } from "lucide-react";
import { Badge } from "./badge";

export function CrewPunchBadge({ entry }: { entry: { crewClockIn: boolean; crewClockOut: boolean } }) {
  if (!entry.crewClockIn && !entry.crewClockOut) return null;
  const which = entry.crewClockIn && entry.crewClockOut ? "in and out" : entry.crewClockIn ? "in" : "out";
  return (
    <Badge variant="outline" title={`Clocked ${which} with the crew, on the fix of the person who punched`}>
      <Users aria-hidden="true" /> Crew punch
    </Badge>
  );
}
