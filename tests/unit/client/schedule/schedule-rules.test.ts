// Pure rules behind the schedule screens: clock times, upcoming days, calendar marks and months.
import { describe, expect, it } from "vitest";
import { monthRange, shiftMonth } from "@/components/ui/calendar";
import { formatJobTime, jobDayMarks, upcomingDays } from "@/features/schedule/job-rules";

describe("schedule rules", () => {
  const job = (id: number, scheduledDate: string, scheduledTime: string | null) => ({ id, scheduledDate, scheduledTime });

  it("shows clock times as h:mm a", () => {
    expect(formatJobTime("07:30")).toBe("7:30 AM");
    expect(formatJobTime("00:05")).toBe("12:05 AM");
    expect(formatJobTime("12:00")).toBe("12:00 PM");
    expect(formatJobTime("23:45")).toBe("11:45 PM");
  });

  it("'Upcoming This Week' covers the next five days with up to two jobs each and counts the rest", () => {
    // In the list's order: by day, then time.
    const jobs = [
      job(1, "2026-11-22", "07:00"),
      job(3, "2026-11-23", "07:00"),
      job(4, "2026-11-23", "08:00"),
      job(2, "2026-11-23", "09:00"),
      job(5, "2026-11-23", "10:00"),
      job(6, "2026-11-27", "07:00"),
      job(7, "2026-11-28", "07:00"),
    ];
    const days = upcomingDays(jobs, "2026-11-22");
    expect(days.map((d) => d.dateKey)).toEqual(["2026-11-23", "2026-11-27"]);
    expect(days[0].jobs.map((j) => j.id)).toEqual([3, 4]);
    expect(days[0].more).toBe(2);
    expect(days[1].more).toBe(0);
  });

  it("marks days with their job count for the calendar", () => {
    const marks = jobDayMarks([job(1, "2026-11-23", null), job(2, "2026-11-23", null), job(3, "2026-11-24", null)]);
    expect(marks.get("2026-11-23")).toBe("2 jobs");
    expect(marks.get("2026-11-24")).toBe("1 job");
    expect(marks.has("2026-11-25")).toBe(false);
  });

  it("calendar months step across years and know their last day", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(monthRange("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });
});
