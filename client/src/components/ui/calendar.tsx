// Single-date month calendar: a keyboard-navigable grid of day buttons; marked days carry a dot and a spoken label.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { addDays, dayOfWeek, parseDateKey, type DateKey } from "@shared/domain/work-week";
import { longDate } from "@shared/domain/day-heading";
import { cn } from "@/lib/cn";
import { Button } from "./button";

/** A month as 'yyyy-MM'. */
export type MonthKey = string;

const WEEKDAYS = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function monthOf(key: DateKey): MonthKey {
  return key.slice(0, 7);
}

export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  const [year, monthNumber] = month.split("-").map(Number);
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** First and last day of the month, as keys. */
export function monthRange(month: MonthKey): { from: DateKey; to: DateKey } {
  const from = `${month}-01`;
  const to = addDays(`${shiftMonth(month, 1)}-01`, -1);
  return { from, to };
}

function monthTitle(month: MonthKey): string {
  const { year, month: monthNumber } = parseDateKey(`${month}-01`);
  return `${MONTH_NAMES[monthNumber - 1]} ${year}`;
}

/** The weeks (Sunday first) that cover the month; days outside it are null. */
function monthWeeks(month: MonthKey): (DateKey | null)[][] {
  const { from, to } = monthRange(month);
  const cells: (DateKey | null)[] = Array.from({ length: dayOfWeek(from) }, () => null);
  for (let key = from; key <= to; key = addDays(key, 1)) cells.push(key);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

type CalendarProps = {
  selected: DateKey;
  onSelect: (key: DateKey) => void;
  month: MonthKey;
  onMonthChange: (month: MonthKey) => void;
  todayKey: DateKey;
  /** Days that get a dot; the text is added to the day's accessible name ('2 jobs'). */
  markedDays?: ReadonlyMap<DateKey, string>;
  className?: string;
};

export function Calendar({
  selected,
  onSelect,
  month,
  onMonthChange,
  todayKey,
  markedDays,
  className,
}: CalendarProps) {
  const [focusKey, setFocusKey] = useState<DateKey>(selected);
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const titleId = `calendar-title-${month}`;

  // The roving tab stop follows the selection and stays inside the displayed month.
  const tabStop = monthOf(focusKey) === month ? focusKey : monthOf(selected) === month ? selected : `${month}-01`;

  useEffect(() => {
    setFocusKey(selected);
  }, [selected]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusKey}"]`)?.focus();
  }, [focusKey, month]);

  function focusDay(key: DateKey) {
    moveFocus.current = true;
    setFocusKey(key);
    if (monthOf(key) !== month) onMonthChange(monthOf(key));
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>, key: DateKey) {
    const { year, month: monthNumber } = parseDateKey(key);
    const moves: Record<string, () => DateKey> = {
      ArrowLeft: () => addDays(key, -1),
      ArrowRight: () => addDays(key, 1),
      ArrowUp: () => addDays(key, -7),
      ArrowDown: () => addDays(key, 7),
      Home: () => addDays(key, -dayOfWeek(key)),
      End: () => addDays(key, 6 - dayOfWeek(key)),
      PageUp: () => clampDay(shiftMonth(`${year}-${String(monthNumber).padStart(2, "0")}`, -1), key),
      PageDown: () => clampDay(shiftMonth(`${year}-${String(monthNumber).padStart(2, "0")}`, 1), key),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusDay(move());
  }

  return (
    <div className={cn("w-full", className)}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <Button variant="ghost" size="icon" aria-label="Previous month" onClick={() => onMonthChange(shiftMonth(month, -1))}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900" aria-live="polite">
          {monthTitle(month)}
        </h2>
        <Button variant="ghost" size="icon" aria-label="Next month" onClick={() => onMonthChange(shiftMonth(month, 1))}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} className="w-full table-fixed border-collapse">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className="pb-1 text-center text-sm font-medium text-slate-600">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, weekIndex) => (
            <tr key={weekIndex}>
              {week.map((key, dayIndex) => {
                if (!key) return <td key={`empty-${dayIndex}`} role="gridcell" />;
                const isSelected = key === selected;
                const isToday = key === todayKey;
                const mark = markedDays?.get(key);
                const name = [isToday ? `Today, ${longDate(key)}` : longDate(key), mark].filter(Boolean).join(", ");
                return (
                  <td key={key} role="gridcell" aria-selected={isSelected} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-day={key}
                      tabIndex={key === tabStop ? 0 : -1}
                      aria-label={name}
                      aria-current={isToday ? "date" : undefined}
                      onClick={() => {
                        setFocusKey(key);
                        onSelect(key);
                      }}
                      onKeyDown={(event) => onKeyDown(event, key)}
                      className={cn(
                        "relative mx-auto flex h-11 w-full max-w-12 flex-col items-center justify-center rounded-lg text-base tabular-nums transition-colors",
                        "hover:bg-slate-100",
                        isToday && !isSelected && "font-bold text-brand-800 ring-2 ring-brand-200 ring-inset",
                        isSelected && "bg-brand-700 font-semibold text-white hover:bg-brand-800",
                      )}
                    >
                      <span>{parseDateKey(key).day}</span>
                      {mark ? (
                        <span
                          aria-hidden="true"
                          className={cn("absolute bottom-1 size-1.5 rounded-full", isSelected ? "bg-white" : "bg-brand-600")}
                        />
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same day number in another month, or that month's last day when it is shorter. */
function clampDay(month: MonthKey, key: DateKey): DateKey {
  const { day } = parseDateKey(key);
  const { to } = monthRange(month);
  const last = parseDateKey(to).day;
  return `${month}-${String(Math.min(day, last)).padStart(2, "0")}`;
}
