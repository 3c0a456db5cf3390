import { describe, expect, it } from "vitest";
import { distanceKm } from "./geo-distance.ts";

describe("the distance between two places", () => {
  it("is nothing from a place to itself", () => {
    expect(distanceKm({ latitude: 46.77, longitude: 23.59 }, { latitude: 46.77, longitude: 23.59 })).toBe(0);
  });

  it("is about 2.6 km from Cluj's Piața Unirii to Mărăști, and the same either way", () => {
    const unirii = { latitude: 46.7697, longitude: 23.5883 };
    const marasti = { latitude: 46.7796, longitude: 23.6193 };
    expect(distanceKm(unirii, marasti)).toBeCloseTo(2.61, 1);
    expect(distanceKm(marasti, unirii)).toBe(distanceKm(unirii, marasti));
  });

  it("is about 324 km from Cluj-Napoca to Bucharest, within a percent of the great circle", () => {
    expect(distanceKm({ latitude: 46.7712, longitude: 23.6236 }, { latitude: 44.4268, longitude: 26.1025 })).toBeCloseTo(324, -1);
  });
});
