import { describe, expect, it } from "vitest";
import { GPS_QUALITY_LABELS, gpsQuality, gpsQualityLabel } from "../../../shared/domain/gps-quality";

describe("gpsQuality", () => {
  it.each([
    [0, "good"],
    [5, "good"],
    [20, "good"],
    [20.01, "fair"],
    [35, "fair"],
    [50, "fair"],
    [50.01, "poor"],
    [1500, "poor"],
    [null, "unknown"],
    [undefined, "unknown"],
    [Number.NaN, "unknown"],
    [Number.POSITIVE_INFINITY, "unknown"],
    [-1, "unknown"],
  ] as const)("accuracy %j m -> %s", (accuracy, expected) => {
    expect(gpsQuality(accuracy)).toBe(expected);
  });
});

describe("gpsQualityLabel", () => {
  it.each([
    [10, "Good"],
    [30, "Fair"],
    [80, "Poor"],
    [null, "Unknown"],
  ] as const)("accuracy %j m -> %s", (accuracy, expected) => {
    expect(gpsQualityLabel(accuracy)).toBe(expected);
  });

  it("has a label for every quality", () => {
    expect(Object.keys(GPS_QUALITY_LABELS).sort()).toEqual(["fair", "good", "poor", "unknown"]);
  });
});
