import { describe, expect, it } from "vitest";
import {
  EARTH_RADIUS_METERS,
  GPS_CLOCK_DEFAULT_RADIUS_METERS,
  geofenceVerdict,
  haversineDistanceMeters,
  isValidAccuracyMeters,
  isValidLatitude,
  isValidLongitude,
  isWithinRange,
  siteCoordinates,
  siteRadiusMeters,
  sitesInRange,
  type GeoPoint,
} from "../../../shared/domain/geofence";

const point = (latitude: number, longitude: number): GeoPoint => ({ latitude, longitude });

// Expected values come from the spherical Vincenty (atan2) formula with R = 6371 km, computed separately.
describe("haversineDistanceMeters", () => {
  it.each([
    { name: "Statue of Liberty to Empire State Building", from: point(40.6892, -74.0445), to: point(40.7484, -73.9857), expected: 8_239.49 },
    { name: "London to Paris", from: point(51.5074, -0.1278), to: point(48.8566, 2.3522), expected: 343_556.06 },
    { name: "Sydney to New York", from: point(-33.8688, 151.2093), to: point(40.7128, -74.006), expected: 15_988_755.51 },
    { name: "across the antimeridian (Fiji)", from: point(-17, 179.9), to: point(-17, -179.9), expected: 21_267.25 },
    { name: "one degree of latitude", from: point(0, 0), to: point(1, 0), expected: 111_194.93 },
    { name: "one degree of longitude at 60 N", from: point(60, 0), to: point(60, 1), expected: 55_596.93 },
    { name: "antipodes", from: point(10, 20), to: point(-10, -160), expected: Math.PI * EARTH_RADIUS_METERS },
    { name: "pole to pole", from: point(90, 0), to: point(-90, 0), expected: Math.PI * EARTH_RADIUS_METERS },
  ])("$name", ({ from, to, expected }) => {
    const distance = haversineDistanceMeters(from, to);
    expect(Math.abs(distance - expected) / expected).toBeLessThan(0.005);
    // A tighter check catches a wrong Earth radius (6378137 would be 0.11 % off).
    expect(distance).toBeCloseTo(expected, 0);
  });

  it("is symmetric", () => {
    const a = point(40.6892, -74.0445);
    const b = point(51.5074, -0.1278);
    expect(haversineDistanceMeters(a, b)).toBe(haversineDistanceMeters(b, a));
  });

  it.each([
    ["same point", point(40.6892, -74.0445), point(40.6892, -74.0445)],
    ["same pole, different longitudes", point(90, 0), point(90, 120)],
    ["-180 and 180 are one meridian", point(0, -180), point(0, 180)],
  ])("is zero for %s", (_name, from, to) => {
    expect(haversineDistanceMeters(from, to)).toBeCloseTo(0, 6);
  });

  it("does not become NaN at exact antipodes on the equator", () => {
    expect(haversineDistanceMeters(point(0, 0), point(0, 180))).toBeCloseTo(Math.PI * EARTH_RADIUS_METERS, 3);
  });

  it("a short distance is accurate to the metre (100 m north)", () => {
    const metresPerDegree = (Math.PI * EARTH_RADIUS_METERS) / 180;
    expect(haversineDistanceMeters(point(40, -74), point(40 + 100 / metresPerDegree, -74))).toBeCloseTo(100, 6);
  });
});

describe("siteRadiusMeters", () => {
  it.each([
    [{ locationRadius: 100 }, 100],
    [{ locationRadius: 250 }, 250],
    [{ locationRadius: 0 }, 0],
    [{ locationRadius: null }, GPS_CLOCK_DEFAULT_RADIUS_METERS],
    [{}, GPS_CLOCK_DEFAULT_RADIUS_METERS],
    [{ locationRadius: Number.NaN }, GPS_CLOCK_DEFAULT_RADIUS_METERS],
    [{ locationRadius: -5 }, GPS_CLOCK_DEFAULT_RADIUS_METERS],
  ])("%j -> %d m", (site, expected) => {
    expect(siteRadiusMeters(site)).toBe(expected);
  });

  it("the GPS clock default is 500 m", () => {
    expect(GPS_CLOCK_DEFAULT_RADIUS_METERS).toBe(500);
  });
});

describe("geofenceVerdict", () => {
  it.each([
    { distanceMeters: 0, accuracyMeters: 0, radiusMeters: 100, expected: "inside" },
    { distanceMeters: 50, accuracyMeters: 10, radiusMeters: 100, expected: "inside" },
    { distanceMeters: 90, accuracyMeters: 10, radiusMeters: 100, expected: "inside" }, // circle touches the edge
    { distanceMeters: 90, accuracyMeters: 10.01, radiusMeters: 100, expected: "uncertain" },
    { distanceMeters: 100, accuracyMeters: 0, radiusMeters: 100, expected: "inside" },
    { distanceMeters: 100.01, accuracyMeters: 0, radiusMeters: 100, expected: "outside" },
    { distanceMeters: 110, accuracyMeters: 10, radiusMeters: 100, expected: "uncertain" }, // circle touches from outside
    { distanceMeters: 110.01, accuracyMeters: 10, radiusMeters: 100, expected: "outside" },
    { distanceMeters: 5000, accuracyMeters: 30, radiusMeters: 100, expected: "outside" },
    { distanceMeters: 20, accuracyMeters: 500, radiusMeters: 100, expected: "uncertain" }, // poor fix, near the centre
    { distanceMeters: 0, accuracyMeters: 0, radiusMeters: 0, expected: "inside" },
  ] as const)("distance $distanceMeters, accuracy $accuracyMeters, radius $radiusMeters -> $expected", ({ expected, ...input }) => {
    expect(geofenceVerdict(input)).toBe(expected);
  });

  it.each([
    { distanceMeters: Number.NaN, accuracyMeters: 5, radiusMeters: 100 },
    { distanceMeters: -1, accuracyMeters: 5, radiusMeters: 100 },
    { distanceMeters: 10, accuracyMeters: -1, radiusMeters: 100 },
    { distanceMeters: 10, accuracyMeters: Number.NaN, radiusMeters: 100 },
    { distanceMeters: 10, accuracyMeters: Number.POSITIVE_INFINITY, radiusMeters: 100 },
    { distanceMeters: 10, accuracyMeters: 5, radiusMeters: -1 },
  ])("refuses %j", (input) => {
    expect(() => geofenceVerdict(input)).toThrow(RangeError);
  });
});

describe("isWithinRange", () => {
  it.each([
    [0, 100, true],
    [99.99, 100, true],
    [100, 100, true],
    [100.01, 100, false],
    [0, 0, true],
  ])("distance %d, radius %d -> %s", (distance, radius, expected) => {
    expect(isWithinRange(distance, radius)).toBe(expected);
  });
});

describe("siteCoordinates", () => {
  it.each([
    [{ latitude: "40.68925000", longitude: "-74.04450000" }, point(40.68925, -74.0445)],
    [{ latitude: 0, longitude: 0 }, point(0, 0)],
    [{ latitude: null, longitude: -74 }, null],
    [{ latitude: 40 }, null],
    [{ latitude: "", longitude: "" }, null],
    [{ latitude: "abc", longitude: "1" }, null],
    [{ latitude: 91, longitude: 0 }, null],
    [{ latitude: 0, longitude: 181 }, null],
  ])("%j -> %j", (site, expected) => {
    expect(siteCoordinates(site)).toEqual(expected);
  });
});

describe("sitesInRange", () => {
  const here = point(40.7484, -73.9857); // Empire State Building
  const metresPerDegreeLatitude = (Math.PI * EARTH_RADIUS_METERS) / 180;
  const north = (metres: number) => String(here.latitude + metres / metresPerDegreeLatitude);

  const projects = [
    { id: 1, name: "600 m north, default radius", latitude: north(600), longitude: String(here.longitude), locationRadius: null },
    { id: 2, name: "50 m north, radius 100", latitude: north(50), longitude: String(here.longitude), locationRadius: 100 },
    { id: 3, name: "150 m north, radius 100", latitude: north(150), longitude: String(here.longitude), locationRadius: 100 },
    { id: 4, name: "no coordinates", latitude: null, longitude: null, locationRadius: 100_000 },
    { id: 5, name: "latitude only", latitude: north(0), longitude: null, locationRadius: 100_000 },
    { id: 6, name: "450 m north, default radius", latitude: north(450), longitude: String(here.longitude), locationRadius: undefined },
    { id: 7, name: "Statue of Liberty, radius 10 km", latitude: "40.6892", longitude: "-74.0445", locationRadius: 10_000 },
    { id: 8, name: "199 m north, radius 200", latitude: north(199), longitude: String(here.longitude), locationRadius: 200 },
  ];

  it("lists only sites within their radius, nearest first, skipping those without both coordinates", () => {
    const result = sitesInRange(here, projects);
    expect(result.map((site) => site.project.id)).toEqual([2, 8, 6, 7]);
    expect(result[0].distanceMeters).toBeCloseTo(50, 3);
    expect(result[0].radiusMeters).toBe(100);
    expect(result[2].radiusMeters).toBe(500);
    expect(result[3].distanceMeters).toBeCloseTo(8_239.49, 0);
  });

  it("returns the caller's objects unchanged", () => {
    const [first] = sitesInRange(here, projects);
    expect(first.project).toBe(projects[1]);
  });

  it("keeps the input order for equally distant sites", () => {
    const twins = [
      { id: "a", latitude: north(10), longitude: String(here.longitude), locationRadius: 100 },
      { id: "b", latitude: north(10), longitude: String(here.longitude), locationRadius: 100 },
    ];
    expect(sitesInRange(here, twins).map((site) => site.project.id)).toEqual(["a", "b"]);
    expect(sitesInRange(here, [...twins].reverse()).map((site) => site.project.id)).toEqual(["b", "a"]);
  });

  it("is empty when nothing is near or the list is empty", () => {
    expect(sitesInRange(point(0, 0), projects)).toEqual([]);
    expect(sitesInRange(here, [])).toEqual([]);
  });
});

describe("coordinate and accuracy validation", () => {
  it.each([
    [-90, true],
    [90, true],
    [0, true],
    [45.12345678, true],
    [-90.0001, false],
    [90.0001, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ["45", false],
    [null, false],
  ])("latitude %j -> %s", (value, expected) => {
    expect(isValidLatitude(value)).toBe(expected);
  });

  it.each([
    [-180, true],
    [180, true],
    [-74.006, true],
    [-180.0001, false],
    [180.0001, false],
    [Number.NaN, false],
    [Number.NEGATIVE_INFINITY, false],
    ["-74", false],
    [undefined, false],
  ])("longitude %j -> %s", (value, expected) => {
    expect(isValidLongitude(value)).toBe(expected);
  });

  it.each([
    [0, true],
    [5.5, true],
    [10_000, true],
    [-0.01, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ["5", false],
    [null, false],
  ])("accuracy %j -> %s", (value, expected) => {
    expect(isValidAccuracyMeters(value)).toBe(expected);
  });
});
