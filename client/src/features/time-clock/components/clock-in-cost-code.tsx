// The GPS clock's cost code before clock-in (issue 15), one worker's or the crew's: the choice kept by the card, the
// picker it shows above the Clock In button, and what the clock-in's body gets (nothing when no code is chosen, as punches sent before).
import { useState } from "react";
import { CostCodeSelect } from "@/components/cost-code-select";

export function useClockInCostCode(id = "clock-in-cost-code") {
  const [costCodeId, setCostCodeId] = useState<number | null>(null);
  return {
    body: costCodeId === null ? {} : { costCodeId },
    picker: <CostCodeSelect id={id} value={costCodeId} onChange={setCostCodeId} />,
  };
}
