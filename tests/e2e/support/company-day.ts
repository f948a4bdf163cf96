// The company's calendar day of an instant (the e2e server runs with APP_TIME_ZONE America/Denver): a screen that lists
// a day shows the entries clocked in on it there, whatever the hour in UTC.
export const COMPANY_TIME_ZONE = "America/Denver";

export function dayKeyInCompanyZone(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: COMPANY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}
