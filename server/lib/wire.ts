// Turns a flat database row into its JSON wire form (Dates as ISO strings) without a stringify/parse round trip.
export type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export function toWire<T extends object>(row: T): Wire<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as Wire<T>;
}
