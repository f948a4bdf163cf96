// Date and week pickers: a native date input (the phone's own calendar) between previous/next buttons.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { addDays, isDateKey, weekStartKey } from "@shared/domain/work-week";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDayKey } from "../zoned-time";

type PickerProps = { id: string; value: string; onChange: (key: string) => void; todayKey: string };

export function DatePicker({ id, value, onChange, todayKey }: PickerProps) {
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>Date</Label>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon" aria-label="Previous day" onClick={() => onChange(addDays(value, -1))}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Input
          id={id}
          type="date"
          className="w-auto min-w-0 flex-1 sm:max-w-48"
          value={value}
          onChange={(e) => isDateKey(e.target.value) && onChange(e.target.value)}
        />
        <Button variant="outline" size="icon" aria-label="Next day" onClick={() => onChange(addDays(value, 1))}>
          <ChevronRight aria-hidden="true" />
        </Button>
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
          <Button variant="outline" size="icon" aria-label="Previous week" onClick={() => onChange(addDays(start, -7))}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Input
            id={id}
            type="date"
            className="w-auto min-w-0 flex-1 sm:max-w-48"
            value={value}
            onChange={(e) => isDateKey(e.target.value) && onChange(e.target.value)}
          />
          <Button variant="outline" size="icon" aria-label="Next week" onClick={() => onChange(addDays(start, 7))}>
            <ChevronRight aria-hidden="true" />
          </Button>
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
