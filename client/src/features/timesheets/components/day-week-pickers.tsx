// Date and week pickers: a native date input (the phone's own calendar) between previous/next buttons.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { addDays, isDateKey, weekStartKey } from "@shared/domain/work-week";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDayKey } from "@/lib/zoned-time";

type PickerProps = { id: string; value: string; onChange: (key: string) => void; todayKey: string };

/** Previous, the date input, next: a step is a day or a week. */
function SteppedDateInput({ id, value, onChange, from, days, unit }: Omit<PickerProps, "todayKey"> & { from: string; days: number; unit: string }) {
  return (
    <>
      <Button variant="outline" size="icon" aria-label={`Previous ${unit}`} onClick={() => onChange(addDays(from, -days))}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Input
        id={id}
        type="date"
        className="w-auto min-w-0 flex-1 sm:max-w-48"
        value={value}
        onChange={(e) => isDateKey(e.target.value) && onChange(e.target.value)}
      />
      <Button variant="outline" size="icon" aria-label={`Next ${unit}`} onClick={() => onChange(addDays(from, days))}>
        <ChevronRight aria-hidden="true" />
      </Button>
    </>
  );
}

export function DatePicker({ id, value, onChange, todayKey }: PickerProps) {
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>Date</Label>
      <div className="flex items-center gap-2">
        <SteppedDateInput id={id} value={value} onChange={onChange} from={value} days={1} unit="day" />
        {value !== todayKey ? (
          <Button variant="ghost" onClick={() => onChange(todayKey)}>
            Today
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Any day of the week can be picked; the week shown is the Sunday-to-Saturday week containing it. */
export function WeekPicker({ id, value, onChange, todayKey }: PickerProps) {
  const start = weekStartKey(value);
  const end = addDays(start, 6);
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>Week of</Label>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex flex-1 items-center gap-2">
          <SteppedDateInput id={id} value={value} onChange={onChange} from={start} days={7} unit="week" />
        </div>
        {weekStartKey(todayKey) !== start ? (
          <Button variant="ghost" onClick={() => onChange(todayKey)}>
            This week
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">
        Sunday {formatDayKey(start, "MMM d")} – Saturday {formatDayKey(end, "MMM d, yyyy")}
      </p>
    </div>
  );
}
