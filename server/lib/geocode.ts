// Reverse geocoding through a Nominatim-compatible service: cached, spaced at most one upstream call per interval,
// and falling back to 'lat, lng' text whenever the service is unset, slow, busy or failing.
import type { Logger } from "pino";
import type { ReverseGeocodeResult } from "@shared/api/geocode";

export interface ReverseGeocoderOptions {
  /** GEOCODER_URL; unset means coordinates only. */
  baseUrl?: string;
  userAgent: string;
  timeoutMs?: number;
  /** Nominatim's usage policy allows one request per second. */
  minIntervalMs?: number;
  /** A request that would wait longer than this for its upstream slot gets coordinates instead of queueing. */
  maxQueueWaitMs?: number;
  cacheSize?: number;
  logger?: Logger;
  fetchImpl?: typeof fetch;
}

/** 'lat, lng' with 6 decimals, as the clock card shows coordinates (SPEC 9). */
export function coordinatesText(lat: number, lng: number): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}

/** 4 decimals is about 11 m: close enough that the address is the same, far enough apart to share cache entries. */
function cacheKey(lat: number, lng: number): string {
  return `${lat.toFixed(4)},${lng.toFixed(4)}`;
}

export function createReverseGeocoder(options: ReverseGeocoderOptions) {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const minIntervalMs = options.minIntervalMs ?? 1_000;
  const maxQueueWaitMs = options.maxQueueWaitMs ?? 3_000;
  const cacheSize = options.cacheSize ?? 1_000;
  const fetchImpl = options.fetchImpl ?? fetch;
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const cache = new Map<string, string>();
  const inFlight = new Map<string, Promise<ReverseGeocodeResult>>();
  let nextSlotAt = 0;

  function remember(key: string, address: string) {
    cache.delete(key);
    cache.set(key, address);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  }

  /** Reserves the next upstream slot, or returns null when the queue is already longer than callers should wait. */
  function reserveSlot(): number | null {
    const nowMs = Date.now();
    const slot = Math.max(nowMs, nextSlotAt);
    if (slot - nowMs > maxQueueWaitMs) return null;
    nextSlotAt = slot + minIntervalMs;
    return slot - nowMs;
  }

  async function lookup(baseUrl: string, lat: number, lng: number, key: string): Promise<ReverseGeocodeResult> {
    const fallback: ReverseGeocodeResult = { address: coordinatesText(lat, lng), source: "coordinates" };
    const waitMs = reserveSlot();
    if (waitMs === null) return fallback;
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    const url = new URL(`${baseUrl.replace(/\/+$/, "")}/reverse`);
    url.search = new URLSearchParams({ format: "jsonv2", lat: String(lat), lon: String(lng) }).toString();
    try {
      const res = await fetchImpl(url, {
        headers: { "User-Agent": options.userAgent, Accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
      const body = (await res.json()) as { display_name?: unknown; error?: unknown };
      if (typeof body.display_name !== "string" || !body.display_name.trim()) throw new Error("geocoder gave no address");
      const address = body.display_name.trim();
      remember(key, address);
      return { address, source: "geocoder" };
    } catch (error) {
      options.logger?.warn({ err: error }, "reverse geocoding failed; answering with coordinates");
      return fallback;
    }
  }

  return {
    async reverse(lat: number, lng: number): Promise<ReverseGeocodeResult> {
      if (!options.baseUrl) return { address: coordinatesText(lat, lng), source: "coordinates" };
      const key = cacheKey(lat, lng);
      const cached = cache.get(key);
      if (cached !== undefined) {
        remember(key, cached);
        return { address: cached, source: "geocoder" };
      }
      // Two phones at one site asking at once share one upstream call.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = lookup(options.baseUrl, lat, lng, key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}

export type ReverseGeocoder = ReturnType<typeof createReverseGeocoder>;
