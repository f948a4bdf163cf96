// How the server's messages write a time: 'Mar 2, 2026, 7:00 AM' in the company's zone (APP_TIME_ZONE). The clock's
// refusals and the office's corrections both say times this way; a day alone reads 'Mar 2'.

export function messageTimeFormat(timeZone: string): (date: Date) => string {
  const format = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });
  return (date) => format.format(date);
}

/** 'Mar 2': the day of an instant in the company's zone, as messages name an entry's day. */
export function messageDayFormat(timeZone: string): (date: Date) => string {
  const format = new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric" });
  return (date) => format.format(date);
}
