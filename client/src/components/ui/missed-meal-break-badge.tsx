// "Missed meal break" on a worker's day (issue 15): the company's meal-break rule, checked on the server over the
// worker's whole day (shared/domain/meal-break-rule.ts), found no 30 min meal starting by the end of the 5th hour.
// The Weekly Summary's lines and the Payroll tab's worker cards show it; a day without the flag shows nothing.
import { Badge } from "./badge";

/** The badge's tooltip, and said in words beside it where there is room. */
export const MISSED_MEAL_BREAK_EXPLANATION =
  "The company's meal-break rule: a day of more than 5 hours of work needs a 30 min meal (or a clock-out of 30 min) starting before the end of the 5th hour. This day had none.";

export function MissedMealBreakBadge({ missed }: { missed: boolean }) {
  return missed ? (
    <Badge variant="warning" title={MISSED_MEAL_BREAK_EXPLANATION} data-testid="missed-meal-break">
      Missed meal break
    </Badge>
  ) : null;
}
