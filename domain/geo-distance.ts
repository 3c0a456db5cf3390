/**
 * How far apart two places are, in kilometres, as the crow flies: the equirectangular approximation the pickup points'
 * nearest-first order uses too (server/commerce/shipping/pickup-points.ts), within a few metres of the great circle at
 * the scale of a town, where a shopper compares lockers.
 */
const EARTH_RADIUS_KM = 6371;

export interface Place {
  latitude: number;
  longitude: number;
}

export function distanceKm(from: Place, to: Place): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const north = radians(to.latitude - from.latitude);
  const east = radians(to.longitude - from.longitude) * Math.cos(radians((from.latitude + to.latitude) / 2));
  return Math.hypot(north, east) * EARTH_RADIUS_KM;
}
