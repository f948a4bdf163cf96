// The demo's determinism and local time: a seeded random source, and days and wall-clock instants in the company's zone.
import { TZDate } from "@date-fns/tz";

export const SEED = 0x5eed_c0de;

/** mulberry32: a tiny seeded PRNG, so the demo looks the same on every load. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Integer in [min, max], both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
  };
}
export type Random = ReturnType<typeof createRandom>;

export const MINUTE_MS = 60_000;

/** A calendar day in the company's zone, as an offset from today, with helpers for wall-clock instants on it. */
export class LocalCalendar {
  private readonly today: TZDate;

  constructor(
    readonly timeZone: string,
    readonly now: Date,
  ) {
    this.today = new TZDate(now.getTime(), timeZone);
  }

  /** The instant of hh:mm local time on the day `dayOffset` days from today (DST-aware). */
  at(dayOffset: number, hours: number, minutes = 0): Date {
    const t = this.today;
    return new Date(new TZDate(t.getFullYear(), t.getMonth(), t.getDate() + dayOffset, hours, minutes, this.timeZone).getTime());
  }

  /** yyyy-MM-dd of the day `dayOffset` days from today. */
  date(dayOffset: number): string {
    const d = new TZDate(this.at(dayOffset, 12).getTime(), this.timeZone);
    return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
  }

  /** 0 = Sunday ... 6 = Saturday, in the company's zone. */
  weekday(dayOffset: number): number {
    return new TZDate(this.at(dayOffset, 12).getTime(), this.timeZone).getDay();
  }

  /** Minutes since local midnight of now. */
  minutesIntoToday(): number {
    return Math.floor((this.now.getTime() - this.at(0, 0).getTime()) / MINUTE_MS);
  }
}

function pad2(n: number): string {
  return String(n).padStart(2, "0");
}

export function isWeekday(weekday: number): boolean {
  return weekday >= 1 && weekday <= 5;
}
