// Date, week and pay-period pickers: a native date input (the phone's own calendar) between previous/next buttons.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { addDays, isDateKey, weekStartKey } from "@shared/domain/work-week";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDayKey } from "@/lib/zoned-time";

type PickerProps = { id: string; value: string; onChange: (key: string) => void; todayKey: string };

/** Previous, the date input, next: each step goes to the day before or after the span shown (a day, a week, a period). */
function SteppedDateInput({ id, value, onChange, previous, next, unit }: Omit<PickerProps, "todayKey"> & { previous: string; next: string; unit: string }) {
  return (
    <>
      <Button variant="outline" size="icon" aria-label={`Previous ${unit}`} onClick={() => onChange(previous)}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Input
        id={id}
        type="date"
        className="w-auto min-w-0 flex-1 sm:max-w-48"
        value={value}
        onChange={(e) => isDateKey(e.target.value) && onChange(e.target.value)}
      />
      <Button variant="outline" size="icon" aria-label={`Next ${unit}`} onClick={() => onChange(next)}>
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
        <SteppedDateInput id={id} value={value} onChange={onChange} previous={addDays(value, -1)} next={addDays(value, 1)} unit="day" />
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
  return <SpanPicker id={id} value={value} onChange={onChange} todayKey={todayKey} span={{ startKey: start, endKey: addDays(start, 6) }} unit="week" />;
}

/**
 * Any day of a pay period can be picked; the period shown is the server's (`span`, from its answer: a period's days
 * follow the company's schedule and its approval records), or the Sunday week while it loads. A weekly company reads
 * it as the spec's week.
 */
export function PayPeriodPicker({ id, value, onChange, todayKey, span, weekly }: PickerProps & { span: DaySpanKeys | undefined; weekly: boolean }) {
  const start = weekStartKey(value);
  const shown = span && span.startKey <= value && value <= span.endKey ? span : { startKey: start, endKey: addDays(start, 6) };
  return <SpanPicker id={id} value={value} onChange={onChange} todayKey={todayKey} span={shown} unit={weekly ? "week" : "period"} />;
}

interface DaySpanKeys {
  startKey: string;
  endKey: string;
}

function SpanPicker({ id, value, onChange, todayKey, span, unit }: PickerProps & { span: DaySpanKeys; unit: "week" | "period" }) {
  const holdsToday = span.startKey <= todayKey && todayKey <= span.endKey;
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{unit === "week" ? "Week of" : "Pay period of"}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex flex-1 items-center gap-2">
          <SteppedDateInput id={id} value={value} onChange={onChange} previous={addDays(span.startKey, -1)} next={addDays(span.endKey, 1)} unit={unit} />
        </div>
        {holdsToday ? null : (
          <Button variant="ghost" onClick={() => onChange(todayKey)}>
            {unit === "week" ? "This week" : "This period"}
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-600">
        {formatDayKey(span.startKey, "EEEE MMM d")} – {formatDayKey(span.endKey, "EEEE MMM d, yyyy")}
      </p>
    </div>
  );
}
