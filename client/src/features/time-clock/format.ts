// Display helpers of the time clock: elapsed 'Xh Ym', distances in m or km (hours: formatHours in lib/format.ts).

export function formatElapsed(fromIso: string | Date, now: number = Date.now()): string {
  const start = typeof fromIso === "string" ? Date.parse(fromIso) : fromIso.getTime();
  const minutes = Math.max(0, Math.floor((now - start) / 60_000));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters)} m`;
  return `${(meters / 1000).toFixed(meters < 10_000 ? 2 : 1)} km`;
}
