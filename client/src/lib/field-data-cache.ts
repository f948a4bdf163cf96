// The service worker's copy of the lists the GPS clock needs offline; dropped at sign-out so the next person starts clean.
export const FIELD_DATA_CACHE = "crewline-field-data";

export async function clearFieldDataCache(): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    await caches.delete(FIELD_DATA_CACHE);
  } catch {
    // Storage unavailable (private mode): nothing was cached.
  }
}
