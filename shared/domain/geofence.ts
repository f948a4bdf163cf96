// Geofence rules of the GPS time clock: great-circle distance, site radius, and whether a fix is on site.

export const EARTH_RADIUS_METERS = 6_371_000;
/** The radius a new project's site starts with: the column's default and the project form's blank field. */
export const STORED_DEFAULT_RADIUS_METERS = 100;
/** The GPS clock falls back to this when a site has no radius at all (spec section 9). */
export const GPS_CLOCK_DEFAULT_RADIUS_METERS = 500;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** numeric columns arrive as strings from PostgreSQL and as numbers from forms. */
export type CoordinateInput = string | number | null | undefined;

export interface SiteLike {
  latitude?: CoordinateInput;
  longitude?: CoordinateInput;
  locationRadius?: number | null;
}

export type GeofenceVerdict = "inside" | "uncertain" | "outside";

export interface SiteInRange<P> {
  project: P;
  distanceMeters: number;
  radiusMeters: number;
}

export function isValidLatitude(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isValidLongitude(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= -180 && value <= 180;
}

/** A fix's accuracy is a radius in metres; 0 is a perfect fix, negative or non-finite values are not fixes. */
export function isValidAccuracyMeters(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

function toNumber(value: CoordinateInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const parsed = typeof value === "number" ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A site's position, or null when either coordinate is missing or out of range (such sites cannot be clocked at). */
export function siteCoordinates(site: SiteLike): GeoPoint | null {
  const latitude = toNumber(site.latitude);
  const longitude = toNumber(site.longitude);
  if (!isValidLatitude(latitude) || !isValidLongitude(longitude)) return null;
  return { latitude, longitude };
}

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Haversine great-circle distance on a sphere of radius 6,371,000 m, as the spec fixes. */
export function haversineDistanceMeters(from: GeoPoint, to: GeoPoint): number {
  const deltaLatitude = toRadians(to.latitude - from.latitude);
  const deltaLongitude = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(deltaLatitude / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(deltaLongitude / 2) ** 2;
  // Rounding can push a a hair past 1 at the antipodes, where asin would return NaN.
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(Math.min(1, a)));
}

/** The radius the GPS clock uses; a missing or unusable radius becomes 500 m, an explicit 0 stays 0. */
export function siteRadiusMeters(site: Pick<SiteLike, "locationRadius">): number {
  const radius = site.locationRadius;
  if (radius === null || radius === undefined || !Number.isFinite(radius) || radius < 0) {
    return GPS_CLOCK_DEFAULT_RADIUS_METERS;
  }
  return radius;
}

export interface GeofenceInput {
  distanceMeters: number;
  accuracyMeters: number;
  radiusMeters: number;
}

/**
 * 'inside' only when the whole accuracy circle lies within the site, 'outside' only when none of it does;
 * a fix straddling the boundary is 'uncertain' so a poor fix neither verifies nor blocks a punch on its own.
 */
export function geofenceVerdict({ distanceMeters, accuracyMeters, radiusMeters }: GeofenceInput): GeofenceVerdict {
  if (!Number.isFinite(distanceMeters) || distanceMeters < 0) {
    throw new RangeError(`distanceMeters must be a finite number >= 0, got ${distanceMeters}`);
  }
  if (!isValidAccuracyMeters(accuracyMeters)) {
    throw new RangeError(`accuracyMeters must be a finite number >= 0, got ${accuracyMeters}`);
  }
  if (!Number.isFinite(radiusMeters) || radiusMeters < 0) {
    throw new RangeError(`radiusMeters must be a finite number >= 0, got ${radiusMeters}`);
  }
  if (distanceMeters + accuracyMeters <= radiusMeters) return "inside";
  if (distanceMeters - accuracyMeters > radiusMeters) return "outside";
  return "uncertain";
}

/** The nearby-sites list ignores accuracy: a site is listed when its centre is within its radius. */
export function isWithinRange(distanceMeters: number, radiusMeters: number): boolean {
  return distanceMeters <= radiusMeters;
}

/** Sites whose centre lies within their radius of the position, nearest first; sites lacking a coordinate are skipped. */
export function sitesInRange<P extends SiteLike>(position: GeoPoint, projects: readonly P[]): SiteInRange<P>[] {
  const inRange: SiteInRange<P>[] = [];
  for (const project of projects) {
    const centre = siteCoordinates(project);
    if (!centre) continue;
    const distanceMeters = haversineDistanceMeters(position, centre);
    const radiusMeters = siteRadiusMeters(project);
    if (isWithinRange(distanceMeters, radiusMeters)) inRange.push({ project, distanceMeters, radiusMeters });
  }
  // Array.prototype.sort is stable, so equally distant sites keep the caller's order.
  return inRange.sort((a, b) => a.distanceMeters - b.distanceMeters);
}
