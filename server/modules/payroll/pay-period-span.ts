// The pay period a day belongs to (issue 27 step 4): the company's schedule cut by the approval records
// (resolvePayPeriod), as instants in the company's zone, with the workweeks it touches. Overtime is counted per
// workweek: a workweek that began in the period before carries its earlier days' hours into this one (they count
// toward its 40, and were paid there), and one that runs on past the period's end is paid in parts, its later minutes
// in the next period (labels run in time order, so weekly overtime, which comes last, lands where the workweek ends).
import { workweeksOf, type DaySpan, type PeriodWorkweek } from "@shared/domain/pay-schedule";
import { daySpanRange, startOfDayInstant, type DaySpanRange } from "@shared/domain/work-week";

/** One workweek of a period: its days inside the period (counted here) and its first instant (labelling starts there). */
export interface PeriodWeekRange {
  week: PeriodWorkweek;
  counted: DaySpanRange;
  /** The workweek's first instant: its carried days before the period give the counted days their context. */
  labelFrom: Date;
}

export interface PeriodSpan extends DaySpanRange {
  workweeks: PeriodWeekRange[];
}

export function periodSpanOf(span: DaySpan, workweekStartsOn: number, timeZone: string): PeriodSpan {
  const workweeks = workweeksOf(span, workweekStartsOn).map((week) => ({
    week,
    counted: daySpanRange(week.carriedFrom ? span.startDate : week.startDate, week.continuesInto ? span.endDate : week.endDate, timeZone),
    labelFrom: startOfDayInstant(week.startDate, timeZone),
  }));
  return { ...daySpanRange(span.startDate, span.endDate, timeZone), workweeks };
}

/** From the first workweek's first instant to the period's end: what labelling the period reads. */
export const labelledSpanOf = (period: PeriodSpan) => ({ start: period.workweeks[0].labelFrom, end: period.end });
