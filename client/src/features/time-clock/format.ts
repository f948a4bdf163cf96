// Display helpers of the time clock: elapsed 'Xh Ym', hours to 2 decimals, distances in m or km.

export function formatElapsed(fromIso: string | Date, now: number = Date.now()): string {
  const start = typeof fromIso === "string" ? Date.parse(fromIso) : fromIso.getTime();
  const minutes = Math.max(0, Math.floor((now - start) / 60_000));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** numeric(10,2) text or a number -> '7.50'; '' when missing. */
export function formatHours(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : "";
}

export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters)} m`;
  return `${(meters / 1000).toFixed(meters < 10_000 ? 2 : 1)} km`;
}
