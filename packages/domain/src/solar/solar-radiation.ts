/**
 * Sun at a place, for the offline estimate (domain brief, section 5): about 5.0-5.4 kWh/m²/day on
 * the coast and around the Bay, 5.5-5.9 in the Sacramento Valley. What changes between the two is
 * the marine layer, which thins with distance from the ocean, so the rule is distance inland:
 * 5.0 at the shoreline, rising in a straight line to 5.9 at 150 km inland, and 5.9 beyond.
 */

export const COAST_SOLAR_RADIATION = 5.0;
export const INLAND_SOLAR_RADIATION = 5.9;
/** Distance from the ocean at which a site counts as fully inland (downtown Sacramento is about 125 km). */
export const FULLY_INLAND_KM = 150;

/**
 * The Pacific shoreline from the Mendocino coast to Big Sur, as [latitude, longitude] points: enough
 * to measure distance inland for the spec's Northern California counties to a few kilometres.
 */
export const NORCAL_COASTLINE: readonly (readonly [number, number])[] = [
  [40.0, -124.03], // Shelter Cove
  [39.45, -123.81], // Fort Bragg
  [38.95, -123.74], // Point Arena
  [38.32, -123.07], // Bodega Bay
  [37.99, -122.98], // Point Reyes
  [37.78, -122.51], // San Francisco, Ocean Beach
  [37.46, -122.45], // Half Moon Bay
  [37.1, -122.29], // Davenport
  [36.96, -122.02], // Santa Cruz
  [36.6, -121.89], // Monterey
  [36.0, -121.5], // Big Sur
  [35.6, -121.15], // San Simeon
];

const KM_PER_DEGREE_LATITUDE = 110.574;
const KM_PER_DEGREE_LONGITUDE_AT_EQUATOR = 111.32;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export function requireCoordinates(site: Coordinates): void {
  const { latitude, longitude } = site;
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
    throw new RangeError(`latitude must be between -90 and 90, got ${latitude}`);
  }
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw new RangeError(`longitude must be between -180 and 180, got ${longitude}`);
  }
}

/**
 * Kilometres from the site to the nearest point of the shoreline. The shoreline is short and the
 * distances small, so a flat (equirectangular) projection around the site is accurate enough.
 */
export function distanceInlandKm(site: Coordinates): number {
  requireCoordinates(site);
  const kmPerDegreeLongitude = KM_PER_DEGREE_LONGITUDE_AT_EQUATOR * Math.cos((site.latitude * Math.PI) / 180);
  const project = ([latitude, longitude]: readonly [number, number]) => ({
    x: (longitude - site.longitude) * kmPerDegreeLongitude,
    y: (latitude - site.latitude) * KM_PER_DEGREE_LATITUDE,
  });
  let nearest = Infinity;
  for (let index = 1; index < NORCAL_COASTLINE.length; index++) {
    const a = project(NORCAL_COASTLINE[index - 1]!);
    const b = project(NORCAL_COASTLINE[index]!);
    // The site is the origin: find the segment point closest to it.
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const along = Math.max(0, Math.min(1, -(a.x * dx + a.y * dy) / (dx * dx + dy * dy)));
    nearest = Math.min(nearest, Math.hypot(a.x + along * dx, a.y + along * dy));
  }
  return nearest;
}

/** Daily sun in kWh/m²/day for a site by the distance-inland rule, unrounded. */
export function solarRadiationForInlandKm(inlandKm: number): number {
  if (!Number.isFinite(inlandKm) || inlandKm < 0) {
    throw new RangeError(`inlandKm must be a finite distance of zero or more, got ${inlandKm}`);
  }
  const share = Math.min(1, inlandKm / FULLY_INLAND_KM);
  return COAST_SOLAR_RADIATION + (INLAND_SOLAR_RADIATION - COAST_SOLAR_RADIATION) * share;
}
