// "No cost code" on a time entry punched without the cost code the company requires (issue 15): the punch was taken,
// and the office gives it a code (Correct) before its week can be approved. Any other entry shows nothing.
import { Badge } from "./badge";

/** The badge's explanation, said under it where there is room (a phone's entry card, the correction dialog) and as its tooltip. */
export const NO_COST_CODE_EXPLANATION = "Punched without a cost code while the company requires one. Give it one (Correct) before the week is approved.";

export function EntryCostCodeDueBadge({ costCodeDue }: { costCodeDue: boolean | undefined }) {
  return costCodeDue ? (
    <Badge variant="warning" title={NO_COST_CODE_EXPLANATION}>
      No cost code
    </Badge>
  ) : null;
}
