// The rows of a raw query (db.execute), whichever driver ran it: node-postgres and PGlite both answer { rows }.
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
